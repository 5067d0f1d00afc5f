package io.cis.engine.snapshot;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads values of one snapshot decoded, keeping the decoded forms of recently read keys: the snapshot never changes,
 * so a value decoded once (JSON parsed, or prepared further, e.g. versions parsed) serves every later request for
 * that key. The kept values are bounded by the size of their stored forms; the heap their decoded forms take is a
 * few times that. Absent keys are not remembered: a bloom filter answers them cheaply, and they must not crowd out
 * data.
 */
public final class DecodedValues {

    /** Stored bytes whose decoded forms are kept by default (docs/benchmarks.md has the heap this took). */
    public static final long DEFAULT_BUDGET_BYTES = 64L * 1024 * 1024;

    /** What one kept entry costs besides its key and value bytes: the key object, map node and order record. */
    private static final int ENTRY_OVERHEAD = 96;


    private final Snapshot snapshot;
    private final ValueCodec codec;
    private final BoundedCache<Key, Object> cache;

    public DecodedValues(Snapshot snapshot, ValueCodec codec, long budgetBytes) {
        this.snapshot = snapshot;
        this.codec = codec;
        this.cache = new BoundedCache<>(budgetBytes);
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

    private <T> Optional<T> cached(Domain domain, byte[] key, Class<T> type, Function<byte[], T> decode) {
        Object value = cache.get(new Key(domain, type, key), k -> snapshot.get(domain, key)
                .map(bytes -> weighed(decode.apply(bytes), key.length + bytes.length))
                .orElse(null));
        return Optional.ofNullable(type.cast(value));
    }

    private static BoundedCache.Weighed<Object> weighed(Object value, long storedBytes) {
        return new BoundedCache.Weighed<>(value, ENTRY_OVERHEAD + storedBytes);
    }

    public CacheStats stats() {
        return cache.stats();
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
