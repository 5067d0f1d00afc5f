package io.cis.http;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;

/**
 * Checks that request bytes are well-formed UTF-8 JSON text. A JSON parser may quietly turn malformed bytes into
 * replacement characters, so a purl would be looked up as something the client never sent; such bodies are refused
 * instead. So are bodies holding a NUL byte: JSON text never holds one raw (control characters are escaped inside
 * strings and are not white space outside them), and it is the NUL bytes that make a parser guess UTF-16 or UTF-32
 * for a body without a byte order mark (RFC 4627, section 3), reading it in an encoding the service does not accept.
 */
public final class StrictUtf8 {

    /** Decoded text is only looked at, never kept: it goes through one small buffer, whatever the body's size. */
    private static final int CHUNK_CHARS = 8 * 1024;

    private StrictUtf8() {
    }

    /** Whether {@code bytes} decode as UTF-8 without a single malformed or unmappable sequence, and hold no NUL byte. */
    public static boolean valid(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return false;
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(Math.min(CHUNK_CHARS, bytes.length + 1));
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                return false;
            }
            out.clear();
            if (result.isUnderflow()) {
                return decoder.flush(out).isUnderflow();
            }
        }
    }
}
