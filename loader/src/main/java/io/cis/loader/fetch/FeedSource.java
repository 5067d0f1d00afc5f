package io.cis.loader.fetch;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/** One upstream feed: where it is published, and which files it fetches into which place of the feeds folder. */
public interface FeedSource {

    /** The name used by {@code --only}, {@code --mirror} and the manifest. */
    String name();

    /** The upstream's own base URL; every file of the source is a URL relative to it. */
    URI defaultBase();

    /**
     * The folder of the feeds folder (relative, such as {@code spdx/json}) that holds every file the source publishes;
     * it is replaced whole, as one unit. Files the source keeps for its own use lie in hidden folders instead.
     */
    String folder();

    /** Fetches every file of the source through {@code files}; returns the data's own date and version. */
    FileFacts fetch(SourceFetch files) throws FetchException;

    /**
     * Why the source has nothing to fetch as configured (no repositories listed), or empty when it has. An
     * unconfigured source is passed over with that reason, its previous copy untouched; asked for by name, it fails.
     */
    default Optional<String> unconfigured() {
        return Optional.empty();
    }

    /**
     * As {@link #unconfigured()}, for a fetch into {@code feedsDir}: a source whose work depends on what the folder
     * already holds (the repositories its registry documents link to) decides by it.
     */
    default Optional<String> unconfigured(Path feedsDir) {
        return unconfigured();
    }
}
