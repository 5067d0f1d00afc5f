package io.cis.loader.build;

import io.cis.engine.snapshot.Domain;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The key-value content of a snapshot under construction, kept sorted per domain in RocksDB's bytewise order
 * so it can be written straight into SST files.
 */
public final class SnapshotTables {

    private final Map<Domain, NavigableMap<byte[], byte[]>> tables = new EnumMap<>(Domain.class);

    /**
     * Stores a value; a key stored twice in one domain is a programming error in a feed (feeds merge explicitly).
     */
    public void put(Domain domain, byte[] key, byte[] value) {
        NavigableMap<byte[], byte[]> table = tables.computeIfAbsent(domain, d -> new TreeMap<>(Arrays::compareUnsigned));
        if (table.putIfAbsent(key, value) != null) {
            throw new IllegalStateException("duplicate key in " + domain.columnFamily() + ": " + new String(key, java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    public boolean contains(Domain domain, byte[] key) {
        NavigableMap<byte[], byte[]> table = tables.get(domain);
        return table != null && table.containsKey(key);
    }

    /** The domain's entries in ascending bytewise key order (empty when none). */
    public NavigableMap<byte[], byte[]> entries(Domain domain) {
        return tables.getOrDefault(domain, new TreeMap<>(Arrays::compareUnsigned));
    }

    public long size(Domain domain) {
        NavigableMap<byte[], byte[]> table = tables.get(domain);
        return table == null ? 0 : table.size();
    }
}
