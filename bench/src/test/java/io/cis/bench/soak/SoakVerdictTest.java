package io.cis.bench.soak;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.bench.measure.RssSample;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SoakVerdictTest {

    private static final Duration WARMUP = Duration.ofSeconds(60);

    @Test
    void zeroErrorsAndAFlatCurvePass() {
        SoakVerdict verdict = SoakVerdict.judge(0, curve(420, 610, 640, 652, 648, 660, 655), WARMUP, 10);

        assertThat(verdict.pass()).isTrue();
        assertThat(verdict.reasons()).isEmpty();
        assertThat(verdict.afterWarmup()).contains(new RssSample(60, mib(640)));
        assertThat(verdict.maxDeviationPercent()).isCloseTo(3.125, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void growthBeforeTheEndOfWarmUpIsNotJudged() {
        // From 420 to 640 MB while the JVM warms up: more than 10 %, but before the value the curve is judged against.
        assertThat(SoakVerdict.judge(0, curve(420, 530, 640, 645), WARMUP, 10).pass()).isTrue();
    }

    @Test
    void growthPastTenPercentAfterWarmUpFails() {
        SoakVerdict verdict = SoakVerdict.judge(0, curve(420, 610, 640, 660, 690, 705), WARMUP, 10);

        assertThat(verdict.pass()).isFalse();
        assertThat(verdict.maxDeviationPercent()).isGreaterThan(10);
        assertThat(verdict.reasons()).singleElement().asString().contains("resident memory moved 10.2%");
    }

    @Test
    void aDropPastTenPercentFailsToo() {
        assertThat(SoakVerdict.judge(0, curve(420, 610, 640, 570), WARMUP, 10).pass()).isFalse();
    }

    @Test
    void exactlyTenPercentStillPasses() {
        assertThat(SoakVerdict.judge(0, curve(420, 610, 640, 704), WARMUP, 10).pass()).isTrue();
    }

    @Test
    void anyErrorFailsWhateverTheMemory() {
        SoakVerdict verdict = SoakVerdict.judge(3, curve(420, 610, 640, 641), WARMUP, 10);

        assertThat(verdict.pass()).isFalse();
        assertThat(verdict.reasons()).containsExactly("3 errors (limit 0)");
    }

    @Test
    void aRunWithoutASampleAfterWarmUpFails() {
        SoakVerdict verdict = SoakVerdict.judge(0, curve(420, 610), WARMUP, 10);

        assertThat(verdict.pass()).isFalse();
        assertThat(verdict.afterWarmup()).isEmpty();
    }

    /** Resident memory in MiB sampled every 30 s from the start. */
    private static List<RssSample> curve(long... mib) {
        return java.util.stream.IntStream.range(0, mib.length).mapToObj(i -> new RssSample(i * 30.0, mib(mib[i]))).toList();
    }

    private static long mib(long mib) {
        return mib * 1024;
    }
}
