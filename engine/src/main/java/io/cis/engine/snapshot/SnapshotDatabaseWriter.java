package io.cis.engine.snapshot;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.EnvOptions;
import org.rocksdb.IngestExternalFileOptions;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.SstFileWriter;

/**
 * Writes the RocksDB files of a snapshot into a directory: one sorted SST file per non-empty table, written with the
 * schema's {@link TableOptions}, ingested into a fresh database that holds every column family of
 * {@link SnapshotSchema#TABLES} (created in that order), each compacted. Bulk loading skips the write-ahead log,
 * memtables and level-by-level compaction; the directory is left with no RocksDB log. Publishing the directory (the
 * manifest, the rename) is the caller's.
 */
public final class SnapshotDatabaseWriter {

    private static final String STAGING = ".staging";

    /** Writes the database into {@code directory}, an existing empty directory. */
    public void write(TableContent content, Path directory) throws IOException {
        RocksLibrary.load();
        Path staging = directory.resolve(STAGING);
        Files.createDirectory(staging);
        Map<Domain, Path> sstFiles = new EnumMap<>(Domain.class);
        try (Options options = TableOptions.forSstFile(); EnvOptions envOptions = new EnvOptions()) {
            for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
                Domain domain = table.domain();
                if (!content.isEmpty(domain)) {
                    Path sst = staging.resolve(domain.columnFamily() + ".sst");
                    writeSst(options, envOptions, content, domain, sst);
                    sstFiles.put(domain, sst);
                }
            }
        }
        ingest(directory, sstFiles);
        deleteTree(staging);
        try (DirectoryStream<Path> logs = Files.newDirectoryStream(directory, "LOG*")) {
            for (Path log : logs) {
                Files.delete(log);
            }
        }
    }

    private static void writeSst(Options options, EnvOptions envOptions, TableContent content, Domain domain, Path sst)
            throws IOException {
        try (SstFileWriter writer = new SstFileWriter(envOptions, options)) {
            writer.open(sst.toString());
            content.forEach(domain, writer::put);
            writer.finish();
        } catch (RocksDBException e) {
            throw new IOException(sst + ": cannot write SST file (" + e.getMessage() + ")", e);
        }
    }

    private static void ingest(Path directory, Map<Domain, Path> sstFiles) throws IOException {
        List<ColumnFamilyDescriptor> descriptors = new ArrayList<>();
        try (QuietRocksLogger logger = new QuietRocksLogger();
             DBOptions dbOptions = new DBOptions().setCreateIfMissing(true).setCreateMissingColumnFamilies(true).setLogger(logger);
             ColumnFamilyOptions cfOptions = TableOptions.forWriting();
             IngestExternalFileOptions ingestOptions = new IngestExternalFileOptions().setMoveFiles(true)) {
            descriptors.add(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, cfOptions));
            for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
                descriptors.add(new ColumnFamilyDescriptor(table.domain().columnFamilyBytes(), cfOptions));
            }
            List<ColumnFamilyHandle> handles = new ArrayList<>();
            try (RocksDB db = RocksDB.open(dbOptions, directory.toString(), descriptors, handles)) {
                try {
                    for (int i = 0; i < SnapshotSchema.TABLES.size(); i++) {
                        Path sst = sstFiles.get(SnapshotSchema.TABLES.get(i).domain());
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
                throw new IOException(directory + ": cannot build the RocksDB database (" + e.getMessage() + ")", e);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
