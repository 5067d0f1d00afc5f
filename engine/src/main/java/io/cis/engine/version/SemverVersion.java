package io.cis.engine.version;

import java.util.List;

/**
 * A semantic version read leniently: one or more numeric release components (missing ones are zero, so
 * {@code 1.2} equals {@code 1.2.0}, and a fourth component orders after the patch), pre-release identifiers,
 * build metadata dropped (it has no precedence in SemVer).
 *
 * @param release    numeric components without leading zeros
 * @param preRelease pre-release identifiers, numeric ones without leading zeros; empty for a release
 */
public record SemverVersion(List<String> release, List<String> preRelease) implements Comparable<SemverVersion> {

    public SemverVersion {
        release = List.copyOf(release);
        preRelease = List.copyOf(preRelease);
    }

    public boolean isPrerelease() {
        return !preRelease.isEmpty();
    }

    @Override
    public int compareTo(SemverVersion other) {
        int byRelease = compareRelease(release, other.release);
        if (byRelease != 0) {
            return byRelease;
        }
        // SemVer: a version without pre-release identifiers is higher than any with them.
        if (preRelease.isEmpty() || other.preRelease.isEmpty()) {
            return Boolean.compare(preRelease.isEmpty(), other.preRelease.isEmpty());
        }
        int shared = Math.min(preRelease.size(), other.preRelease.size());
        for (int i = 0; i < shared; i++) {
            int c = compareIdentifier(preRelease.get(i), other.preRelease.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(preRelease.size(), other.preRelease.size());
    }

    static int compareRelease(List<String> a, List<String> b) {
        int length = Math.max(a.size(), b.size());
        for (int i = 0; i < length; i++) {
            String x = i < a.size() ? a.get(i) : "0";
            String y = i < b.size() ? b.get(i) : "0";
            int c = Digits.compare(x, y);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    // SemVer 11.4: numeric identifiers compare numerically and sort before alphanumeric ones (ASCII order).
    private static int compareIdentifier(String a, String b) {
        boolean aNumeric = Digits.isAllDigits(a);
        boolean bNumeric = Digits.isAllDigits(b);
        if (aNumeric && bNumeric) {
            return Digits.compare(a, b);
        }
        if (aNumeric != bNumeric) {
            return aNumeric ? -1 : 1;
        }
        return a.compareTo(b);
    }
}
