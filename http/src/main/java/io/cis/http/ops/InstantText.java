package io.cis.http.ops;

import java.time.Instant;

/**
 * Writes instants exactly as {@link Instant#toString()} does (ISO-8601 in UTC, the fraction of the second in groups of
 * three digits, as many as it needs), reusing the text of the last whole second: the access log's writer formats one
 * time per line, and consecutive lines mostly fall within the same second. One per thread: it keeps that second.
 */
final class InstantText {

    private long second = Long.MIN_VALUE;
    /** The last second's text without its closing {@code Z}, e.g. {@code 2026-01-01T00:00:00}. */
    private String secondText = "";

    String format(Instant time) {
        long epochSecond = time.getEpochSecond();
        if (epochSecond != second) {
            String whole = Instant.ofEpochSecond(epochSecond).toString();
            secondText = whole.substring(0, whole.length() - 1);
            second = epochSecond;
        }
        int nanos = time.getNano();
        if (nanos == 0) {
            return secondText + 'Z';
        }
        int digits;
        int fraction;
        if (nanos % 1_000_000 == 0) {
            digits = 3;
            fraction = nanos / 1_000_000;
        } else if (nanos % 1_000 == 0) {
            digits = 6;
            fraction = nanos / 1_000;
        } else {
            digits = 9;
            fraction = nanos;
        }
        StringBuilder text = new StringBuilder(secondText.length() + 11).append(secondText).append('.');
        String value = Integer.toString(fraction);
        for (int pad = digits - value.length(); pad > 0; pad--) {
            text.append('0');
        }
        return text.append(value).append('Z').toString();
    }
}
