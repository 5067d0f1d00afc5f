package io.cis.engine.releases;

import io.cis.engine.version.Resolution;
import java.util.List;
import java.util.Objects;

/**
 * The release notes answering one component request.
 *
 * @param resolution  how the purl version or requirement resolved on the component that answered (the linked source
 *                    purl's component when {@code relatedPurl} is set)
 * @param releases    the requested page of releases, newest first by the ecosystem's order
 * @param notesFound  whether any selected version has notes; false means {@code RELEASE_NOTES_UNAVAILABLE} (when a
 *                    version resolved) or the resolution's failure
 * @param relatedPurl the canonical source purl whose notes answer, {@code ""} when the purl itself answers
 */
public record ComponentReleases(Resolution resolution, List<ReleaseRecord> releases, boolean notesFound,
                                String relatedPurl) {

    public ComponentReleases {
        Objects.requireNonNull(resolution, "resolution");
        releases = List.copyOf(releases);
        Objects.requireNonNull(relatedPurl, "relatedPurl");
    }

    /** Whether the notes came from the component's linked source purl ({@code WARNING}). */
    public boolean fromRelatedPurl() {
        return !relatedPurl.isEmpty();
    }

    ComponentReleases answeredBy(String sourcePurl) {
        return new ComponentReleases(resolution, releases, notesFound, sourcePurl);
    }
}
