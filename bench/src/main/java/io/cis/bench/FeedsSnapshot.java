package io.cis.bench;

import io.cis.engine.Engine;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A snapshot compiled from a feeds directory into a temporary directory and opened; closing deletes it. Or an
 * existing snapshot opened as it is (e.g. the reference size, which takes minutes to build); closing leaves it.
 */
final class FeedsSnapshot implements AutoCloseable {

    /**
     * The feeds a benchmark builds from unless told otherwise, relative to the repository root: the shared samples
     * at reference scale, completed by the demo feeds' folders they lack (the catalog lines that carry lifecycle
     * status, cryptography and geoprovenance).
     */
    static final String DEFAULT_FEEDS = "../shared/feeds,dist/src/demo/feeds";

    private final Path workDirectory;
    private final Snapshot snapshot;
    private final Engine engine;

    private FeedsSnapshot(Path workDirectory, Snapshot snapshot, Engine engine) {
        this.workDirectory = workDirectory;
        this.snapshot = snapshot;
        this.engine = engine;
    }

    /** The snapshot directory {@code existing} opened when it is not blank, else {@link #build} of the feeds. */
    static FeedsSnapshot open(String feedRoots, String existing) throws IOException {
        if (existing == null || existing.isBlank()) {
            return build(feedRoots);
        }
        Path directory = Path.of(existing.strip()).toAbsolutePath().normalize();
        try {
            Snapshot snapshot = Snapshot.open(directory);
            return new FeedsSnapshot(null, snapshot, new Engine(snapshot, new ValueCodec()));
        } catch (SnapshotRejectedException e) {
            throw new IOException("cannot open the snapshot " + directory + ": " + e.getMessage(), e);
        }
    }

    /**
     * Builds the feeds under the comma-separated roots (relative paths resolve against the working directory) and
     * opens the snapshot. With several roots, each feed folder comes from the first root that has it.
     */
    static FeedsSnapshot build(String feedRoots) throws IOException {
        List<Path> roots = new ArrayList<>();
        for (String root : feedRoots.split(",")) {
            Path feeds = Path.of(root.strip()).toAbsolutePath().normalize();
            if (!Files.isDirectory(feeds)) {
                throw new IOException(feeds + ": no feeds directory; run from the repository root or pass -p feeds=<dirs>");
            }
            roots.add(feeds);
        }
        Path work = Files.createTempDirectory("cis-bench-");
        Path out = work.resolve("snapshot");
        try {
            Path feeds = roots.size() == 1 ? roots.get(0) : merged(roots, work.resolve("feeds"));
            SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, out, false);
            Snapshot snapshot = Snapshot.open(out);
            return new FeedsSnapshot(work, snapshot, new Engine(snapshot, new ValueCodec()));
        } catch (FeedException | SnapshotRejectedException | RuntimeException e) {
            delete(work);
            throw new IOException("cannot build a snapshot from " + feedRoots + ": " + e.getMessage(), e);
        } catch (IOException e) {
            delete(work);
            throw e;
        }
    }

    /**
     * A feeds root holding each root's folders, the first root's winning when two have the same name: directories
     * are recreated and files hard-linked (feed discovery reads regular files only, not symbolic links), or copied
     * where the temporary directory is on another file system.
     */
    private static Path merged(List<Path> roots, Path into) throws IOException {
        Files.createDirectories(into);
        for (Path root : roots) {
            try (Stream<Path> entries = Files.list(root)) {
                for (Path entry : entries.toList()) {
                    Path target = into.resolve(entry.getFileName().toString());
                    if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                        mirror(entry, target);
                    }
                }
            }
        }
        return into;
    }

    private static void mirror(Path source, Path target) throws IOException {
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : paths.toList()) {
                Path copy = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    try {
                        Files.createLink(copy, path);
                    } catch (IOException | UnsupportedOperationException e) {
                        // another file system, or one without hard links: a copy serves as well, only slower
                        Files.copy(path, copy);
                    }
                }
            }
        }
    }

    /** The raw snapshot, for picking keys that have data; owned by {@link #engine()}. */
    Snapshot snapshot() {
        return snapshot;
    }

    Engine engine() {
        return engine;
    }

    @Override
    public void close() {
        engine.close();
        if (workDirectory != null) {
            delete(workDirectory);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + directory, e);
        }
    }
}
