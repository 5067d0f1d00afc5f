package io.cis.engine.version;

/** What a request asked for, seen from outside: which known versions lie below it and which above it. */
interface Target<V extends Comparable<V>> {

    /** Whether the candidate lies entirely below what was asked for. */
    boolean below(V candidate);

    /** Whether the candidate lies entirely above what was asked for. */
    boolean above(V candidate);

    /**
     * The version substitutes are measured against for closeness: the version asked for, or for a range its
     * lowest floor (the version written in {@code ^1.2}, {@code >=1.2}, {@code [1.2,)}), else its highest ceiling.
     */
    V reference();
}
