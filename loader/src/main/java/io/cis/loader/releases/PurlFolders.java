package io.cis.loader.releases;

import io.cis.loader.catalog.Purls;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

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
     * them in the same order); files and folders whose name starts with '.' are left out.
     */
    public static List<Path> filesBelow(Path location, Predicate<String> names) throws IOException {
        try (Stream<Path> paths = Files.walk(location)) {
            return paths.filter(Files::isRegularFile)
                    .filter(path -> !hidden(location, path))
                    .filter(path -> names.test(path.getFileName().toString()))
                    .sorted()
                    .toList();
        }
    }

    /** Whether {@code location} holds such a file anywhere below it. */
    public static boolean holdsAny(Path location, Predicate<String> names) {
        if (!Files.isDirectory(location)) {
            return false;
        }
        try {
            return !filesBelow(location, names).isEmpty();
        } catch (IOException e) {
            // Unreadable here means "not this feed's folder"; load() reports read failures properly.
            return false;
        }
    }

    private static boolean hidden(Path location, Path path) {
        for (Path segment : location.relativize(path)) {
            if (segment.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
