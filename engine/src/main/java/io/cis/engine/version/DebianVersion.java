package io.cis.engine.version;

import java.util.Objects;

/**
 * A Debian package version, {@code [epoch:]upstream[-revision]}, ordered as dpkg orders it: epochs numerically,
 * then the upstream version and then the revision each by dpkg's {@code verrevcmp} (alternating non-digit runs,
 * compared character by character with {@code ~} before everything, even the end, and letters before other
 * characters; and digit runs, compared numerically). An absent revision compares like {@code 0}.
 *
 * @param epoch    the epoch, 0 when the version has none
 * @param upstream the upstream part, never empty
 * @param revision the Debian revision, {@code ""} when the version has none
 */
public record DebianVersion(long epoch, String upstream, String revision) implements Comparable<DebianVersion> {

    public DebianVersion {
        Objects.requireNonNull(upstream, "upstream");
        Objects.requireNonNull(revision, "revision");
    }

    @Override
    public int compareTo(DebianVersion other) {
        if (epoch != other.epoch) {
            return epoch < other.epoch ? -1 : 1;
        }
        // A package and its fix usually share the upstream version and differ in the revision only.
        int byUpstream = upstream.equals(other.upstream) ? 0 : verrevcmp(upstream, other.upstream);
        return byUpstream != 0 ? byUpstream : verrevcmp(revision, other.revision);
    }

    /** dpkg's comparison of one version part; the sign is what counts. */
    static int verrevcmp(String a, String b) {
        // A common prefix compares equal run by run, so the walk starts at the run where the parts first differ.
        int start = runStart(a, b, c -> Digits.isDigit((char) c));
        int i = start;
        int j = start;
        int n = a.length();
        int m = b.length();
        while (i < n || j < m) {
            int firstDiff = 0;
            while ((i < n && !Digits.isDigit(a.charAt(i))) || (j < m && !Digits.isDigit(b.charAt(j)))) {
                int ac = i < n ? order(a.charAt(i)) : 0;
                int bc = j < m ? order(b.charAt(j)) : 0;
                if (ac != bc) {
                    return ac - bc;
                }
                i++;
                j++;
            }
            while (i < n && a.charAt(i) == '0') {
                i++;
            }
            while (j < m && b.charAt(j) == '0') {
                j++;
            }
            while (i < n && j < m && Digits.isDigit(a.charAt(i)) && Digits.isDigit(b.charAt(j))) {
                if (firstDiff == 0) {
                    firstDiff = a.charAt(i) - b.charAt(j);
                }
                i++;
                j++;
            }
            if (i < n && Digits.isDigit(a.charAt(i))) {
                return 1;
            }
            if (j < m && Digits.isDigit(b.charAt(j))) {
                return -1;
            }
            if (firstDiff != 0) {
                return firstDiff;
            }
        }
        return 0;
    }

    /**
     * The start of the run (of characters of one {@code kind}, or one character otherwise) holding the first index
     * where {@code a} and {@code b} differ; the length of the shorter when one is a prefix of the other.
     */
    static int runStart(String a, String b, java.util.function.IntPredicate kind) {
        int limit = Math.min(a.length(), b.length());
        int k = 0;
        while (k < limit && a.charAt(k) == b.charAt(k)) {
            k++;
        }
        if (k == 0) {
            return 0;
        }
        boolean inRun = kind.test(a.charAt(k - 1));
        while (k > 0 && kind.test(a.charAt(k - 1)) == inRun) {
            k--;
        }
        return k;
    }

    /** A character's weight in a non-digit run: digits (the run's end) 0, letters themselves, {@code ~} lowest. */
    private static int order(char c) {
        if (Digits.isDigit(c)) {
            return 0;
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            return c;
        }
        if (c == '~') {
            return -1;
        }
        return c + 256;
    }

    @Override
    public String toString() {
        return (epoch == 0 ? "" : epoch + ":") + upstream + (revision.isEmpty() ? "" : "-" + revision);
    }
}
