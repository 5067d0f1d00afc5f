package io.cis.loader.build;

import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.QuietRocksLogger;
import io.cis.engine.snapshot.RocksLibrary;
import io.cis.engine.snapshot.SchemaVersion;
import io.cis.engine.snapshot.SnapshotFiles;
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
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.CompressionType;
import org.rocksdb.DBOptions;
import org.rocksdb.EnvOptions;
import org.rocksdb.IngestExternalFileOptions;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.SstFileWriter;

/**
 * Writes snapshot tables as an immutable snapshot directory: one sorted SST file per domain, ingested into a
 * fresh RocksDB and compacted, then a manifest with every file's SHA-256, all inside a hidden temporary directory
 * that is renamed into place only when complete. A failed or killed build never leaves a directory at the
 * output path.
 */
public final class SnapshotWriter {

    private static final String STAGING = ".staging";

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
            Manifest manifest = new Manifest(SchemaVersion.CURRENT.toString(), now(), feeds, SnapshotFiles.checksums(work));
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
        RocksLibrary.load();
        Path staging = work.resolve(STAGING);
        Files.createDirectory(staging);
        Map<Domain, Path> sstFiles = new EnumMap<>(Domain.class);
        try (Options options = tableOptions(); EnvOptions envOptions = new EnvOptions()) {
            for (Domain domain : Domain.values()) {
                if (tables.size(domain) > 0) {
                    Path sst = staging.resolve(domain.columnFamily() + ".sst");
                    writeSst(options, envOptions, tables.drain(domain), sst);
                    sstFiles.put(domain, sst);
                }
            }
        }
        ingest(work, sstFiles);
        deleteTree(staging);
        try (DirectoryStream<Path> logs = Files.newDirectoryStream(work, "LOG*")) {
            for (Path log : logs) {
                Files.delete(log);
            }
        }
    }

    private static void writeSst(Options options, EnvOptions envOptions, SortedEntries entries, Path sst) throws IOException {
        try (SortedEntries each = entries; SstFileWriter writer = new SstFileWriter(envOptions, options)) {
            writer.open(sst.toString());
            while (each.hasNext()) {
                KeyValue entry = each.next();
                writer.put(entry.key(), entry.value());
            }
            writer.finish();
        } catch (RocksDBException e) {
            throw new IOException(sst + ": cannot write SST file (" + e.getMessage() + ")", e);
        }
    }

    private static void ingest(Path work, Map<Domain, Path> sstFiles) throws IOException {
        List<ColumnFamilyDescriptor> descriptors = new ArrayList<>();
        try (QuietRocksLogger logger = new QuietRocksLogger();
             DBOptions dbOptions = new DBOptions().setCreateIfMissing(true).setCreateMissingColumnFamilies(true).setLogger(logger);
             ColumnFamilyOptions cfOptions = columnFamilyOptions();
             IngestExternalFileOptions ingestOptions = new IngestExternalFileOptions().setMoveFiles(true)) {
            descriptors.add(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, cfOptions));
            for (Domain domain : Domain.values()) {
                descriptors.add(new ColumnFamilyDescriptor(domain.columnFamilyBytes(), cfOptions));
            }
            List<ColumnFamilyHandle> handles = new ArrayList<>();
            try (RocksDB db = RocksDB.open(dbOptions, work.toString(), descriptors, handles)) {
                try {
                    Domain[] domains = Domain.values();
                    for (int i = 0; i < domains.length; i++) {
                        Path sst = sstFiles.get(domains[i]);
                        if (sst != null) {
                            ColumnFamilyHandle handle = handles.get(i + 1);
                            db.ingestExternalFile(handle, List.of(sst.toString()), ingestOptions);
                            db.compactRange(handle);
                        }
                    }
                } finally {
                    handles.forEach(ColumnFamilyHandle::close);
                }
            } catch (RocksDBException e) {
                throw new IOException(work + ": cannot build the RocksDB database (" + e.getMessage() + ")", e);
            }
        }
    }

    /** Table settings shared by SST writing and the database: bloom filters for point lookups, LZ4 blocks. */
    private static Options tableOptions() {
        return new Options()
                .setCompressionType(CompressionType.LZ4_COMPRESSION)
                .setTableFormatConfig(tableConfig());
    }

    private static ColumnFamilyOptions columnFamilyOptions() {
        return new ColumnFamilyOptions()
                .setCompressionType(CompressionType.LZ4_COMPRESSION)
                .setTableFormatConfig(tableConfig());
    }

    private static BlockBasedTableConfig tableConfig() {
        return new BlockBasedTableConfig().setFilterPolicy(new BloomFilter(10, false));
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
