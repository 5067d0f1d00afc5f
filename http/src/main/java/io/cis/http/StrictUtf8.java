package io.cis.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Checks that request bytes are well-formed UTF-8. A JSON parser may quietly turn malformed bytes into replacement
 * characters, so a purl would be looked up as something the client never sent; such bodies are refused instead.
 */
public final class StrictUtf8 {

    private StrictUtf8() {
    }

    /** Whether {@code bytes} decode as UTF-8 without a single malformed or unmappable sequence. */
    public static boolean valid(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
