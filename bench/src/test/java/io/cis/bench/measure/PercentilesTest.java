package io.cis.bench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void nearestRankOfOneToAHundredInAnyOrder() {
        List<Long> values = new ArrayList<>();
        for (long v = 1; v <= 100; v++) {
            values.add(v);
        }
        Collections.shuffle(values, new Random(7));

        Percentiles p = Percentiles.of(values.stream().mapToLong(Long::longValue).toArray());

        assertThat(p.count()).isEqualTo(100);
        assertThat(p.p50Micros()).isEqualTo(50);
        assertThat(p.p99Micros()).isEqualTo(99);
        assertThat(p.maxMicros()).isEqualTo(100);
    }

    @Test
    void ninetyNinthPercentileOfAThousandIsTheNineHundredNinetiethValue() {
        long[] values = new long[1000];
        for (int i = 0; i < values.length; i++) {
            values[i] = (values.length - i) * 10L;
        }

        assertThat(Percentiles.of(values).p99Micros()).isEqualTo(9900);
    }

    @Test
    void aFewValuesRoundTheRankUp() {
        assertThat(Percentiles.of(new long[] {300, 100}).p50Micros()).isEqualTo(100);
        assertThat(Percentiles.of(new long[] {300, 100}).p99Micros()).isEqualTo(300);
        assertThat(Percentiles.of(new long[] {100, 200, 300}).p50Micros()).isEqualTo(200);
    }

    @Test
    void oneValueIsEveryPercentile() {
        assertThat(Percentiles.of(new long[] {4711})).isEqualTo(new Percentiles(1, 4711, 4711, 4711));
    }

    @Test
    void noValuesGiveZeros() {
        assertThat(Percentiles.of(new long[0])).isEqualTo(Percentiles.NONE);
    }

    @Test
    void latenciesFromManyThreadsAreAllKept() throws InterruptedException {
        Latencies latencies = new Latencies();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int offset = t;
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 50_000; i++) {
                    latencies.add(i * 4L + offset);
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }

        Percentiles p = latencies.percentiles();

        assertThat(p.count()).isEqualTo(200_000);
        assertThat(p.maxMicros()).isEqualTo(199_999);
        assertThat(p.p50Micros()).isEqualTo(99_999);
    }
}
