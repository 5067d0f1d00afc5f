package io.cis.engine.snapshot;

import java.io.IOException;
import org.rocksdb.RocksDBException;

/** What a snapshot's tables hold, handed to {@link SnapshotDatabaseWriter} one domain at a time. */
public interface TableContent {

    /** Whether the domain has no entry (its column family is then created empty). */
    boolean isEmpty(Domain domain);

    /** Hands every entry of the domain to {@code sink}, in ascending unsigned (bytewise) key order, each key once. */
    void forEach(Domain domain, EntrySink sink) throws IOException, RocksDBException;

    /** Takes one entry of a table. */
    @FunctionalInterface
    interface EntrySink {
        void put(byte[] key, byte[] value) throws RocksDBException;
    }
}
