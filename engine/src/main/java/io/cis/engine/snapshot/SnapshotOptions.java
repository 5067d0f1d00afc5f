package io.cis.engine.snapshot;

/**
 * How a snapshot is opened and served: the size of the block cache that keeps hot data blocks in memory, and the
 * stored bytes whose decoded values the engine keeps between requests ({@link DecodedValues}).
 */
public record SnapshotOptions(long blockCacheBytes, long decodedBytes) {

    /**
     * 16 MiB of blocks: hot data is kept decoded on the heap ({@link DecodedValues}), so a larger block cache held
     * mostly blocks of values already decoded; at the reference size the memory did more as decoded values
     * (docs/benchmarks.md).
     */
    public static final SnapshotOptions DEFAULTS = new SnapshotOptions(16L * 1024 * 1024);

    public SnapshotOptions {
        if (blockCacheBytes < 0 || decodedBytes < 0) {
            throw new IllegalArgumentException("cache sizes must not be negative");
        }
    }

    /** The given block cache with the default budget of decoded values (a quarter of the heap). */
    public SnapshotOptions(long blockCacheBytes) {
        this(blockCacheBytes, DecodedValues.defaultBudget());
    }
}
