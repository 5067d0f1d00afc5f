package io.cis.engine.version;

/**
 * One end of a comparator set, kept so a substitution can tell versions below a range from those above it.
 *
 * @param version   the bounding version
 * @param inclusive whether the bound itself is inside the range
 */
record Bound<V extends Comparable<V>>(V version, boolean inclusive) {

    /** Whether {@code v} lies under this bound taken as a floor. */
    boolean isAbove(V v) {
        int c = v.compareTo(version);
        return c < 0 || (c == 0 && !inclusive);
    }

    /** Whether {@code v} lies over this bound taken as a ceiling. */
    boolean isBelow(V v) {
        int c = v.compareTo(version);
        return c > 0 || (c == 0 && !inclusive);
    }

    /** The stricter of two floors: the higher one, an exclusive one on a tie. */
    static <V extends Comparable<V>> Bound<V> tighterFloor(Bound<V> a, Bound<V> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        int c = a.version.compareTo(b.version);
        if (c != 0) {
            return c > 0 ? a : b;
        }
        return a.inclusive ? b : a;
    }

    /** The stricter of two ceilings: the lower one, an exclusive one on a tie. */
    static <V extends Comparable<V>> Bound<V> tighterCeiling(Bound<V> a, Bound<V> b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        int c = a.version.compareTo(b.version);
        if (c != 0) {
            return c < 0 ? a : b;
        }
        return a.inclusive ? b : a;
    }
}
