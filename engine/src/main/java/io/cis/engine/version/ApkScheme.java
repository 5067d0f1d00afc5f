package io.cis.engine.version;

import java.util.Arrays;
import java.util.List;

/**
 * apk-tools' version order for {@code apk} packages (Alpine, Wolfi, Chainguard), see {@link ApkVersion}. A version
 * is valid when apk-tools' tokenizer walks it to its end: {@code 1.2.3}, {@code 1.2.3a}, {@code 1.2.3_rc1},
 * {@code 1.2.3_p2_git20230101}, {@code 1.2.3-r4}. Unparseable here: anything apk calls invalid (an unknown suffix,
 * a letter after a suffix, upper-case letters, blanks), and beyond apk, an empty number (a version not starting
 * with a digit, {@code 1..2}, a bare {@code -r}) and numbers of 18 or more digits, which apk also refuses.
 *
 * <p>Alpine ships {@code _rc} and {@code _pre} builds as ordinary packages, and apk's relations admit them, so
 * nothing is a pre-release in the resolver's sense.
 */
final class ApkScheme implements VersionScheme<ApkVersion> {

    private static final String[] PRE_SUFFIXES = {"alpha", "beta", "pre", "rc"};
    private static final String[] POST_SUFFIXES = {"cvs", "svn", "git", "hg", "p"};
    private static final int MAX_DIGITS = 17;

    @Override
    public String name() {
        return "apk";
    }

    @Override
    public ApkVersion parseOrNull(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_VERSION_LENGTH || !numbersPresent(text)) {
            return null;
        }
        int n = text.length();
        // At most one token per character, plus the end.
        byte[] kinds = new byte[n + 1];
        long[] values = new long[n];
        int count = 0;
        byte kind = ApkVersion.DIGIT;
        int i = 0;
        while (kind != ApkVersion.END) {
            long value;
            byte then = -1;
            int start = i;
            if (kind == ApkVersion.DIGIT_OR_ZERO && text.charAt(i) == '0') {
                // Leading zeros are a token of their own, worth minus their count; the digits after them another.
                while (i < n && text.charAt(i) == '0') {
                    i++;
                }
                value = -(long) (i - start);
                then = ApkVersion.DIGIT;
            } else if (kind == ApkVersion.LETTER) {
                value = text.charAt(i);
                i++;
            } else if (kind == ApkVersion.SUFFIX) {
                int suffix = suffixValue(text, i);
                if (suffix == Integer.MIN_VALUE) {
                    return null;
                }
                value = suffix;
                i += suffixLength(suffix);
            } else {
                while (i < n && Digits.isDigit(text.charAt(i))) {
                    i++;
                }
                if (i - start > MAX_DIGITS) {
                    return null;
                }
                value = i == start ? 0 : Long.parseLong(text, start, i, 10);
            }
            kinds[count] = kind;
            values[count] = value;
            count++;
            if (i >= n) {
                kind = ApkVersion.END;
            } else if (then >= 0) {
                kind = then;
            } else {
                byte current = kind;
                char c = text.charAt(i);
                if ((current == ApkVersion.DIGIT || current == ApkVersion.DIGIT_OR_ZERO) && c >= 'a' && c <= 'z') {
                    kind = ApkVersion.LETTER;
                } else if (current == ApkVersion.LETTER && Digits.isDigit(c)) {
                    kind = ApkVersion.DIGIT;
                } else if (current == ApkVersion.SUFFIX && Digits.isDigit(c)) {
                    kind = ApkVersion.SUFFIX_NUMBER;
                } else if (c == '.') {
                    kind = ApkVersion.DIGIT_OR_ZERO;
                    i++;
                } else if (c == '_') {
                    kind = ApkVersion.SUFFIX;
                    i++;
                } else if (c == '-' && i + 1 < n && text.charAt(i + 1) == 'r') {
                    kind = ApkVersion.REVISION;
                    i += 2;
                } else {
                    return null;
                }
                boolean allowedStepBack = (kind == ApkVersion.DIGIT_OR_ZERO && current == ApkVersion.DIGIT)
                        || (kind == ApkVersion.SUFFIX && current == ApkVersion.SUFFIX_NUMBER)
                        || (kind == ApkVersion.DIGIT && current == ApkVersion.LETTER);
                if (kind < current && !allowedStepBack) {
                    return null;
                }
                if (i >= n) {
                    return null;
                }
            }
        }
        kinds[count] = ApkVersion.END;
        return new ApkVersion(text, Arrays.copyOf(kinds, count + 1), Arrays.copyOf(values, count));
    }

    /**
     * Stricter than apk-tools, which reads an empty number as 0: the version starts with a digit, and a digit
     * follows every {@code .} and {@code -r}.
     */
    private static boolean numbersPresent(String text) {
        if (!Digits.isDigit(text.charAt(0))) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int digitAt = c == '.' ? i + 1 : c == '-' ? i + 2 : -1;
            if (digitAt > 0 && (digitAt >= text.length() || !Digits.isDigit(text.charAt(digitAt)))) {
                return false;
            }
        }
        return true;
    }

    /** The suffix at {@code i}: pre-release suffixes negative (alpha -4 ... rc -1), others 0 (cvs) to 4 (p). */
    private static int suffixValue(String text, int i) {
        for (int k = 0; k < PRE_SUFFIXES.length; k++) {
            if (text.startsWith(PRE_SUFFIXES[k], i)) {
                return k - PRE_SUFFIXES.length;
            }
        }
        for (int k = 0; k < POST_SUFFIXES.length; k++) {
            if (text.startsWith(POST_SUFFIXES[k], i)) {
                return k;
            }
        }
        return Integer.MIN_VALUE;
    }

    private static int suffixLength(int suffix) {
        return suffix < 0 ? PRE_SUFFIXES[suffix + PRE_SUFFIXES.length].length() : POST_SUFFIXES[suffix].length();
    }

    @Override
    public boolean prerelease(ApkVersion version) {
        return false;
    }

    @Override
    public ApkVersion release(ApkVersion version) {
        return version;
    }

    @Override
    public List<Long> numbers(ApkVersion version) {
        return DebianScheme.leadingNumbers(version.text());
    }
}
