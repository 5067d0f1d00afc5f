package io.cis.engine.snapshot;

import org.rocksdb.RocksDB;

/** Loads RocksDB's native library once, turning a missing or foreign binary into a readable error. */
public final class RocksLibrary {

    private RocksLibrary() {
    }

    /** Loads the native library; throws {@link IllegalStateException} with a one-line reason when it cannot. */
    public static void load() {
        try {
            RocksDB.loadLibrary();
        } catch (UnsatisfiedLinkError | RuntimeException e) {
            throw new IllegalStateException("RocksDB native library cannot be loaded on "
                    + System.getProperty("os.name") + "/" + System.getProperty("os.arch") + ": " + e.getMessage(), e);
        }
    }
}
