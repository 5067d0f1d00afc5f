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
 */
record Dialect<V extends Comparable<V>>(Ecosystem ecosystem, VersionScheme<V> scheme, RangeSyntax<V> nativeRanges,
                                        boolean partialVersionIsRange) {

    Dialect {
        Objects.requireNonNull(ecosystem, "ecosystem");
        Objects.requireNonNull(scheme, "scheme");
    }
}
