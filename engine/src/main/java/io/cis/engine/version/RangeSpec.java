package io.cis.engine.version;

import java.util.List;

/**
 * A range in any accepted syntax, compiled against one scheme: a union of comparator sets.
 *
 * <p>For substitution, a version is below the range when it is under the floor of every set (so a set without
 * a lower bound leaves nothing below), and above it when it is over the ceiling of every set.
 */
final class RangeSpec<V extends Comparable<V>> implements Target<V> {

    private final List<ComparatorSet<V>> sets;
    private final boolean lowestApplicable;
    private final boolean prereleaseFallback;

    RangeSpec(List<ComparatorSet<V>> sets) {
        this(sets, false, false);
    }

    RangeSpec(List<ComparatorSet<V>> sets, boolean lowestApplicable) {
        this(sets, lowestApplicable, false);
    }

    /**
     * @param lowestApplicable   whether the ecosystem resolves the range to its lowest match (NuGet), not its highest
     * @param prereleaseFallback whether pre-releases the range contains count when no version passes its pre-release
     *                           rule (PEP 440)
     */
    RangeSpec(List<ComparatorSet<V>> sets, boolean lowestApplicable, boolean prereleaseFallback) {
        if (sets.isEmpty()) {
            throw new IllegalArgumentException("a range needs at least one comparator set");
        }
        this.sets = List.copyOf(sets);
        this.lowestApplicable = lowestApplicable;
        this.prereleaseFallback = prereleaseFallback;
    }

    boolean lowestApplicable() {
        return lowestApplicable;
    }

    boolean prereleaseFallback() {
        return prereleaseFallback;
    }

    /** Whether some set's clauses all hold, pre-release status aside. */
    boolean contains(V candidate) {
        for (ComparatorSet<V> set : sets) {
            if (set.contains(candidate)) {
                return true;
            }
        }
        return false;
    }

    boolean test(V candidate) {
        for (ComparatorSet<V> set : sets) {
            if (set.test(candidate)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean below(V candidate) {
        for (ComparatorSet<V> set : sets) {
            if (set.floor() == null || !set.floor().isAbove(candidate)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean above(V candidate) {
        for (ComparatorSet<V> set : sets) {
            if (set.ceiling() == null || !set.ceiling().isBelow(candidate)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public V reference() {
        V floor = lowestFloor();
        return floor != null ? floor : highestCeiling();
    }

    /** The lowest floor of all sets, or {@code null} when some set has none. */
    private V lowestFloor() {
        V lowest = null;
        for (ComparatorSet<V> set : sets) {
            if (set.floor() == null) {
                return null;
            }
            V v = set.floor().version();
            if (lowest == null || v.compareTo(lowest) < 0) {
                lowest = v;
            }
        }
        return lowest;
    }

    /** The highest ceiling of all sets, or {@code null} when some set has none. */
    private V highestCeiling() {
        V highest = null;
        for (ComparatorSet<V> set : sets) {
            if (set.ceiling() == null) {
                return null;
            }
            V v = set.ceiling().version();
            if (highest == null || v.compareTo(highest) > 0) {
                highest = v;
            }
        }
        return highest;
    }
}
