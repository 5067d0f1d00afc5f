package io.cis.engine.version;

import java.util.List;

/**
 * A version split into numeric and alphabetic runs, compared run by run: numbers numerically, words
 * alphabetically (lower-cased), a word below any number. The list behaves as if padded with zeros, so
 * {@code 1.0 == 1}, {@code 1.0.1 > 1} and {@code 1.0beta < 1.0}; separators carry no meaning.
 *
 * @param tokens numeric runs without leading zeros, and lower-case word runs
 */
public record GenericVersion(List<String> tokens) implements Comparable<GenericVersion> {

    public GenericVersion {
        tokens = List.copyOf(tokens);
    }

    static boolean isNumber(String token) {
        return Digits.isDigit(token.charAt(0));
    }

    @Override
    public int compareTo(GenericVersion other) {
        int length = Math.max(tokens.size(), other.tokens.size());
        for (int i = 0; i < length; i++) {
            String a = i < tokens.size() ? tokens.get(i) : "0";
            String b = i < other.tokens.size() ? other.tokens.get(i) : "0";
            int c = compareToken(a, b);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static int compareToken(String a, String b) {
        boolean aNumber = isNumber(a);
        boolean bNumber = isNumber(b);
        if (aNumber && bNumber) {
            return Digits.compare(a, b);
        }
        if (aNumber != bNumber) {
            return aNumber ? 1 : -1;
        }
        return a.compareTo(b);
    }
}
