package io.cis.loader.feeds.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines as {@code BufferedReader.readLine} splits them, each refused once it passes the limit. */
class BoundedLineReaderTest {

    @Test
    void splitsAtLfCrAndCrlfAndKeepsALastLineWithoutABreak() throws IOException {
        assertThat(lines("a\nb\r\nc\rd", 10)).containsExactly("a", "b", "c", "d");
        assertThat(lines("a\n\nb\n", 10)).containsExactly("a", "", "b");
        assertThat(lines("", 10)).isEmpty();
    }

    @Test
    void aLineOfExactlyTheLimitIsReadAndOneCharacterMoreFailsNamingItsNumber() throws IOException {
        assertThat(lines("12345\n1234\n", 5)).containsExactly("12345", "1234");

        assertThatThrownBy(() -> lines("12345\n123456\n", 5))
                .isInstanceOf(LineTooLongException.class)
                .hasMessage("line 2 is longer than the limit of 5 characters")
                .satisfies(e -> assertThat(((LineTooLongException) e).line()).isEqualTo(2));
    }

    @Test
    void linesLongerThanItsBufferAndACrlfSplitAcrossReadsAreReadWhole() throws IOException {
        String longLine = "x".repeat(200_000);
        // a reader that hands out one character less than asked, so a CR and its LF arrive in different reads
        Reader trickle = new StringReader(longLine + "\r\n" + longLine) {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                return super.read(buffer, offset, Math.max(1, length - 1));
            }
        };
        try (BoundedLineReader in = new BoundedLineReader(trickle, 200_000)) {
            assertThat(in.readLine()).isEqualTo(longLine);
            assertThat(in.readLine()).isEqualTo(longLine);
            assertThat(in.readLine()).isNull();
            assertThat(in.lineNumber()).isEqualTo(2);
        }
    }

    @Test
    void anEndlessLineFailsWithoutBeingHeldWhole() {
        Reader endless = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) {
                java.util.Arrays.fill(buffer, offset, offset + length, 'z');
                return length;
            }

            @Override
            public void close() {
            }
        };
        assertThatThrownBy(() -> new BoundedLineReader(endless, 1 << 20).readLine())
                .isInstanceOf(LineTooLongException.class).hasMessageContaining("line 1");
    }

    private static List<String> lines(String text, int limit) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BoundedLineReader in = new BoundedLineReader(new StringReader(text), limit)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
        }
        return lines;
    }
}
