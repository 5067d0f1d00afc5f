package io.cis.loader.releases;

import io.cis.loader.catalog.Purls;
import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The purl a folder spells under a feed's location: {@code <type>/<namespace...>/<name>}, as the feeds layout writes
 * it ({@code release-notes/github/expressjs/express/} is {@code pkg:github/expressjs/express};
 * {@code npm/express/} has no namespace; {@code golang/github.com/gin-gonic/gin/} has a namespace of two segments).
 */
public final class PurlFolders {

    private PurlFolders() {
    }

    /** The purl of {@code folder} (a folder at or below {@code location}); empty when it spells none. */
    public static Optional<String> purlOf(Path location, Path folder) {
        Path relative = location.toAbsolutePath().normalize().relativize(folder.toAbsolutePath().normalize());
        List<String> segments = new ArrayList<>();
        for (Path segment : relative) {
            if (!segment.toString().isEmpty()) {
                segments.add(segment.toString());
            }
        }
        if (segments.size() < 2) {
            return Optional.empty();
        }
        String type = segments.get(0);
        String name = segments.get(segments.size() - 1);
        String namespace = segments.size() > 2 ? String.join("/", segments.subList(1, segments.size() - 1)) : null;
        return Purls.of(type, namespace, name);
    }

    /**
     * The regular files below {@code location} whose name passes {@code names}, in path order (so every build reads
     * them in the same order); files and folders whose name starts with '.' are left out, and an entry whose name
     * passes but that is not a regular file fails (see {@link FeedFiles}).
     */
    public static List<Path> filesBelow(Path location, Predicate<String> names) throws IOException {
        return FeedFiles.under(location, path -> {
            String name = path.getFileName().toString();
            return !name.startsWith(".") && names.test(name);
        });
    }
}
