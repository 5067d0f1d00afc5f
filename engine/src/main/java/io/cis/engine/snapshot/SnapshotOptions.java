package io.cis.engine.snapshot;

/** How a snapshot is opened: the size of the block cache that keeps hot data blocks in memory. */
public record SnapshotOptions(long blockCacheBytes) {

    /** 256 MiB: holds the hot part of a large snapshot within the documented memory budget. */
    public static final SnapshotOptions DEFAULTS = new SnapshotOptions(256L * 1024 * 1024);
}
