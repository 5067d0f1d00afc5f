package io.cis.loader.build;

import io.cis.engine.snapshot.Domain;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyValue;
import io.cis.loader.spill.SortedEntries;
import io.cis.loader.spill.SpillSpace;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeMap;

/**
 * The key-value content of a snapshot under construction, per domain, read back in RocksDB's bytewise key order so
 * it can be written straight into SST files. Past the spill space's budget a domain's entries wait on disk in sorted
 * runs, so memory does not grow with the size of the feeds.
 */
public final class SnapshotTables implements AutoCloseable {

    private final SpillSpace space;
    private final Map<Domain, ExternalSorter> tables = new EnumMap<>(Domain.class);
    /** Keys of the domains written with {@link #putIfAbsent}, which must fit in memory. */
    private final Map<Domain, Set<ByteBuffer>> keys = new EnumMap<>(Domain.class);

    /** Tables spilling into the system's temporary directory. */
    public SnapshotTables() {
        this(SpillSpace.temporary());
    }

    public SnapshotTables(SpillSpace space) {
        this.space = space;
    }

    /** Where this build's tables and merges put what does not fit in memory. */
    public SpillSpace spillSpace() {
        return space;
    }

    /**
     * Stores a value. A key stored twice in one domain is a programming error in a feed (feeds merge explicitly);
     * it is reported when the domain is read.
     */
    public void put(Domain domain, byte[] key, byte[] value) {
        if (keys.containsKey(domain)) {
            throw new IllegalStateException(domain.columnFamily() + " is written with putIfAbsent only");
        }
        add(domain, key, value);
    }

    /**
     * Stores a value unless the key is already stored; false when it was. The keys of a domain written this way are
     * kept in memory, so every write to that domain must go through this method (small domains, like release notes).
     */
    public boolean putIfAbsent(Domain domain, byte[] key, byte[] value) {
        Set<ByteBuffer> known = keys.get(domain);
        if (known == null) {
            if (size(domain) > 0) {
                throw new IllegalStateException(domain.columnFamily() + " was written without putIfAbsent");
            }
            known = new HashSet<>();
            keys.put(domain, known);
        }
        if (!known.add(ByteBuffer.wrap(key.clone()))) {
            return false;
        }
        add(domain, key, value);
        return true;
    }

    private void add(Domain domain, byte[] key, byte[] value) {
        tables.computeIfAbsent(domain, d -> new ExternalSorter(space, d.columnFamily())).add(key, value);
    }

    /** The domain's entries in ascending bytewise key order, streamed from memory and disk. */
    public SortedEntries each(Domain domain) {
        ExternalSorter table = tables.get(domain);
        return table == null ? EMPTY : new UniqueKeys(domain, table.sorted());
    }

    /**
     * The domain's entries in ascending bytewise key order, read once: the domain is empty after, and closing the
     * entries deletes what it spilled. For writing a table out, so that the disk holds a domain's spilled runs or
     * its file, not both.
     */
    public SortedEntries drain(Domain domain) {
        ExternalSorter table = tables.remove(domain);
        keys.remove(domain);
        if (table == null) {
            return EMPTY;
        }
        SortedEntries entries = new UniqueKeys(domain, table.sorted());
        return new SortedEntries() {
            @Override
            public boolean hasNext() {
                return entries.hasNext();
            }

            @Override
            public KeyValue next() {
                return entries.next();
            }

            @Override
            public void close() {
                try {
                    entries.close();
                } finally {
                    table.close();
                }
            }
        };
    }

    /** The domain's entries read into memory (empty when none): for small domains and inspection. */
    public NavigableMap<byte[], byte[]> entries(Domain domain) {
        NavigableMap<byte[], byte[]> entries = new TreeMap<>(Arrays::compareUnsigned);
        try (SortedEntries each = each(domain)) {
            each.forEachRemaining(entry -> entries.put(entry.key(), entry.value()));
        }
        return entries;
    }

    public long size(Domain domain) {
        ExternalSorter table = tables.get(domain);
        return table == null ? 0 : table.size();
    }

    /** Deletes what the tables spilled to disk. */
    @Override
    public void close() {
        tables.values().forEach(ExternalSorter::close);
    }

    private static final SortedEntries EMPTY = new SortedEntries() {
        @Override
        public boolean hasNext() {
            return false;
        }

        @Override
        public KeyValue next() {
            throw new NoSuchElementException();
        }

        @Override
        public void close() {
        }
    };

    /** Passes entries through, failing on a key stored twice (they arrive next to each other). */
    private static final class UniqueKeys implements SortedEntries {
        private final Domain domain;
        private final SortedEntries entries;
        private byte[] previous;

        UniqueKeys(Domain domain, SortedEntries entries) {
            this.domain = domain;
            this.entries = entries;
        }

        @Override
        public boolean hasNext() {
            return entries.hasNext();
        }

        @Override
        public KeyValue next() {
            KeyValue entry = entries.next();
            if (previous != null && Arrays.equals(previous, entry.key())) {
                throw new IllegalStateException("duplicate key in " + domain.columnFamily() + ": "
                        + new String(entry.key(), StandardCharsets.UTF_8));
            }
            previous = entry.key();
            return entry;
        }

        @Override
        public void close() {
            entries.close();
        }
    }
}
