package io.cis.engine.version;

/** An ecosystem's own range syntax (Maven ranges, PEP 440 specifiers), tried before node-semver syntax. */
interface RangeSyntax<V extends Comparable<V>> {

    /** Whether the text looks written in this syntax. */
    boolean claims(String text);

    /** Whether the text can only be this syntax, so a parse error must not fall back to node syntax. */
    boolean exclusive(String text);

    RangeSpec<V> parse(String text) throws InvalidRequirementException;
}
