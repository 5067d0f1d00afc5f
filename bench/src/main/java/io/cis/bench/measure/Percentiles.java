package io.cis.bench.measure;

import java.util.Arrays;

/** Latency percentiles in microseconds by the nearest-rank method: p50, p99 and the maximum of {@code count} values. */
public record Percentiles(long count, long p50Micros, long p99Micros, long maxMicros) {

    public static final Percentiles NONE = new Percentiles(0, 0, 0, 0);

    /** Computes the percentiles of the values; the array is sorted in place. */
    public static Percentiles of(long[] micros) {
        if (micros.length == 0) {
            return NONE;
        }
        Arrays.sort(micros);
        return new Percentiles(micros.length, rank(micros, 0.50), rank(micros, 0.99), micros[micros.length - 1]);
    }

    /** The smallest value with at least {@code fraction} of all values at or below it. */
    static long rank(long[] sorted, double fraction) {
        int index = (int) Math.ceil(fraction * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
