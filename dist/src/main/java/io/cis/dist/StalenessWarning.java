package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.DataDates;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.Staleness;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Warns in the log, once per snapshot, when the data of the snapshot serving has grown older than the maximum age,
 * naming the feed it is measured from.
 */
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
        SnapshotIdentity identity = engine.identity();
        String message = staleness(identity.dataDates(), identity.createdAt(), clock.instant(), maxAge);
        if (message != null && !identity.createdAt().equals(warnedFor.getAndSet(identity.createdAt()))) {
            LOG.warn("snapshot {} {}; it keeps serving: carry in a newer one", engine.snapshotDirectory(), message);
        }
    }

    /**
     * "feed epss data dated T is N days old, past the maximum age of M" (or, when no tracked feed is dated, the same of
     * "created_at T"), or null while fresh.
     */
    static String staleness(DataDates dates, String createdAt, Instant now, Duration maxAge) {
        Staleness staleness = dates.at(now, maxAge);
        if (staleness.since().isEmpty()) {
            return "created_at '" + createdAt + "' is not a time and no tracked feed states a data date, so its age "
                    + "is unknown";
        }
        if (!staleness.stale()) {
            return null;
        }
        return staleness.measuredFrom(createdAt) + " is " + staleness.age().toDays() + " days old, past the maximum "
                + "age of " + DurationConverter.format(maxAge);
    }
}
