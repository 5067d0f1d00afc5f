package io.cis.http;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;

/**
 * Checks that request bytes are well-formed UTF-8. A JSON parser may quietly turn malformed bytes into replacement
 * characters, so a purl would be looked up as something the client never sent; such bodies are refused instead.
 */
public final class StrictUtf8 {

    /** Decoded text is only looked at, never kept: it goes through one small buffer, whatever the body's size. */
    private static final int CHUNK_CHARS = 8 * 1024;

    private StrictUtf8() {
    }

    /** Whether {@code bytes} decode as UTF-8 without a single malformed or unmappable sequence. */
    public static boolean valid(byte[] bytes) {
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
