package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Text a client sent is logged escaped: nothing it sends can split a line, forge one or drive a terminal. */
class LogTextTest {

    /** Anything that is not safe to print raw: C0 and C1 controls, DEL, separators, bidi and other format marks. */
    static final String UNSAFE = "[\\x00-\\x1F\\x7F-\\x9F\\u2028\\u2029\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069"
            + "\\uFEFF\\uD800-\\uDFFF\\uE000-\\uF8FF]";

    @Test
    void unsafeCharactersAreWrittenAsEscapesAndPrintableOnesKept() {
        Map<String, String> loggedFor = new LinkedHashMap<>();
        loggedFor.put("\u001B[31mred\u001B[0m", "\\x1B[31mred\\x1B[0m");
        loggedFor.put("a\nb\r\nc", "a\\x0Ab\\x0D\\x0Ac");
        loggedFor.put("nul\u0000tab\tdel\u007F", "nul\\x00tab\\x09del\\x7F");
        loggedFor.put("next\u0085line\u009Bcsi", "next\\x85line\\x9Bcsi");
        loggedFor.put("line\u2028para\u2029", "line\\u2028para\\u2029");
        loggedFor.put("bidi\u202Eevil\u2066", "bidi\\u202Eevil\\u2066");
        loggedFor.put("bom\uFEFFzero\u200B", "bom\\uFEFFzero\\u200B");
        // a backslash the client sent cannot pass for an escape
        loggedFor.put("C:\\x1B\\not-an-escape", "C:\\\\x1B\\\\not-an-escape");
        loggedFor.put("pkg:npm/%40scope/n\u00E9@1.0 \u65E5\u672C", "pkg:npm/%40scope/n\u00E9@1.0 \u65E5\u672C");
        loggedFor.forEach((sent, logged) -> {
            assertThat(LogText.escape(sent)).isEqualTo(logged);
            assertThat(LogText.escape(sent)).doesNotContainPattern(UNSAFE);
        });
    }

    @Test
    void loneSurrogatesAndPrivateUseCodePointsAreEscaped() {
        assertThat(LogText.escape("a\uD800b\uDC00c\uE000")).isEqualTo("a\\uD800b\\uDC00c\\uE000");
        assertThat(LogText.escape("\uD83D\uDE00")).isEqualTo("\uD83D\uDE00");
        assertThat(LogText.escape(new String(Character.toChars(0x10FFFD)))).isEqualTo("\\U0010FFFD");
    }

    @Test
    void longTextIsCutAndSaysHowMuchWasLeftOut() {
        String logged = LogText.escape("/v2/" + "a".repeat(10_000));
        assertThat(logged).startsWith("/v2/aaa").endsWith("...(" + (10_004 - LogText.MAX_CHARS) + " more chars)");
        assertThat(logged.length()).isLessThan(LogText.MAX_CHARS + 40);
    }

    @Test
    void nullIsWrittenAsNull() {
        assertThat(LogText.escape(null)).isEqualTo("null");
    }
}
