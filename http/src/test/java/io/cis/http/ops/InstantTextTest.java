package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The access log's times read exactly as {@link Instant#toString()} writes them. */
class InstantTextTest {

    @Test
    void everyPrecisionOfTheFractionIsWrittenAsInstantWritesIt() {
        InstantText text = new InstantText();
        long second = Instant.parse("2026-11-25T05:50:47Z").getEpochSecond();
        for (int nanos : new int[] {0, 1, 9, 10, 999, 1_000, 1_001, 120_000, 123_456_000, 5_000_000, 100_000_000,
                999_999_999, 7, 70, 700_000_000}) {
            Instant time = Instant.ofEpochSecond(second, nanos);
            assertThat(text.format(time)).as("%d ns", nanos).isEqualTo(time.toString());
        }
    }

    @Test
    void timesAcrossSecondsDaysAndYearsAreWrittenAsInstantWritesThem() {
        InstantText text = new InstantText();
        SplittableRandom random = new SplittableRandom(20261125);
        long start = Instant.parse("1999-12-31T23:59:58Z").getEpochSecond();
        long now = start;
        for (int i = 0; i < 20_000; i++) {
            // Mostly within the same second, now and then a jump of up to a few years, as a log's times go.
            now += random.nextInt(8) == 0 ? random.nextLong(100_000_000L) : random.nextInt(2);
            int precision = random.nextInt(4);
            int nanos = switch (precision) {
                case 0 -> 0;
                case 1 -> random.nextInt(1_000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            Instant time = Instant.ofEpochSecond(now, nanos);
            assertThat(text.format(time)).isEqualTo(time.toString());
        }
        Instant farAhead = Instant.parse("+12026-01-01T00:00:00.5Z");
        assertThat(text.format(farAhead)).isEqualTo(farAhead.toString());
    }
}
