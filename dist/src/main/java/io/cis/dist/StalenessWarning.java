package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Warns in the log, once per snapshot, when the snapshot serving has grown older than the maximum age. */
final class StalenessWarning {

    private static final Logger LOG = LoggerFactory.getLogger(StalenessWarning.class);

    private final EngineSwitch engines;
    private final Clock clock;
    private final Duration maxAge;
    private final AtomicReference<String> warnedFor = new AtomicReference<>();

    StalenessWarning(EngineSwitch engines, Clock clock, Duration maxAge) {
        this.engines = engines;
        this.clock = clock;
        this.maxAge = maxAge;
    }

    void check() {
        if (engines.currentIfOpen().isEmpty()) {
            return;
        }
        Engine engine = engines.current();
        String createdAt = engine.identity().createdAt();
        String message = staleness(createdAt, clock.instant(), maxAge);
        if (message != null && !createdAt.equals(warnedFor.getAndSet(createdAt))) {
            LOG.warn("snapshot {} {}; it keeps serving: carry in a newer one", engine.snapshotDirectory(), message);
        }
    }

    /** "created_at X is N days old, past the maximum age of M", or null while fresh. */
    static String staleness(String createdAt, Instant now, Duration maxAge) {
        Duration age;
        try {
            age = Duration.between(Instant.parse(createdAt), now);
        } catch (DateTimeParseException e) {
            return "created_at '" + createdAt + "' is not a time, so its age is unknown";
        }
        if (age.compareTo(maxAge) <= 0) {
            return null;
        }
        return "created_at " + createdAt + " is " + age.toDays() + " days old, past the maximum age of "
                + DurationConverter.format(maxAge);
    }
}
