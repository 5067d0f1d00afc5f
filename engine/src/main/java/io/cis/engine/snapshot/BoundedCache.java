package io.cis.engine.snapshot;

import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * A cache whose entries weigh at most {@code capacity} together, evicting the oldest entry first. Entries are weighed
 * rather than counted because their sizes differ by orders of magnitude (one vulnerability against a component with
 * thousands of versions): a count kept the heap either mostly idle or over budget. A hit is one concurrent map read
 * with no bookkeeping; only a miss, which pays for a load anyway, takes a lock to record insertion order. Values
 * must be immutable: they are shared by every caller.
 */
public final class BoundedCache<K, V> {

    /** A loaded value and what it weighs against the capacity. */
    public record Weighed<V>(V value, long weight) {

        public Weighed {
            if (weight < 0) {
                throw new IllegalArgumentException("weight must not be negative, was " + weight);
            }
        }
    }

    private record Held<K>(K key, long weight) {
    }

    private final long capacity;
    private final Map<K, V> entries;
    private final ArrayDeque<Held<K>> insertionOrder;
    private final LongAdder hits = new LongAdder();
    private final LongAdder misses = new LongAdder();
    private long weight;

    public BoundedCache(long capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity must not be negative, was " + capacity);
        }
        this.capacity = capacity;
        this.entries = new ConcurrentHashMap<>();
        this.insertionOrder = new ArrayDeque<>();
    }

    /**
     * The cached value for the key, else {@code load}'s (cached unless null or heavier than the whole capacity; loads
     * of one key may overlap).
     */
    public V get(K key, Function<K, Weighed<V>> load) {
        V cached = entries.get(key);
        if (cached != null) {
            hits.increment();
            return cached;
        }
        misses.increment();
        Weighed<V> loaded = load.apply(key);
        if (loaded == null) {
            return null;
        }
        if (loaded.weight() <= capacity) {
            remember(key, loaded);
        }
        return loaded.value();
    }

    private synchronized void remember(K key, Weighed<V> loaded) {
        if (entries.putIfAbsent(key, loaded.value()) == null) {
            insertionOrder.addLast(new Held<>(key, loaded.weight()));
            weight += loaded.weight();
            while (weight > capacity) {
                Held<K> oldest = insertionOrder.removeFirst();
                entries.remove(oldest.key());
                weight -= oldest.weight();
            }
        }
    }

    /** Lookups answered from the cache and lookups that had to load, since it was created, and how full it is. */
    public synchronized CacheStats stats() {
        return new CacheStats(hits.sum(), misses.sum(), entries.size(), weight, capacity);
    }
}
