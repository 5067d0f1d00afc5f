package io.cis.http;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The system clock until a test sets it to a moment of its choosing (and back, with {@link #reset()}). */
final class SettableClock extends Clock {

    private volatile Instant fixed;

    void set(Instant instant) {
        fixed = instant;
    }

    void reset() {
        fixed = null;
    }

    @Override
    public Instant instant() {
        Instant now = fixed;
        return now != null ? now : Instant.now();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the server reads instants only");
    }
}
