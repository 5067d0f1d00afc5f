package io.cis.http.ops;

import io.cis.engine.Engine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** How long ago a snapshot was built, from its {@code created_at}. */
final class SnapshotAge {

    private SnapshotAge() {
    }

    static Duration of(Engine engine, Clock clock) {
        try {
            Duration age = Duration.between(Instant.parse(engine.identity().createdAt()), clock.instant());
            // Within the clock skew a verified snapshot may allow, a build a moment ahead is simply new.
            return age.isNegative() ? Duration.ZERO : age;
        } catch (DateTimeParseException e) {
            // A manifest whose created_at is not RFC 3339 counts as infinitely old: it is never fresh.
            return Duration.ofSeconds(Long.MAX_VALUE / 2);
        }
    }
}
