package io.cis.engine.version;

import java.util.List;

/**
 * A Composer version in its normalised form ({@code 1.2.0.0-beta1}) and the tokens PHP's {@code version_compare}
 * reads from it: runs of digits, and words ranked {@code dev < alpha = a < beta = b < RC = rc < # < pl = p} (any
 * other word below them all, {@code patch} counting as {@code p}).
 *
 * @param normalized the normalised version
 * @param tokens     digit runs (stripped of leading zeros) and words
 * @param stability  Composer's stability: 0 stable, 5 RC, 10 beta, 15 alpha, 20 dev (its own ranks)
 */
public record ComposerVersion(String normalized, List<String> tokens, int stability) implements Comparable<ComposerVersion> {

    static final int STABLE = 0;
    static final int RC = 5;
    static final int BETA = 10;
    static final int ALPHA = 15;
    static final int DEV = 20;

    /** The rank PHP gives to a number where a word was expected ({@code #}). */
    private static final int NUMBER_RANK = 4;

    public ComposerVersion {
        tokens = List.copyOf(tokens);
    }

    static boolean isNumber(String token) {
        return Digits.isDigit(token.charAt(0));
    }

    /** PHP's special forms, matched by prefix in this order. */
    static int rank(String word) {
        if (word.startsWith("dev")) {
            return 0;
        }
        if (word.startsWith("alpha") || word.startsWith("a")) {
            return 1;
        }
        if (word.startsWith("beta") || word.startsWith("b")) {
            return 2;
        }
        if (word.startsWith("RC") || word.startsWith("rc")) {
            return 3;
        }
        if (word.startsWith("#")) {
            return NUMBER_RANK;
        }
        if (word.startsWith("pl") || word.startsWith("p")) {
            return 5;
        }
        return -6;
    }

    @Override
    public int compareTo(ComposerVersion other) {
        List<String> a = tokens;
        List<String> b = other.tokens;
        int shared = Math.min(a.size(), b.size());
        for (int i = 0; i < shared; i++) {
            String x = a.get(i);
            String y = b.get(i);
            boolean numberX = isNumber(x);
            boolean numberY = isNumber(y);
            int c;
            if (numberX && numberY) {
                c = Digits.compare(x, y);
            } else {
                c = Integer.compare(numberX ? NUMBER_RANK : rank(x), numberY ? NUMBER_RANK : rank(y));
            }
            if (c != 0) {
                return c < 0 ? -1 : 1;
            }
        }
        if (a.size() == b.size()) {
            return 0;
        }
        // The longer one: a further number makes it higher; a further word compares with PHP's "#".
        boolean longerIsA = a.size() > b.size();
        String next = longerIsA ? a.get(shared) : b.get(shared);
        int c = isNumber(next) ? 1 : Integer.signum(Integer.compare(rank(next), NUMBER_RANK));
        return longerIsA ? c : -c;
    }
}
