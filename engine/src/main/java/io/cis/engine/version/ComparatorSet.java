package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Clauses that must all hold (a node comparator set, one Maven restriction, a PEP 440 specifier set). */
final class ComparatorSet<V extends Comparable<V>> {

    private final VersionScheme<V> scheme;
    private final List<Clause<V>> clauses;
    private final PrereleasePolicy policy;
    /** Which pre-releases the set admits when the ecosystem decides by more than naming (Composer's stability). */
    private final Predicate<V> prereleaseGate;
    /** Releases of the named pre-releases, computed once per request rather than per candidate. */
    private final List<V> namedReleases;
    private final Bound<V> floor;
    private final Bound<V> ceiling;

    ComparatorSet(VersionScheme<V> scheme, List<Clause<V>> clauses, PrereleasePolicy policy) {
        this(scheme, clauses, policy, null);
    }

    /** A set whose pre-release candidates pass when {@code prereleaseGate} accepts them. */
    ComparatorSet(VersionScheme<V> scheme, List<Clause<V>> clauses, Predicate<V> prereleaseGate) {
        this(scheme, clauses, PrereleasePolicy.ALWAYS, prereleaseGate);
    }

    private ComparatorSet(VersionScheme<V> scheme, List<Clause<V>> clauses, PrereleasePolicy policy,
                          Predicate<V> prereleaseGate) {
        this.scheme = scheme;
        this.clauses = List.copyOf(clauses);
        this.policy = policy;
        this.prereleaseGate = prereleaseGate;
        List<V> named = new ArrayList<>();
        Bound<V> lowest = null;
        Bound<V> highest = null;
        for (Clause<V> clause : clauses) {
            if (clause.namedPrerelease() != null) {
                named.add(scheme.release(clause.namedPrerelease()));
            }
            lowest = Bound.tighterFloor(lowest, clause.lower());
            highest = Bound.tighterCeiling(highest, clause.upper());
        }
        this.namedReleases = List.copyOf(named);
        this.floor = lowest;
        this.ceiling = highest;
    }

    boolean test(V candidate) {
        return contains(candidate) && (!scheme.prerelease(candidate) || admitsPrerelease(candidate));
    }

    /** Whether every clause holds, pre-release status aside: the reference suites' "satisfies". */
    boolean contains(V candidate) {
        for (Clause<V> clause : clauses) {
            if (!clause.test().test(candidate)) {
                return false;
            }
        }
        return true;
    }

    private boolean admitsPrerelease(V candidate) {
        if (policy == PrereleasePolicy.ALWAYS) {
            return prereleaseGate == null || prereleaseGate.test(candidate);
        }
        if (policy == PrereleasePolicy.ANY_ONCE_NAMED) {
            return !namedReleases.isEmpty();
        }
        V release = scheme.release(candidate);
        for (V named : namedReleases) {
            if (named.compareTo(release) == 0) {
                return true;
            }
        }
        return false;
    }

    /** The set's tightest floor, or {@code null} when it has no lower bound. */
    Bound<V> floor() {
        return floor;
    }

    /** The set's tightest ceiling, or {@code null} when it has no upper bound. */
    Bound<V> ceiling() {
        return ceiling;
    }
}
