package io.cis.engine.version;

import java.util.List;

/**
 * A Swift package version as SwiftPM's {@code Version} holds it: major, minor and patch (Swift {@code Int}s) and
 * pre-release identifiers; build metadata takes no part in the order ({@code 1.2.3 == 1.2.3+beta}).
 *
 * @param major      the major version
 * @param minor      the minor version
 * @param patch      the patch version
 * @param preRelease the pre-release identifiers as written, possibly empty strings ({@code 1.2.3-} has one)
 */
public record SwiftVersion(long major, long minor, long patch, List<String> preRelease)
        implements Comparable<SwiftVersion> {

    public SwiftVersion {
        preRelease = List.copyOf(preRelease);
    }

    public boolean isPrerelease() {
        return !preRelease.isEmpty();
    }

    /** The same version without its pre-release identifiers. */
    SwiftVersion release() {
        return preRelease.isEmpty() ? this : new SwiftVersion(major, minor, patch, List.of());
    }

    /** Whether major, minor and patch agree, pre-releases aside (SwiftPM's {@code isEqualWithoutPrerelease}). */
    boolean sameRelease(SwiftVersion other) {
        return major == other.major && minor == other.minor && patch == other.patch;
    }

    @Override
    public int compareTo(SwiftVersion other) {
        int c = Long.compare(major, other.major);
        if (c == 0) {
            c = Long.compare(minor, other.minor);
        }
        if (c == 0) {
            c = Long.compare(patch, other.patch);
        }
        if (c != 0) {
            return c;
        }
        if (preRelease.isEmpty() || other.preRelease.isEmpty()) {
            return Boolean.compare(preRelease.isEmpty(), other.preRelease.isEmpty());
        }
        int shared = Math.min(preRelease.size(), other.preRelease.size());
        for (int i = 0; i < shared; i++) {
            int byIdentifier = compareIdentifier(preRelease.get(i), other.preRelease.get(i));
            if (byIdentifier != 0) {
                return byIdentifier;
            }
        }
        return Integer.compare(preRelease.size(), other.preRelease.size());
    }

    /**
     * Identifiers that Swift's {@code Int(_:)} reads ({@code 7}, {@code 007}, {@code -42}) are numbers and sort before
     * the others, which compare as strings. Two spellings of one number ({@code 01}, {@code 1}) are equal here and the
     * comparison goes on; SwiftPM stops there and calls the versions equal whatever follows, which is no order.
     */
    private static int compareIdentifier(String a, String b) {
        if (a.equals(b)) {
            return 0;
        }
        Long x = swiftInt(a);
        Long y = swiftInt(b);
        if (x != null && y != null) {
            return Long.compare(x, y);
        }
        if (x != null || y != null) {
            return x != null ? -1 : 1;
        }
        return a.compareTo(b);
    }

    /** Swift's {@code Int(_:)} on an identifier: an optional sign and decimal digits within 64 bits, else null. */
    static Long swiftInt(String text) {
        int start = !text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
        if (start == text.length() || !Digits.isAllDigits(text.substring(start))) {
            return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null; // beyond 64 bits Swift's Int(_:) answers nil as well
        }
    }
}
