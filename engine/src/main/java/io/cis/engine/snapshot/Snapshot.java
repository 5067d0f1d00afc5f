package io.cis.engine.snapshot;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiPredicate;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.Statistics;
import org.rocksdb.TickerType;

/**
 * A verified snapshot opened read-only: raw key lookups per domain plus its manifest. Every block read from disk is
 * checked against its checksum, so bytes damaged after opening fail the read instead of answering different data; the
 * first such failure marks the snapshot damaged.
 */
public final class Snapshot implements AutoCloseable {

    private final Path directory;
    private final Manifest manifest;
    private final RocksDB db;
    private final DBOptions dbOptions;
    private final ColumnFamilyOptions columnFamilyOptions;
    private final QuietRocksLogger logger;
    private final LRUCache blockCache;
    private final Statistics statistics;
    private final List<ColumnFamilyHandle> allHandles;
    private final Map<Domain, ColumnFamilyHandle> handles;
    private final ReadOptions readOptions = new ReadOptions().setVerifyChecksums(true);
    private final AtomicReference<String> damage = new AtomicReference<>();
    private final AtomicReference<Verification> verification = new AtomicReference<>(Verification.AT_OPEN);
    private final Optional<String> signedBy;
    private final boolean demo;

    private Snapshot(Path directory, Manifest manifest, RocksDB db, DBOptions dbOptions,
                     ColumnFamilyOptions columnFamilyOptions, QuietRocksLogger logger, LRUCache blockCache,
                     Statistics statistics, List<ColumnFamilyHandle> allHandles, Map<Domain, ColumnFamilyHandle> handles,
                     OpenChecks checks) {
        this.signedBy = checks.signedBy();
        this.demo = checks.demo();
        this.directory = directory;
        this.manifest = manifest;
        this.db = db;
        this.dbOptions = dbOptions;
        this.columnFamilyOptions = columnFamilyOptions;
        this.logger = logger;
        this.blockCache = blockCache;
        this.statistics = statistics;
        this.allHandles = allHandles;
        this.handles = handles;
    }

    /**
     * Verifies the directory (manifest, schema major, every file's SHA-256) and opens it read-only.
     *
     * @throws SnapshotRejectedException with a one-line reason naming the offending file when it must not be served
     */
    public static Snapshot open(Path directory) throws SnapshotRejectedException {
        return open(directory, SnapshotOptions.DEFAULTS);
    }

    /** As {@link #open(Path)}, with explicit open options. */
    public static Snapshot open(Path directory, SnapshotOptions options) throws SnapshotRejectedException {
        return open(directory, options, OpenChecks.FULL);
    }

    /**
     * As {@link #open(Path, SnapshotOptions)}; with a matching verification record and checks that trust it, every
     * file is not hashed first and {@link #verification()} is {@link Verification#PENDING} until
     * {@link #verificationFinished} is told the outcome of the hashing.
     */
    public static Snapshot open(Path directory, SnapshotOptions options, OpenChecks checks) throws SnapshotRejectedException {
        Path dir = directory.toAbsolutePath().normalize();
        boolean recorded = false;
        if (checks.trustVerificationRecord()) {
            try {
                recorded = VerificationRecord.matches(dir, new ManifestReader().read(dir));
            } catch (SnapshotRejectedException e) {
                // The verifier below says why.
            }
        }
        List<String> problems = new SnapshotVerifier().problems(dir, !recorded);
        if (!problems.isEmpty()) {
            String more = problems.size() > 1 ? " (and " + (problems.size() - 1) + " more problems)" : "";
            throw new SnapshotRejectedException("snapshot refused: " + problems.get(0) + more);
        }
        Manifest manifest = new ManifestReader().read(dir);
        RocksLibrary.load();
        Snapshot snapshot = openVerified(dir, manifest, options, checks);
        snapshot.verification.set(recorded ? Verification.PENDING : Verification.AT_OPEN);
        return snapshot;
    }

