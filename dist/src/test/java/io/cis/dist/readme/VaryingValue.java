package io.cis.dist.readme;

import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A field of an answer whose value differs per build or per request (a snapshot's {@code created_at}, an error's
 * {@code timestamp}), so the README can only show an example of it. The README's value must have the right
 * {@code shape}; the server's value must agree with its real {@code source}.
 *
 * @param pointer JSON pointer of the field in the answer
 * @param shape what any value of the field looks like
 * @param source where the real value comes from, for messages
 * @param agreesWithSource whether a value is the one the source gives
 */
record VaryingValue(String pointer, Pattern shape, String source, Predicate<String> agreesWithSource) {

    /** An RFC 3339 UTC time to the second, as the server writes times. */
    static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");

    /** A release version such as {@code 0.1.0} or {@code 1.2.0-SNAPSHOT}. */
    static final Pattern VERSION = Pattern.compile("\\d+\\.\\d+\\.\\d+(-[A-Za-z0-9.]+)?");
}
