package io.cis.engine.snapshot;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads values of one snapshot decoded, keeping the decoded forms of recently read keys: the snapshot never changes,
 * so a value decoded once (JSON parsed, or prepared further, e.g. versions parsed) serves every later request for
 * that key. The kept values are bounded by the size of their stored forms (plus what a prepared form holds besides,
 * see {@link #read}); the heap their decoded forms take is about twice that. Which values stay is Caffeine's choice (W-TinyLFU): a value read often stays even when a
 * stream of values read once passes through, where keeping the most recent ones let a batch workload that cycles
 * over more data than fits flush everything. Absent keys are not remembered: a bloom filter answers them cheaply,
 * and they must not crowd out data.
 */
public final class DecodedValues {

    /** What one kept entry costs besides its key and value bytes: the key object, map node and policy record. */
    private static final int ENTRY_OVERHEAD = 96;

    private final Snapshot snapshot;
    private final ValueCodec codec;
    private final long budgetBytes;
    private final Cache<Key, Held> cache;

    public DecodedValues(Snapshot snapshot, ValueCodec codec, long budgetBytes) {
        if (budgetBytes < 0) {
            throw new IllegalArgumentException("budget must not be negative, was " + budgetBytes);
        }
        this.snapshot = snapshot;
        this.codec = codec;
        this.budgetBytes = budgetBytes;
        // Upkeep runs on the threads that read, a little per read, rather than on a shared pool's threads.
        this.cache = Caffeine.newBuilder()
                .maximumWeight(budgetBytes)
                .weigher((Key key, Held held) -> held.weight())
                .executor(Runnable::run)
                .recordStats()
                .build();
    }

    /**
     * A budget for a heap of {@code maxHeapBytes}: a quarter of it in stored bytes. Kept values take about twice
     * their stored bytes on the heap (1.9 times, measured on the reference snapshot's E3 working set), so a full
     * budget is about half the heap, leaving the rest to the requests being answered.
     */
    public static long budgetForHeap(long maxHeapBytes) {
        return Math.max(0, maxHeapBytes / 4);
    }

    /** The budget for this JVM's maximum heap ({@code -Xmx}). */
    public static long defaultBudget() {
        return budgetForHeap(Runtime.getRuntime().maxMemory());
    }

    /** The value stored under the key, decoded as {@code type}. */
    public <T> Optional<T> get(Domain domain, byte[] key, Class<T> type) {
        return cached(domain, key, type, bytes -> codec.decode(bytes, type));
    }

    /**
     * The value stored under the key, decoded as {@code stored} and turned into {@code type} by {@code prepare}
     * (e.g. with its versions parsed); cached apart from other forms of the same key.
     */
    public <S, T> Optional<T> get(Domain domain, byte[] key, Class<S> stored, Class<T> type, Function<S, T> prepare) {
        return cached(domain, key, type, bytes -> prepare.apply(codec.decode(bytes, stored)));
    }

    /** The value stored under the key, decoded as {@code type} and not kept: for values read once per answer. */
    public <T> Optional<T> read(Domain domain, byte[] key, Class<T> type) {
        return snapshot.get(domain, key).map(bytes -> codec.decode(bytes, type));
    }

    private <T> Optional<T> cached(Domain domain, byte[] key, Class<T> type, Function<byte[], T> decode) {
        Key cacheKey = new Key(domain, type, key);
        Held held = cache.getIfPresent(cacheKey);
        if (held == null) {
            // Loaded outside the cache's locks: a read of the snapshot must not hold up other keys. Two requests
            // may load the same key at once; both get equal values, one is kept.
            Optional<byte[]> bytes = snapshot.get(domain, key);
            if (bytes.isEmpty()) {
                return Optional.empty();
            }
            T value = decode.apply(bytes.get());
            held = new Held(value, ENTRY_OVERHEAD + key.length + bytes.get().length);
            if (held.weight() <= budgetBytes) {
                cache.put(cacheKey, held);
            }
        }
        return Optional.of(type.cast(held.value()));
    }

    /** Reads answered from kept values and reads that decoded, since the engine opened, and how full it is. */
    public CacheStats stats() {
        com.github.benmanes.caffeine.cache.stats.CacheStats counted = cache.stats();
        long weight = cache.policy().eviction().map(e -> e.weightedSize().orElse(0)).orElse(0L);
        return new CacheStats(counted.hitCount(), counted.missCount(), Math.toIntExact(cache.estimatedSize()),
                weight, budgetBytes);
    }

    /** A decoded value and what it weighs against the budget. */
    private record Held(Object value, int weight) {
    }

    /** Column family, decoded type and key bytes, compared by content. */
    private static final class Key {
        private final Domain domain;
        private final Class<?> type;
        private final byte[] bytes;
        private final int hash;

        Key(Domain domain, Class<?> type, byte[] bytes) {
            this.domain = domain;
            this.type = type;
            this.bytes = bytes;
            this.hash = 31 * (31 * domain.hashCode() + type.hashCode()) + Arrays.hashCode(bytes);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key that && domain == that.domain && type == that.type && Arrays.equals(bytes, that.bytes);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
