package io.cis.loader;

import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The snapshot built from every sample feed at a fixed build time, built once per JVM on first use and shared by the
 * tests that read it: a surefire run of the module is one JVM, so the full build runs once instead of once per test
 * class. Its files are read-only; a test that changes snapshot files works on a copy. The directory is removed when
 * the JVM exits.
 */
public final class SampleBuild {

    /** When the shared build ran, as its manifest states. */
    public static final Instant BUILD_TIME = Instant.parse("2026-11-20T03:04:05.678Z");

    private SampleBuild() {
    }

    /** A builder of every known feed with a clock fixed at {@link #BUILD_TIME}. */
    public static SnapshotBuilder builder() {
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(BUILD_TIME, ZoneOffset.UTC));
    }

    /** The shared snapshot's directory; open it, never write to it. */
    public static Path snapshot() {
        return Built.SNAPSHOT;
    }

    /** What the shared build reported. */
    public static BuildReport report() {
        return Built.REPORT;
    }

    /** Class initialisation runs once per JVM and is thread-safe: the build happens on first use, exactly once. */
    private static final class Built {

        static final Path SNAPSHOT;
        static final BuildReport REPORT;

        static {
            try {
                Path root = Files.createTempDirectory("cis-sample-build");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root), "cis-sample-build-cleanup"));
                SNAPSHOT = root.resolve("snapshot");
                REPORT = builder().build(SampleFeeds.root(), SNAPSHOT, false);
                // Read-only files make a test that writes to the shared snapshot fail loudly instead of changing what
                // the tests after it see.
                try (Stream<Path> files = Files.walk(SNAPSHOT)) {
                    files.filter(Files::isRegularFile).forEach(file -> file.toFile().setWritable(false, false));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not build the sample snapshot from " + SampleFeeds.root(), e);
            } catch (FeedException e) {
                throw new IllegalStateException("a sample feed is refused: " + e.getMessage(), e);
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
