package io.cis.engine.version;

import java.util.List;

/** A parsed requirement: one exact version, or a range. */
sealed interface Requirement<V extends Comparable<V>> permits Requirement.Exact, Requirement.Range {

    /**
     * A single version.
     *
     * @param text     the version as written, without a leading {@code =}/{@code ==}
     * @param variants its parses: as written and, for a leading {@code v}, without it; never empty
     */
    record Exact<V extends Comparable<V>>(String text, List<V> variants) implements Requirement<V> {
        public Exact {
            variants = List.copyOf(variants);
        }
    }

    /**
     * A range in any accepted syntax.
     *
     * @param text  the range as written
     * @param range the compiled range
     */
    record Range<V extends Comparable<V>>(String text, RangeSpec<V> range) implements Requirement<V> {
    }
}
