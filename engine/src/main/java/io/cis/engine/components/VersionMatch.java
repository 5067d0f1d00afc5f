package io.cis.engine.components;

import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.version.Resolution;
import java.util.Optional;

/**
 * How a purl's version resolved, for answers that need no more of the component than its key: the purl as parsed
 * (absent when invalid) and the resolution. Unlike {@link ComponentMatch} it says nothing of the stored component,
 * which {@link ComponentLookup#resolve} may not have read.
 */
public record VersionMatch(Optional<ParsedPurl> purl, Resolution resolution) {
}
