package io.cis.engine.snapshot;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * How old a snapshot's data is at one moment, against a maximum age.
 *
 * @param feed   the tracked feed whose data date the age is measured from; empty when it is measured from the build
 *               time, because no tracked feed is dated
 * @param since  the time measured from; empty when neither a feed nor {@code created_at} gives one, and then the data
 *               counts as infinitely old
 * @param age    from {@code since} to now; zero for a date ahead of the clock
 * @param maxAge the age past which the data is stale
 */
public record Staleness(Optional<FeedDataDate> feed, Optional<Instant> since, Duration age, Duration maxAge) {

    /** The age of data whose date is unknown: never fresh, and still printable as seconds. */
    static final Duration UNKNOWN_AGE = Duration.ofSeconds(Long.MAX_VALUE / 2);

    public boolean stale() {
        return age.compareTo(maxAge) > 0;
    }

    /**
     * What the age is measured from, for messages: "feed epss data dated 2025-08-15T00:00:00Z", or "created_at
     * 2026-11-20T03:04:05Z (no tracked feed states a data date)".
     */
    public String measuredFrom(String createdAt) {
        if (feed.isPresent()) {
            return "feed " + feed.get().feed() + " data dated " + feed.get().date();
        }
        return "created_at " + createdAt + " (no tracked feed states a data date)";
    }
}