    private static Snapshot openVerified(Path dir, Manifest manifest, SnapshotOptions options, OpenChecks checks)
            throws SnapshotRejectedException {
        QuietRocksLogger logger = new QuietRocksLogger();
        Statistics statistics = new Statistics();
        // Every table file stays open from here on (-1: no file-handle cache to evict from), so a file deleted or
        // replaced under the running server is still read from the file that was verified.
        DBOptions dbOptions = new DBOptions().setLogger(logger).setParanoidChecks(true).setStatistics(statistics)
                .setMaxOpenFiles(-1);
        LRUCache blockCache = new LRUCache(options.blockCacheBytes());
        ColumnFamilyOptions cfOptions = TableOptions.forReading(blockCache);
        try {
            Set<String> present = new HashSet<>();
            try (Options listOptions = new Options().setLogger(logger)) {
                for (byte[] name : RocksDB.listColumnFamilies(listOptions, dir.toString())) {
                    present.add(new String(name, StandardCharsets.UTF_8));
                }
            }
            List<String> missing = SnapshotSchema.tablesOf(SchemaVersion.parse(manifest.schemaVersion())).stream()
                    .map(SnapshotSchema.Table::columnFamily).filter(name -> !present.contains(name)).toList();
            if (!missing.isEmpty()) {
                // A table the snapshot's schema has must be there: answering its questions as "nothing stored" would
                // be a silent gap.
                throw new SnapshotRejectedException("snapshot refused: " + dir + ": schema " + manifest.schemaVersion()
                        + " has column family " + String.join(", ", missing) + ", which the database lacks");
            }
            List<ColumnFamilyDescriptor> descriptors = new ArrayList<>();
            List<Domain> opened = new ArrayList<>();
            descriptors.add(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, cfOptions));
            for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
                if (present.contains(table.columnFamily())) {
                    descriptors.add(new ColumnFamilyDescriptor(table.domain().columnFamilyBytes(), cfOptions));
                    opened.add(table.domain());
                }
            }
            List<ColumnFamilyHandle> handleList = new ArrayList<>();
            RocksDB db = RocksDB.openReadOnly(dbOptions, dir.toString(), descriptors, handleList);
            Map<Domain, ColumnFamilyHandle> byDomain = new EnumMap<>(Domain.class);
            for (int i = 0; i < opened.size(); i++) {
                byDomain.put(opened.get(i), handleList.get(i + 1));
            }
            return new Snapshot(dir, manifest, db, dbOptions, cfOptions, logger, blockCache, statistics, handleList, byDomain,
                    checks);
        } catch (RocksDBException | SnapshotRejectedException e) {
            dbOptions.close();
            cfOptions.close();
            blockCache.close();
            statistics.close();
            logger.close();
            if (e instanceof SnapshotRejectedException rejected) {
                throw rejected;
            }
            throw new SnapshotRejectedException("snapshot refused: " + dir + ": RocksDB cannot open it (" + e.getMessage() + ")", e);
        }
    }

    public Path directory() {
        return directory;
    }

    public Manifest manifest() {
        return manifest;
    }

    /** Whether this snapshot holds a column family for the domain (older snapshots may lack newer domains). */
    public boolean has(Domain domain) {
        return handles.containsKey(domain);
    }

    /** Entries and table bytes of each domain this snapshot holds, in domain order. */
    public List<DomainSize> domainSizes() {
        List<DomainSize> sizes = new ArrayList<>();
        for (Map.Entry<Domain, ColumnFamilyHandle> domain : handles.entrySet()) {
            try {
                // exact here: a snapshot is written once, compacted, and never holds deletions
                long entries = db.getLongProperty(domain.getValue(), "rocksdb.estimate-num-keys");
                long bytes = db.getLongProperty(domain.getValue(), "rocksdb.total-sst-files-size");
                sizes.add(new DomainSize(domain.getKey(), entries, bytes));
            } catch (RocksDBException e) {
                throw new SnapshotCorruptException("size of " + domain.getKey().columnFamily() + " unreadable: " + e.getMessage(), e);
            }
        }
        return sizes;
    }

    /** The stored value for the key, if any. */
    public Optional<byte[]> get(Domain domain, byte[] key) {
        ColumnFamilyHandle handle = handles.get(domain);
        if (handle == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(db.get(handle, readOptions, key));
        } catch (RocksDBException e) {
            throw damaged(domain, e);
        }
    }

    /**
     * Visits the entries whose key starts with {@code prefix}, in key order, until the visitor returns false or
     * {@code maxEntries} were visited (a bound on the work one request can cause).
     */
    public void scan(Domain domain, byte[] prefix, int maxEntries, BiPredicate<byte[], byte[]> visitor) {
        ColumnFamilyHandle handle = handles.get(domain);
        if (handle == null) {
            return;
        }
        try (RocksIterator it = db.newIterator(handle, readOptions)) {
            int visited = 0;
            for (it.seek(prefix); it.isValid() && visited < maxEntries; it.next(), visited++) {
                byte[] key = it.key();
                if (!startsWith(key, prefix) || !visitor.test(key, it.value())) {
                    return;
                }
            }
            // An iterator that hits a damaged block just stops being valid; only its status tells a failed read from
            // the end of the data, and a cut-short scan would answer fewer entries than there are.
            it.status();
        } catch (RocksDBException e) {
            throw damaged(domain, e);
        }
    }

    private SnapshotUnreadableException damaged(Domain domain, RocksDBException e) {
        String reason = "read of " + domain.columnFamily() + " failed: " + e.getMessage();
        damage.compareAndSet(null, reason);
        return new SnapshotUnreadableException(directory + ": " + reason, e);
    }

    /**
     * Why this snapshot can no longer be trusted to answer everything: the first read that failed since it was opened
     * (a block whose checksum no longer matches, a file cut short); empty while every read has succeeded.
     */
    public Optional<String> damage() {
        return Optional.ofNullable(damage.get());
    }

    /** Where the SHA-256 check of every file stands. */
    public Verification verification() {
        return verification.get();
    }

    /** Whether this is the bundled demo snapshot. */
    public boolean demo() {
        return demo;
    }

    /** The id of the trusted key whose signature was checked when the snapshot was opened; empty without one. */
    public Optional<String> signedBy() {
        return signedBy;
    }

    /**
     * The outcome of the background hashing of a snapshot opened on its verification record: any problem marks it
     * damaged, so readiness reports it and a reload leaves it for another snapshot.
     */
    public void verificationFinished(List<String> problems) {
        if (problems.isEmpty()) {
            verification.compareAndSet(Verification.PENDING, Verification.PASSED);
        } else {
            verification.set(Verification.FAILED);
            damage.compareAndSet(null, "background verification failed: " + problems.get(0));
        }
    }

    private static boolean startsWith(byte[] key, byte[] prefix) {
        return key.length >= prefix.length && java.util.Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length);
    }

    /**
     * Bytes RocksDB holds for the open tables outside the block cache: their top-level indexes and filters (whole
     * indexes and filters for tables written before they were partitioned, {@link TableOptions}).
     */
    public long tableReaderBytes() {
        long bytes = 0;
        for (Map.Entry<Domain, ColumnFamilyHandle> domain : handles.entrySet()) {
            try {
                bytes += db.getLongProperty(domain.getValue(), "rocksdb.estimate-table-readers-mem");
            } catch (RocksDBException e) {
                throw new SnapshotCorruptException("table memory of " + domain.getKey().columnFamily() + " unreadable: "
                        + e.getMessage(), e);
            }
        }
        return bytes;
    }

    /** Share of block reads served from the block cache since the snapshot was opened; 0 before any read. */
    public double blockCacheHitRatio() {
        long hits = statistics.getTickerCount(TickerType.BLOCK_CACHE_HIT);
        long misses = statistics.getTickerCount(TickerType.BLOCK_CACHE_MISS);
        return hits + misses == 0 ? 0 : (double) hits / (hits + misses);
    }

    /** Re-reads every block and checks RocksDB's own block checksums. */
    public void verifyBlockChecksums() throws SnapshotRejectedException {
        try {
            db.verifyChecksum();
        } catch (RocksDBException e) {
            throw new SnapshotRejectedException(directory + ": RocksDB block checksum failed (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public void close() {
        for (ColumnFamilyHandle handle : allHandles) {
            handle.close();
        }
        db.close();
        readOptions.close();
        dbOptions.close();
        columnFamilyOptions.close();
        blockCache.close();
        statistics.close();
        logger.close();
    }
}
