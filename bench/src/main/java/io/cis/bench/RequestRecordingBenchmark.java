package io.cis.bench;

import io.cis.http.RequestIds;
import io.cis.http.ops.ServiceMetrics;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the server adds to every request beside its answer, one piece at a time: recording it in the request metrics
 * (a timer with a histogram, found by route, method and status), and choosing its {@code x-request-id} when the
 * client sent none, now and as it was chosen before ({@link UUID#randomUUID()}, from the shared SecureRandom).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RequestRecordingBenchmark {

    private final ServiceMetrics metrics = new ServiceMetrics();
    private final Duration took = Duration.ofMillis(2);

    @Benchmark
    public void recordInMetrics() {
        metrics.request("POST", "/v2/licenses/echo", 200, took);
    }

    @Benchmark
    public String newRequestId() {
        return RequestIds.choose(null);
    }

    @Benchmark
    public String newRequestIdFromSecureRandom() {
        return UUID.randomUUID().toString();
    }

    @TearDown
    public void close() {
        metrics.close();
    }
}
