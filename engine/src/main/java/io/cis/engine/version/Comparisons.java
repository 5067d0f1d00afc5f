package io.cis.engine.version;

/** Builds the plain comparison clauses (node operators and Maven bounds) over any scheme. */
final class Comparisons {

    /** A comparison operator between a candidate and a bound version. */
    enum Op { LT, LE, GT, GE, EQ }

    private Comparisons() {
    }

    static <V extends Comparable<V>> Clause<V> of(Op op, V bound, VersionScheme<V> scheme) {
        V named = scheme.prerelease(bound) ? bound : null;
        switch (op) {
            case LT:
                return new Clause<>(v -> v.compareTo(bound) < 0, null, new Bound<>(bound, false), named);
            case LE:
                return new Clause<>(v -> v.compareTo(bound) <= 0, null, new Bound<>(bound, true), named);
            case GT:
                return new Clause<>(v -> v.compareTo(bound) > 0, new Bound<>(bound, false), null, named);
            case GE:
                return new Clause<>(v -> v.compareTo(bound) >= 0, new Bound<>(bound, true), null, named);
            case EQ:
                Bound<V> both = new Bound<>(bound, true);
                return new Clause<>(v -> v.compareTo(bound) == 0, both, both, named);
            default:
                throw new IllegalArgumentException("operator " + op);
        }
    }

    /**
     * Below every version of {@code release}, pre-releases included: node's {@code <2.0.0-0}. Written without a
     * "-0" pre-release because Maven and PEP 440 read {@code 2.0.0-0} as a plain (post-)release.
     */
    static <V extends Comparable<V>> Clause<V> belowRelease(V release, VersionScheme<V> scheme) {
        return new Clause<>(v -> v.compareTo(release) < 0
                && !(scheme.prerelease(v) && scheme.release(v).compareTo(release) == 0),
                null, new Bound<>(release, false), null);
    }
}
