package io.cis.loader.fetch;

import java.time.Duration;
import java.util.Set;

/**
 * How often a refused request is tried again: the statuses that mean "later" (429, 503), at most {@code attempts}
 * tries in all, waiting what {@code Retry-After} asks (never more than {@code maxDelay}) or else a doubling backoff
 * from {@code baseDelay}.
 */
public record RetryPolicy(int attempts, Duration baseDelay, Duration maxDelay, Set<Integer> retryStatuses) {

    public static final RetryPolicy DEFAULT = new RetryPolicy(5, Duration.ofSeconds(2), Duration.ofMinutes(2),
            Set.of(429, 503));

    public RetryPolicy {
        if (attempts < 1) {
            throw new IllegalArgumentException("attempts must be at least 1");
        }
        retryStatuses = Set.copyOf(retryStatuses);
    }

    /** The backoff before try {@code next} (2 for the first retry) when the upstream said nothing. */
    Duration backoff(int next) {
        Duration delay = baseDelay.multipliedBy(1L << Math.min(next - 2, 20));
        return delay.compareTo(maxDelay) > 0 ? maxDelay : delay;
    }

    Duration bounded(Duration asked) {
        return asked.compareTo(maxDelay) > 0 ? maxDelay : asked.isNegative() ? Duration.ZERO : asked;
    }
}
