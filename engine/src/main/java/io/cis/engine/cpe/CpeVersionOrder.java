package io.cis.engine.cpe;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The order of free-form CPE versions, as NVD's ranges use them ({@code 1.1.1k}, {@code 5.15.148}, {@code 9.11.3-P1},
 * {@code 2.0rc1}). A version is split into runs of digits and of letters (anything else separates; a {@code v}
 * before a digit is dropped), compared run by run: numbers by value, a number above a word. Where one version has
 * runs left over, a number there counts by its value (so {@code 1.0 == 1.0.0}), a pre-release word
 * ({@code alpha}, {@code beta}, {@code rc}, {@code pre}, {@code dev}, {@code snapshot}, ..., and {@code a}, {@code b},
 * {@code c}, {@code m} directly before a number) puts it below ({@code 2.0rc1 < 2.0}), and any other word above:
 * NVD's letters after a number are patch levels ({@code 1.1.1 < 1.1.1a < 1.1.1k}, {@code 9.11.3 < 9.11.3-P1}).
 */
public final class CpeVersionOrder implements Comparator<String> {

    public static final CpeVersionOrder INSTANCE = new CpeVersionOrder();

    private static final Set<String> PRE_RELEASE_WORDS = Set.of("alpha", "beta", "pre", "preview", "rc", "cr", "dev",
            "snapshot", "milestone", "ea", "canary", "nightly");
    private static final Set<String> PRE_RELEASE_LETTERS = Set.of("a", "b", "c", "m");

    private CpeVersionOrder() {
    }

    @Override
    public int compare(String left, String right) {
        List<String> a = tokens(left);
        List<String> b = tokens(right);
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            int c;
            if (i >= a.size()) {
                c = -rest(b, i);
            } else if (i >= b.size()) {
                c = rest(a, i);
            } else {
                c = compareTokens(a, b, i);
            }
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** How a run left over where the other version ended weighs: above (1), equal (0) or below (-1). */
    private static int rest(List<String> tokens, int i) {
        String token = tokens.get(i);
        if (isNumber(token)) {
            return token.chars().allMatch(ch -> ch == '0') ? 0 : 1;
        }
        return preRelease(tokens, i) ? -1 : 1;
    }

    private static int compareTokens(List<String> a, List<String> b, int i) {
        String x = a.get(i);
        String y = b.get(i);
        boolean xNumber = isNumber(x);
        boolean yNumber = isNumber(y);
        if (xNumber && yNumber) {
            String p = x.replaceFirst("^0+(?=.)", "");
            String q = y.replaceFirst("^0+(?=.)", "");
            return p.length() != q.length() ? Integer.compare(p.length(), q.length()) : p.compareTo(q);
        }
        if (xNumber != yNumber) {
            return xNumber ? 1 : -1;
        }
        boolean xPre = preRelease(a, i);
        boolean yPre = preRelease(b, i);
        if (xPre != yPre) {
            return xPre ? -1 : 1;
        }
        return x.compareTo(y);
    }

    private static boolean preRelease(List<String> tokens, int i) {
        String token = tokens.get(i);
        boolean beforeNumber = i + 1 < tokens.size() && isNumber(tokens.get(i + 1));
        return PRE_RELEASE_WORDS.contains(token) || (beforeNumber && PRE_RELEASE_LETTERS.contains(token));
    }

    private static boolean isNumber(String token) {
        return Character.isDigit(token.charAt(0));
    }

    static List<String> tokens(String version) {
        String lower = version.toLowerCase(Locale.ROOT);
        List<String> tokens = new ArrayList<>();
        int i = lower.length() > 1 && lower.charAt(0) == 'v' && Character.isDigit(lower.charAt(1)) ? 1 : 0;
        while (i < lower.length()) {
            char c = lower.charAt(i);
            boolean digit = c >= '0' && c <= '9';
            if (!digit && !(c >= 'a' && c <= 'z')) {
                i++;
                continue;
            }
            int start = i;
            while (i < lower.length() && (digit ? lower.charAt(i) >= '0' && lower.charAt(i) <= '9'
                    : lower.charAt(i) >= 'a' && lower.charAt(i) <= 'z')) {
                i++;
            }
            tokens.add(lower.substring(start, i));
        }
        return tokens;
    }
}
