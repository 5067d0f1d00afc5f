package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Well-formed UTF-8 passes; every malformed sequence is found, wherever it sits in a body of any length. */
class StrictUtf8Test {

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    @Test
    void wellFormedTextOfAnyLengthIsValid() {
        assertThat(StrictUtf8.valid(new byte[0])).isTrue();
        assertThat(StrictUtf8.valid("{\"purl\":\"pkg:npm/ä€𝄞\"}".getBytes(StandardCharsets.UTF_8))).isTrue();
        // Multi-byte characters straddle every boundary of the decoder's buffer.
        assertThat(StrictUtf8.valid("a€𝄞".repeat(100_000).getBytes(StandardCharsets.UTF_8))).isTrue();
    }

    @Test
    void aMalformedSequenceAnywhereIsFound() {
        byte[] text = "x".repeat(50_000).getBytes(StandardCharsets.UTF_8);
        byte[][] malformed = {{(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
            {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}};
        for (byte[] bad : malformed) {
            assertThat(StrictUtf8.valid(concat(text, bad, text))).isFalse();
            assertThat(StrictUtf8.valid(concat(bad, text))).isFalse();
            assertThat(StrictUtf8.valid(concat(text, bad))).isFalse();
        }
        // a character cut off at the very end
        byte[] euro = "€".getBytes(StandardCharsets.UTF_8);
        assertThat(StrictUtf8.valid(concat(text, new byte[] {euro[0], euro[1]}))).isFalse();
    }
}
