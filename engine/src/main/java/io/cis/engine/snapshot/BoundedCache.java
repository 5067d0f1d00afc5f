package io.cis.engine.snapshot;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * A cache of at most {@code capacity} entries that evicts the oldest entry first. A hit is one concurrent map read
 * with no bookkeeping; only a miss, which pays for a load anyway, takes a lock to record insertion order. Values
 * must be immutable: they are shared by every caller.
 */
public final class BoundedCache<K, V> {

    private final int capacity;
    private final Map<K, V> entries;
    private final ArrayDeque<K> insertionOrder;
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();

    public BoundedCache(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must not be negative, was " + capacity);
        }
        this.capacity = capacity;
        this.entries = new ConcurrentHashMap<>(Math.min(capacity, 1 << 16));
        this.insertionOrder = new ArrayDeque<>(Math.min(capacity, 1 << 16));
    }

    /** The cached value for the key, else {@code load}'s (cached unless null; loads of one key may overlap). */
    public V get(K key, Function<K, V> load) {
        V cached = entries.get(key);
        if (cached != null) {
            hits.increment();
            return cached;
        }
        misses.increment();
        V loaded = load.apply(key);
        if (loaded != null && capacity > 0) {
            remember(key, loaded);
        }
        return loaded;
    }

    private synchronized void remember(K key, V value) {
        if (entries.putIfAbsent(key, value) == null) {
            insertionOrder.addLast(key);
            while (insertionOrder.size() > capacity) {
                entries.remove(insertionOrder.removeFirst());
            }
        }
    }

    /** Lookups answered from the cache and lookups that had to load, since it was created. */
    public CacheStats stats() {
        return new CacheStats(hits.sum(), misses.sum(), entries.size(), capacity);
    }
}
