package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;
import java.util.Objects;

/**
 * How one ecosystem writes versions and requirements.
 *
 * @param ecosystem             the ecosystem, for messages
 * @param scheme                its version order
 * @param nativeRanges          its own range syntax, tried before node syntax, or {@code null}
 * @param partialVersionIsRange whether a bare {@code 1.2} is node's {@code 1.2.x} (semver ecosystems, as npm
 *                              reads it) rather than an exact version (Maven, PyPI, generic)
 * @param requirements          the ecosystem's complete requirement grammar, or {@code null}; when present it alone
 *                              reads requirements (no node fallback) and the two fields above are not used
 */
record Dialect<V extends Comparable<V>>(Ecosystem ecosystem, VersionScheme<V> scheme, RangeSyntax<V> nativeRanges,
                                        boolean partialVersionIsRange, RequirementSyntax<V> requirements) {

    Dialect {
        Objects.requireNonNull(ecosystem, "ecosystem");
        Objects.requireNonNull(scheme, "scheme");
    }

    /** A dialect that reads node syntax, after its own range syntax if it has one. */
    Dialect(Ecosystem ecosystem, VersionScheme<V> scheme, RangeSyntax<V> nativeRanges, boolean partialVersionIsRange) {
        this(ecosystem, scheme, nativeRanges, partialVersionIsRange, null);
    }

    /** A dialect whose own grammar is the only one it reads. */
    static <V extends Comparable<V>> Dialect<V> only(Ecosystem ecosystem, VersionScheme<V> scheme,
                                                     RequirementSyntax<V> requirements) {
        return new Dialect<>(ecosystem, scheme, null, false, Objects.requireNonNull(requirements, "requirements"));
    }
}
