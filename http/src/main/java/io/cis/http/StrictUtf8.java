package io.cis.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Checks that request bytes are well-formed UTF-8 JSON text. A JSON parser may quietly turn malformed bytes into
 * replacement characters, so a purl would be looked up as something the client never sent; such bodies are refused
 * instead. So are bodies holding a NUL byte: JSON text never holds one raw (control characters are escaped inside
 * strings and are not white space outside them), and it is the NUL bytes that make a parser guess UTF-16 or UTF-32
 * for a body without a byte order mark (RFC 4627, section 3), reading it in an encoding the service does not accept.
 */
public final class StrictUtf8 {

    private StrictUtf8() {
    }

    /** Whether {@code bytes} decode as UTF-8 without a single malformed or unmappable sequence, and hold no NUL byte. */
    public static boolean valid(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return false;
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
