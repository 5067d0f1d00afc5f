package io.cis.engine.version;

import java.util.List;

/**
 * A Dart package version as {@code pub_semver} holds it: three numbers, then pre-release and build identifiers,
 * each a {@link Long} where Dart reads the identifier as an integer and a {@link String} otherwise.
 *
 * @param major      major number
 * @param minor      minor number
 * @param patch      patch number
 * @param preRelease pre-release identifiers; empty for a release
 * @param build      build identifiers; empty when there is no build metadata
 */
public record PubVersion(long major, long minor, long patch, List<Object> preRelease, List<Object> build)
        implements Comparable<PubVersion> {

    public PubVersion {
        preRelease = List.copyOf(preRelease);
        build = List.copyOf(build);
    }

    public boolean isPrerelease() {
        return !preRelease.isEmpty();
    }

    /** {@code Version.compareTo}: numbers, then a pre-release below its release, then build metadata above none. */
    @Override
    public int compareTo(PubVersion other) {
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
        if (preRelease.isEmpty() != other.preRelease.isEmpty()) {
            return preRelease.isEmpty() ? 1 : -1;
        }
        c = compareParts(preRelease, other.preRelease);
        if (c != 0) {
            return c;
        }
        if (build.isEmpty() != other.build.isEmpty()) {
            return build.isEmpty() ? -1 : 1;
        }
        return compareParts(build, other.build);
    }

    /** Part by part; a missing part sorts first, integers before strings, strings by UTF-16 code units. */
    private static int compareParts(List<Object> a, List<Object> b) {
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i >= a.size()) {
                return -1;
            }
            if (i >= b.size()) {
                return 1;
            }
            Object x = a.get(i);
            Object y = b.get(i);
            int c;
            if (x instanceof Long l && y instanceof Long m) {
                c = Long.compare(l, m);
            } else if (x instanceof Long) {
                c = -1;
            } else if (y instanceof Long) {
                c = 1;
            } else {
                c = ((String) x).compareTo((String) y);
            }
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
