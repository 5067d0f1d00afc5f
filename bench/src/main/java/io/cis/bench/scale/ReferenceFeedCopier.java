package io.cis.bench.scale;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Copies the real reference data the generated catalog refers to, as published: the SPDX License List (so declared
 * licenses resolve) and the open crypto algorithm dataset (so stated algorithms are named). Nothing is invented for
 * them; hidden files are left out.
 */
final class ReferenceFeedCopier {

    private final Path referenceFeeds;

    ReferenceFeedCopier(Path referenceFeeds) {
        this.referenceFeeds = referenceFeeds;
    }

    void copy(String feed, Path feedsRoot) throws IOException {
        Path from = referenceFeeds.resolve(feed);
        if (!Files.isDirectory(from)) {
            throw new IOException(from + ": reference feed not found (point --reference-feeds at the demo feeds)");
        }
        Path to = feedsRoot.resolve(feed);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.filter(Files::isRegularFile).filter(f -> !hidden(from.relativize(f))).sorted().toList();
        }
        for (Path file : files) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            Files.copy(file, target);
        }
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }
}
