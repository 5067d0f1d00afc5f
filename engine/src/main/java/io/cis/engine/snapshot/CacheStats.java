package io.cis.engine.snapshot;

/**
 * Counters of the decoded-value cache ({@link DecodedValues}): how often it answered, how often it had to load, and how full it is (entries,
 * and their weight against the capacity).
 */
public record CacheStats(long hits, long misses, int entries, long weight, long capacity) {

    /** Share of lookups answered from the cache; 0 before any lookup. */
    public double hitRatio() {
        long lookups = hits + misses;
        return lookups == 0 ? 0 : (double) hits / lookups;
    }
}
