package io.cis.engine.snapshot;

import org.rocksdb.InfoLogLevel;
import org.rocksdb.Logger;

/**
 * Routes RocksDB's own log to standard error at error level. Setting a logger also stops
 * RocksDB from creating or rotating a LOG file inside the snapshot, which must stay byte-identical.
 */
public final class QuietRocksLogger extends Logger {

    public QuietRocksLogger() {
        super(InfoLogLevel.ERROR_LEVEL);
    }

    @Override
    protected void log(InfoLogLevel level, String message) {
        System.err.println("rocksdb " + level.name().replace("_LEVEL", "").toLowerCase(java.util.Locale.ROOT) + ": " + message);
    }
}
