package io.cis.bench.measure;

import java.util.Arrays;

/** Collects request latencies from many threads; every value is kept, so the percentiles are exact. */
public final class Latencies {

    private long[] values = new long[1 << 16];
    private int size;

    public synchronized void add(long micros) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = micros;
    }

    public synchronized Percentiles percentiles() {
        return Percentiles.of(Arrays.copyOf(values, size));
    }
}
