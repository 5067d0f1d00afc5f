package io.cis.loader.build;

import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.SnapshotDatabaseWriter;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.TableContent;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.KeyValue;
import io.cis.loader.spill.SortedEntries;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.rocksdb.RocksDBException;

/**
 * Writes snapshot tables as an immutable snapshot directory: the engine's {@link SnapshotDatabaseWriter} writes the
 * database (the format is the engine's), then a manifest with every file's SHA-256, all inside a hidden temporary
 * directory that is renamed into place only when complete. A failed or killed build never leaves a directory at the
 * output path.
 */
public final class SnapshotWriter {

    private final Clock clock;
    private final FileOutput output;
    private final ValueCodec codec = new ValueCodec();

    public SnapshotWriter(Clock clock) {
        this(clock, FileOutput.FILES);
    }

    /** A writer whose own files (the manifest) go through {@code output}; RocksDB writes its files natively. */
    public SnapshotWriter(Clock clock, FileOutput output) {
        this.clock = clock;
        this.output = output;
    }

    /**
     * Builds and publishes the snapshot at {@code out}. The tables are emptied as each is written out, so that a
     * large build's disk does not hold a table's spilled runs and its file at once.
     *
     * @param replace whether an existing snapshot at {@code out} may be replaced
     * @return the manifest that was published
     */
    public Manifest publish(SnapshotTables tables, List<FeedRecord> feeds, Path out, boolean replace) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        Path parent = target.getParent();
        Files.createDirectories(parent);
        if (Files.exists(target) && !replace) {
            throw new IOException(target + ": already exists (pass --replace to replace it)");
        }
        removeLeftovers(parent, target.getFileName().toString());
        Path work = parent.resolve("." + target.getFileName() + ".building-" + UUID.randomUUID());
        try {
            Files.createDirectory(work);
            writeDatabase(tables, work);
            Manifest manifest = Manifest.describing(work, now(), feeds);
            Path manifestFile = work.resolve(Manifest.FILE_NAME);
            output.write(manifestFile, codec.encodePretty(manifest));
            syncTree(work);
            moveIntoPlace(work, target, replace);
            return manifest;
        } catch (IOException | RuntimeException e) {
            deleteTree(work);
            throw e;
        }
    }

    private String now() {
        return DateTimeFormatter.ISO_INSTANT.format(Instant.now(clock).truncatedTo(ChronoUnit.SECONDS));
    }

    private void writeDatabase(SnapshotTables tables, Path work) throws IOException {
        new SnapshotDatabaseWriter().write(new TableContent() {
            @Override
            public boolean isEmpty(Domain domain) {
                return tables.size(domain) == 0;
            }

            @Override
            public void forEach(Domain domain, EntrySink sink) throws RocksDBException {
                try (SortedEntries each = tables.drain(domain)) {
                    while (each.hasNext()) {
                        KeyValue entry = each.next();
                        sink.put(entry.key(), entry.value());
                    }
                }
            }
        }, work);
    }

    private static void moveIntoPlace(Path work, Path target, boolean replace) throws IOException {
        Path previous = null;
        if (replace && Files.exists(target)) {
            previous = target.resolveSibling("." + target.getFileName() + ".previous-" + UUID.randomUUID());
            Files.move(target, previous, StandardCopyOption.ATOMIC_MOVE);
        }
        Files.move(work, target, StandardCopyOption.ATOMIC_MOVE);
        if (previous != null) {
            deleteTree(previous);
        }
    }

    /** Hidden work directories of builds that were killed before they could clean up. */
    private static void removeLeftovers(Path parent, String name) throws IOException {
        try (DirectoryStream<Path> stale = Files.newDirectoryStream(parent, "." + name + ".{building,previous}-*")) {
            for (Path dir : stale) {
                deleteTree(dir);
            }
        }
    }

    private static void syncTree(Path dir) throws IOException {
        for (String name : SnapshotFiles.list(dir)) {
            try (FileChannel channel = FileChannel.open(dir.resolve(name), StandardOpenOption.READ)) {
                channel.force(true);
            }
        }
        try (FileChannel channel = FileChannel.open(dir.resolve(Manifest.FILE_NAME), StandardOpenOption.READ)) {
            channel.force(true);
        }
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (var walk = Files.walk(root)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
