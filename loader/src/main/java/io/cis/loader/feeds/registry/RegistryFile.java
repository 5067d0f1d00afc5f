package io.cis.loader.feeds.registry;

import java.nio.file.Path;
import java.util.List;

/**
 * One recorded registry response: the file, and the request path it answers, relative to the registry's folder
 * ({@code luigi/json} for {@code registries/pypi/luigi/json}, which answered {@code GET /pypi/luigi/json} below the
 * base URL; see docs/feeds.md, "Registry documents").
 *
 * @param path        the file
 * @param requestPath the path below the registry's folder, segments joined by {@code /}
 * @param shownAs     the file as skipped records and messages name it: relative to the feeds root
 */
public record RegistryFile(Path path, String requestPath, String shownAs) {

    /** The request path's segments. */
    public List<String> segments() {
        return List.of(requestPath.split("/"));
    }

    /** The last segment: the file's name. */
    public String fileName() {
        int slash = requestPath.lastIndexOf('/');
        return slash < 0 ? requestPath : requestPath.substring(slash + 1);
    }
}
