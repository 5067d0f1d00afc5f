package io.cis.engine.version;

/** Which rule picked the resolved version. */
public enum Basis {
    /** The version written in the purl. */
    PURL_VERSION,
    /** An exact requirement. */
    EXACT,
    /** The highest version satisfying a range. */
    RANGE,
    /** The latest version (no requirement, or {@code show_latest}). */
    LATEST,
    /** {@code show_closest_lt} or {@code show_any}: the closest version below what was asked. */
    CLOSEST_LOWER,
    /** {@code show_closest_gt} or {@code show_any}: the closest version above what was asked. */
    CLOSEST_HIGHER,
    /** No version was picked. */
    NONE
}
