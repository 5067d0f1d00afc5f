package io.cis.bench.slow;

import io.cis.bench.measure.Failures;
import io.cis.bench.measure.Latencies;
import io.cis.bench.measure.Percentiles;
import io.cis.bench.serving.RequestSender;
import io.cis.bench.workload.WorkloadRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One ordinary client: sends its requests one after another, one every {@code every}, for a fixed time, and times each
 * from sending to the last byte of its answer. A single client, so that what is measured is how the server treats it,
 * not a queue of its own. A request not answered within the sender's timeout is given up (counted as failed, its
 * thread left behind), so that a server that answers nothing cannot keep the run from ending.
 */
final class TimedProbes {

    /** A lookup and a small batch, so that a request with a body is among the ones measured. */
    static final List<WorkloadRequest> REQUESTS = List.of(
            WorkloadRequest.get("/v2/licenses/details?id=MIT"),
            WorkloadRequest.post("/v2/licenses/components",
                    "{\"components\":[{\"purl\":\"pkg:npm/lodash@4.17.20\"},{\"purl\":\"pkg:maven/org.slf4j/log4j-over-slf4j@1.7.26\"}]}", 2));

    /** What one run of probes measured. */
    record Result(Percentiles latency, long failures, Map<String, Long> failuresByKind) {
    }

    private final RequestSender sender;
    private final Duration every;
    private final ExecutorService sending = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "timed-probe");
        thread.setDaemon(true);
        return thread;
    });

    TimedProbes(RequestSender sender, Duration every) {
        this.sender = sender;
        this.every = every;
    }

    Result run(Duration length) throws InterruptedException {
        Latencies latencies = new Latencies();
        Failures failures = new Failures();
        long end = System.nanoTime() + length.toNanos();
        long next = System.nanoTime();
        for (int i = 0; System.nanoTime() - end < 0; i++) {
            long started = System.nanoTime();
            Optional<String> failed = send(REQUESTS.get(i % REQUESTS.size()));
            long took = System.nanoTime() - started;
            failed.ifPresentOrElse(failures::add, () -> latencies.add(took / 1_000));
            next += every.toNanos();
            long wait = next - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } else {
                next = System.nanoTime();
            }
        }
        return new Result(latencies.percentiles(), failures.total(), failures.byKind());
    }

    private Optional<String> send(WorkloadRequest request) throws InterruptedException {
        Future<Optional<String>> sent = sending.submit(() -> sender.send(request));
        try {
            return sent.get(sender.timeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            sent.cancel(true);
            return Optional.of("no answer within " + sender.timeout().toSeconds() + " s");
        } catch (ExecutionException e) {
            return Optional.of(e.getCause().getClass().getSimpleName());
        }
    }
}
