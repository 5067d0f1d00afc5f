package io.cis.engine.version;

import java.util.Objects;

/**
 * An RPM {@code [epoch:]version[-release]}, ordered as rpm orders EVRs: epochs numerically, then version and
 * release each by {@code rpmvercmp}. rpmvercmp splits a part into runs of ASCII digits and ASCII letters, skipping
 * every other character as a separator; {@code ~} sorts before everything, the end included (a pre-release),
 * {@code ^} after the end but before anything else (a snapshot after a release); digit runs compare numerically and
 * beat letter runs; letter runs compare as bytes; when one part runs out, the longer one is newer.
 *
 * <p>rpm itself skips the release comparison when one side has no release, which makes {@code 1.0} equal to both
 * {@code 1.0-1} and {@code 1.0-2}. A sort needs a total order, so here a missing release sorts before every
 * release; advisories always state full EVRs, where the two agree.
 *
 * @param epoch   the epoch, 0 when there is none
 * @param version the version part, never empty
 * @param release the release part, {@code null} when there is none
 */
public record RpmVersion(long epoch, String version, String release) implements Comparable<RpmVersion> {

    public RpmVersion {
        Objects.requireNonNull(version, "version");
    }

    @Override
    public int compareTo(RpmVersion other) {
        if (epoch != other.epoch) {
            return epoch < other.epoch ? -1 : 1;
        }
        int byVersion = rpmvercmp(version, other.version);
        if (byVersion != 0) {
            return byVersion;
        }
        if (release == null || other.release == null) {
            return release == null ? (other.release == null ? 0 : -1) : 1;
        }
        return rpmvercmp(release, other.release);
    }

    /** rpm's segment comparison of one EVR part: -1, 0 or 1. */
    static int rpmvercmp(String a, String b) {
        if (a.equals(b)) {
            return 0;
        }
        // Equal leading runs compare equal: start at the digit or letter run where the parts first differ.
        int start = runStart(a, b);
        int i = start;
        int j = start;
        int n = a.length();
        int m = b.length();
        while (i < n || j < m) {
            while (i < n && isSeparator(a.charAt(i))) {
                i++;
            }
            while (j < m && isSeparator(b.charAt(j))) {
                j++;
            }
            char ca = i < n ? a.charAt(i) : 0;
            char cb = j < m ? b.charAt(j) : 0;
            if (ca == '~' || cb == '~') {
                if (ca != '~') {
                    return 1;
                }
                if (cb != '~') {
                    return -1;
                }
                i++;
                j++;
                continue;
            }
            if (ca == '^' || cb == '^') {
                if (i >= n) {
                    return -1;
                }
                if (j >= m) {
                    return 1;
                }
                if (ca != '^') {
                    return 1;
                }
                if (cb != '^') {
                    return -1;
                }
                i++;
                j++;
                continue;
            }
            if (i >= n || j >= m) {
                break;
            }
            boolean numeric = Digits.isDigit(ca);
            int endA = runEnd(a, i, numeric);
            int endB = runEnd(b, j, numeric);
            if (endB == j) {
                // The other part has a run of the other kind here: a number beats letters.
                return numeric ? 1 : -1;
            }
            int c;
            if (numeric) {
                int startA = skipZeros(a, i, endA);
                int startB = skipZeros(b, j, endB);
                int lengthA = endA - startA;
                int lengthB = endB - startB;
                if (lengthA != lengthB) {
                    return lengthA > lengthB ? 1 : -1;
                }
                c = compareRuns(a, startA, endA, b, startB, endB);
            } else {
                c = compareRuns(a, i, endA, b, j, endB);
            }
            if (c != 0) {
                return c;
            }
            i = endA;
            j = endB;
        }
        if (i >= n && j >= m) {
            return 0;
        }
        return i >= n ? -1 : 1;
    }

    private static int runStart(String a, String b) {
        int limit = Math.min(a.length(), b.length());
        int k = 0;
        while (k < limit && a.charAt(k) == b.charAt(k)) {
            k++;
        }
        if (k == 0) {
            return 0;
        }
        char last = a.charAt(k - 1);
        if (Digits.isDigit(last)) {
            while (k > 0 && Digits.isDigit(a.charAt(k - 1))) {
                k--;
            }
        } else if (isAsciiLetter(last)) {
            while (k > 0 && isAsciiLetter(a.charAt(k - 1))) {
                k--;
            }
        }
        return k;
    }

    /** Byte order of two runs, the shorter first on a common prefix (strcmp on the runs), without copying them. */
    private static int compareRuns(String a, int fromA, int endA, String b, int fromB, int endB) {
        int lengthA = endA - fromA;
        int lengthB = endB - fromB;
        int common = Math.min(lengthA, lengthB);
        for (int k = 0; k < common; k++) {
            char x = a.charAt(fromA + k);
            char y = b.charAt(fromB + k);
            if (x != y) {
                return x < y ? -1 : 1;
            }
        }
        return Integer.compare(lengthA, lengthB);
    }

    private static boolean isSeparator(char c) {
        return !isAsciiLetter(c) && !Digits.isDigit(c) && c != '~' && c != '^';
    }

    static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int runEnd(String s, int from, boolean numeric) {
        int k = from;
        while (k < s.length() && (numeric ? Digits.isDigit(s.charAt(k)) : isAsciiLetter(s.charAt(k)))) {
            k++;
        }
        return k;
    }

    private static int skipZeros(String s, int from, int end) {
        int k = from;
        while (k < end && s.charAt(k) == '0') {
            k++;
        }
        return k;
    }

    @Override
    public String toString() {
        return (epoch == 0 ? "" : epoch + ":") + version + (release == null ? "" : "-" + release);
    }
}
