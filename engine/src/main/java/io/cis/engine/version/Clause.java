package io.cis.engine.version;

import java.util.Objects;
import java.util.function.Predicate;

/**
 * One test inside a comparator set, with the bounds it implies and the pre-release it names (if any).
 *
 * @param test            the membership test, in the scheme's order
 * @param lower           floor implied by the test, or {@code null}
 * @param upper           ceiling implied by the test, or {@code null}
 * @param namedPrerelease the pre-release version this clause mentions, or {@code null}; it lets pre-releases in
 */
record Clause<V extends Comparable<V>>(Predicate<V> test, Bound<V> lower, Bound<V> upper, V namedPrerelease) {

    Clause {
        Objects.requireNonNull(test, "test");
    }

    private static final Clause<?> NOTHING = new Clause<>(v -> false, null, null, null);

    /** Matches no version: node's {@code >*} and {@code <*}. */
    @SuppressWarnings("unchecked")
    static <V extends Comparable<V>> Clause<V> nothing() {
        return (Clause<V>) NOTHING;
    }
}
