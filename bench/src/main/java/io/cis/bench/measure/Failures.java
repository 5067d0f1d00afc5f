package io.cis.bench.measure;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Counts failed requests by kind ("status 503", "HttpTimeoutException", ...). */
public final class Failures {

    private final Map<String, LongAdder> byKind = new ConcurrentHashMap<>();

    public void add(String kind) {
        byKind.computeIfAbsent(kind, k -> new LongAdder()).increment();
    }

    public long total() {
        return byKind.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** The counts by kind, in the order of the kinds' names. */
    public Map<String, Long> byKind() {
        Map<String, Long> counts = new TreeMap<>();
        byKind.forEach((kind, count) -> counts.put(kind, count.sum()));
        return counts;
    }
}
