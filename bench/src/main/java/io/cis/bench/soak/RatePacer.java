package io.cis.bench.soak;

import java.time.Duration;

/**
 * When the requests of an open-loop run are due: at a fixed arrival rate the {@code n}-th request (from 0) is due
 * {@code n / rate} seconds after the start, whatever happened to the ones before, so a slow answer does not delay the
 * next arrival.
 */
public record RatePacer(double perSecond) {

    public RatePacer {
        if (!(perSecond > 0) || Double.isInfinite(perSecond)) {
            throw new IllegalArgumentException("the arrival rate must be positive: " + perSecond);
        }
    }

    /** Nanoseconds from the start at which request {@code n} is due. */
    public long dueNanos(long n) {
        return Math.round(n * (1e9 / perSecond));
    }

    /** How many requests fall due in a run of this length: those due strictly before its end. */
    public long arrivalsWithin(Duration run) {
        return (long) Math.ceil(run.toNanos() / (1e9 / perSecond));
    }
}
