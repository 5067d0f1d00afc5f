package io.cis.testkit;

import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The snapshot compiled from the repository's sample feeds (the {@code cis.sample.feeds} system property), built once
 * per JVM on first use and shared by every test of the run: a surefire run of a module is one JVM, so the full loader
 * runs once per module instead of once per test class. Its files are read-only; a test that damages, replaces or
 * moves snapshot files works on a {@link #copyTo copy}. The directory is removed when the JVM exits.
 */
public final class SampleSnapshot {

    private SampleSnapshot() {
    }

    /** The repository's sample feeds, as the build points the tests at them. */
    public static Path feeds() {
        return Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
    }

    /** The shared sample snapshot's directory; open it, never write to it. */
    public static Path path() {
        return Built.DIRECTORY;
    }

    /** A writable copy of the sample snapshot at {@code target} (created), for a test that changes its files. */
    public static Path copyTo(Path target) throws IOException {
        Path source = path();
        Files.walkFileTree(source, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                Files.createDirectories(target.resolve(source.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Path copy = target.resolve(source.relativize(file).toString());
                Files.copy(file, copy);
                copy.toFile().setWritable(true, true);
                return FileVisitResult.CONTINUE;
            }
        });
        return target;
    }

    /** Class initialisation runs once per JVM and is thread-safe: the build happens on first use, exactly once. */
    private static final class Built {

        static final Path DIRECTORY = build();

        private static Path build() {
            try {
                Path root = Files.createTempDirectory("cis-sample-snapshot");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root), "cis-sample-snapshot-cleanup"));
                Path snapshot = root.resolve("snapshot");
                SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds(), snapshot, false);
                // Read-only files make a test that writes to the shared snapshot fail loudly instead of changing what
                // the tests after it see.
                try (Stream<Path> files = Files.walk(snapshot)) {
                    files.filter(Files::isRegularFile).forEach(file -> file.toFile().setWritable(false, false));
                }
                return snapshot;
            } catch (IOException e) {
                throw new UncheckedIOException("could not build the sample snapshot from " + feeds(), e);
            } catch (FeedException e) {
                throw new IllegalStateException("a sample feed under " + feeds() + " is refused: " + e.getMessage(), e);
            }
        }

        private static void delete(Path root) {
            try (Stream<Path> paths = Files.walk(root)) {
                List<Path> deepestFirst = paths.sorted(Comparator.reverseOrder()).toList();
                for (Path path : deepestFirst) {
                    Files.deleteIfExists(path);
                }
            } catch (IOException e) {
                // a temporary directory left behind is not worth failing a finished test run for
            }
        }
    }
}
