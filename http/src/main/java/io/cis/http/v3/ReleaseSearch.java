package io.cis.http.v3;

import io.cis.engine.releases.ReleaseOptions;

/**
 * The v3 search settings a release request sets: substitution and related results for the engine, and how content
 * strings are encoded in the answer. Defaults disable every fallback and encode nothing.
 */
public record ReleaseSearch(ReleaseOptions options, ContentEncoding encoding) {

    public static final ReleaseSearch DEFAULTS = new ReleaseSearch(ReleaseOptions.STRICT, ContentEncoding.NONE);
}
