package io.cis.engine.releases;

import io.cis.engine.version.NotFoundMode;
import java.util.Objects;

/**
 * The v3 search settings that apply to release notes.
 *
 * @param onVersionNotFound substitution when nothing satisfies the request ({@code REQUIREMENT_NOT_MET})
 * @param relatedResults    whether a purl without notes may answer with its linked source purl's notes
 */
public record ReleaseOptions(NotFoundMode onVersionNotFound, boolean relatedResults) {

    /** The defaults, which disable every fallback. */
    public static final ReleaseOptions STRICT = new ReleaseOptions(NotFoundMode.STRICT, false);

    public ReleaseOptions {
        Objects.requireNonNull(onVersionNotFound, "onVersionNotFound");
    }
}
