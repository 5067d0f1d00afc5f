package io.cis.loader.fetch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/** A clock that stands still until a test, or a wait through {@link #sleeper()}, moves it: no test really sleeps. */
final class ManualClock extends Clock {

    private final AtomicReference<Instant> now;
    private final List<Duration> waits = new CopyOnWriteArrayList<>();

    ManualClock(Instant start) {
        this.now = new AtomicReference<>(start);
    }

    void advance(Duration duration) {
        now.updateAndGet(instant -> instant.plus(duration));
    }

    /** Waits by moving the clock, and notes each wait. */
    Sleeper sleeper() {
        return duration -> {
            waits.add(duration);
            advance(duration);
        };
    }

    List<Duration> waits() {
        return List.copyOf(waits);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now.get();
    }
}
