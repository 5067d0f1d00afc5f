package io.cis.engine.snapshot;

/**
 * How a snapshot is opened and served: the size of the block cache that keeps hot data blocks in memory, and the
 * stored bytes whose decoded values the engine keeps between requests ({@link DecodedValues}).
 */
public record SnapshotOptions(long blockCacheBytes, long decodedBytes) {

    /**
     * 128 MiB of blocks: with decoded values cached on the heap, a larger block cache bought no throughput at the
     * reference size but kept the server above its 1 GiB memory budget (docs/benchmarks.md).
     */
    public static final SnapshotOptions DEFAULTS = new SnapshotOptions(128L * 1024 * 1024);

    public SnapshotOptions {
        if (blockCacheBytes < 0 || decodedBytes < 0) {
            throw new IllegalArgumentException("cache sizes must not be negative");
        }
    }

    /** The given block cache with the default number of decoded values. */
    public SnapshotOptions(long blockCacheBytes) {
        this(blockCacheBytes, DecodedValues.DEFAULT_BUDGET_BYTES);
    }
}
