package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** NVD's published rate, kept by waiting exactly as long as the oldest request of the window needs to leave it. */
class RollingWindowLimitTest {

    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    @Test
    void theSixthRequestInThirtySecondsWaitsUntilTheFirstHasLeftTheWindow() throws InterruptedException {
        ManualClock clock = new ManualClock(START);
        RollingWindowLimit limit = new RollingWindowLimit(5, Duration.ofSeconds(30), clock, clock.sleeper());
        List<Instant> sent = new ArrayList<>();

        for (int i = 0; i < 12; i++) {
            limit.await();
            sent.add(clock.instant());
        }

        assertThat(clock.waits()).containsExactly(Duration.ofSeconds(30), Duration.ofSeconds(30));
        assertThat(sent).filteredOn(START::equals).hasSize(5);
        assertThat(sent).filteredOn(START.plusSeconds(30)::equals).hasSize(5);
        assertThat(sent).filteredOn(START.plusSeconds(60)::equals).hasSize(2);
    }

    @Test
    void requestsSpreadOutByTheCallerNeverWait() throws InterruptedException {
        ManualClock clock = new ManualClock(START);
        RollingWindowLimit limit = new RollingWindowLimit(5, Duration.ofSeconds(30), clock, clock.sleeper());

        for (int i = 0; i < 20; i++) {
            limit.await();
            clock.advance(Duration.ofSeconds(6));
        }

        assertThat(clock.waits()).isEmpty();
    }

    @Test
    void aWaitIsOnlyAsLongAsTheOldestRequestStillNeeds() throws InterruptedException {
        ManualClock clock = new ManualClock(START);
        RollingWindowLimit limit = new RollingWindowLimit(5, Duration.ofSeconds(30), clock, clock.sleeper());
        for (int i = 0; i < 5; i++) {
            limit.await();
            clock.advance(Duration.ofSeconds(2));
        }

        limit.await();

        assertThat(clock.waits()).containsExactly(Duration.ofSeconds(20));
    }

    @Test
    void aSleeperThatLetsNoTimePassStillSeesEveryWaitTheLimitAsksFor() throws InterruptedException {
        ManualClock clock = new ManualClock(START);
        List<Duration> asked = new ArrayList<>();
        RollingWindowLimit limit = new RollingWindowLimit(5, Duration.ofSeconds(30), clock, asked::add);

        for (int i = 0; i < 11; i++) {
            limit.await();
        }

        assertThat(asked).containsExactly(Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(30),
                Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(60));
    }

    @Test
    void aLimitNeedsAtLeastOneRequestInAPositiveWindow() {
        ManualClock clock = new ManualClock(START);
        assertThatThrownBy(() -> new RollingWindowLimit(0, Duration.ofSeconds(30), clock, clock.sleeper()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RollingWindowLimit(5, Duration.ZERO, clock, clock.sleeper()))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
