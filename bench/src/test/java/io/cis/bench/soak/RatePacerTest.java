package io.cis.bench.soak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RatePacerTest {

    @Test
    void requestsFallDueEvenlyFromTheStart() {
        RatePacer pacer = new RatePacer(4_000);

        assertThat(pacer.dueNanos(0)).isZero();
        assertThat(pacer.dueNanos(1)).isEqualTo(250_000);
        assertThat(pacer.dueNanos(4_000)).isEqualTo(1_000_000_000L);
        assertThat(pacer.arrivalsWithin(Duration.ofSeconds(600))).isEqualTo(2_400_000);
    }

    @Test
    void aRateThatIsNotWholeKeepsItsFraction() {
        RatePacer pacer = new RatePacer(2.5);

        assertThat(pacer.dueNanos(1)).isEqualTo(400_000_000L);
        assertThat(pacer.dueNanos(5)).isEqualTo(2_000_000_000L);
        // Due at 0, 0.4 and 0.8 s: three requests in the first second.
        assertThat(pacer.arrivalsWithin(Duration.ofSeconds(1))).isEqualTo(3);
        assertThat(pacer.arrivalsWithin(Duration.ofSeconds(2))).isEqualTo(5);
    }

    @Test
    void eightyPercentOfAMeasuredMaximumOverTenMinutes() {
        RatePacer pacer = new RatePacer(0.8 * 3_217.4);

        assertThat(pacer.perSecond()).isEqualTo(2_573.92);
        assertThat(pacer.arrivalsWithin(Duration.ofMinutes(10))).isEqualTo(1_544_352);
        assertThat(pacer.dueNanos(1_544_352)).isGreaterThanOrEqualTo(Duration.ofMinutes(10).toNanos());
        assertThat(pacer.dueNanos(1_544_351)).isLessThan(Duration.ofMinutes(10).toNanos());
    }

    @Test
    void refusesARateThatIsNotPositive() {
        assertThatThrownBy(() -> new RatePacer(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RatePacer(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
