package io.cis.loader.build;

import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Runs one feed over one fuzzed file placed where the feed looks for it in a fresh feeds root. A malformed file
 * may fail with {@link FeedException} (the documented parse error); every other exception escapes to the fuzzer.
 */
final class FuzzedFeedFile {

    private FuzzedFeedFile() {
    }

    /** Loads {@code content} as the file {@code relativePath} of a feeds root holding nothing else. */
    static void load(Feed feed, String relativePath, byte[] content) {
        Path root = null;
        try {
            root = Files.createTempDirectory("cis-fuzz-feed");
            Path file = root.resolve(relativePath);
            Files.createDirectories(file.getParent());
            Files.write(file, content);
            Optional<Path> location = feed.locate(root);
            if (location.isEmpty()) {
                return;
            }
            BuildSink sink = new BuildSink(new SnapshotTables(), new CollectedFacts(), new CollectedVulnerabilities());
            FeedResult result = feed.load(root, location.get(), sink);
            if (result.records() < 0) {
                throw new AssertionError(feed.name() + ": negative record count " + result.records());
            }
        } catch (FeedException documented) {
            if (documented.file() == null) {
                throw new AssertionError(feed.name() + ": a feed error must name its file", documented);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot stage the fuzzed file", e);
        } finally {
            deleteQuietly(root);
        }
    }

    private static void deleteQuietly(Path root) {
        if (root == null) {
            return;
        }
        try {
            SnapshotWriter.deleteTree(root);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + root, e);
        }
    }
}
