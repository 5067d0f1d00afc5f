package io.cis.loader.feeds.purl2cpe;

import java.util.regex.Pattern;

/**
 * Tells whether a text is a CPE 2.3 name in the formatted string binding, with the pattern NIST's CPE 2.3
 * dictionary schema gives for {@code cpe23Item/@name}: thirteen colon-separated parts, each attribute either
 * {@code *}, {@code -} or a value of letters, digits, {@code - . _} and backslash-escaped punctuation.
 */
final class Cpe23Names {

    /** An attribute value: letters, digits, {@code - . _} or escaped punctuation, with wildcards at the ends. */
    private static final String VALUE = "(?:(?:\\?*|\\*?)"
            + "(?:[a-zA-Z0-9\\-._]|\\\\[\\\\*?!\"#$%&'()+,/:;<=>@\\[\\]^`{|}~])+"
            + "(?:\\?*|\\*?)|[*\\-])";
    private static final String LANGUAGE = "(?:[a-zA-Z]{2,3}(?:-(?:[a-zA-Z]{2}|[0-9]{3}))?|[*\\-])";
    private static final Pattern FORMATTED_STRING = Pattern.compile(
            "cpe:2\\.3:[aho*\\-](?::" + VALUE + "){5}:" + LANGUAGE + "(?::" + VALUE + "){4}");

    private Cpe23Names() {
    }

    static boolean isFormattedString(String text) {
        return FORMATTED_STRING.matcher(text).matches();
    }
}
