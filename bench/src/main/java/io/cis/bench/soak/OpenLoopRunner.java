package io.cis.bench.soak;

import io.cis.bench.measure.Failures;
import io.cis.bench.measure.Latencies;
import io.cis.bench.serving.RequestSender;
import io.cis.bench.serving.Scenario;
import io.cis.bench.workload.WorkloadRequest;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * Sends a scenario's rotation open-loop: requests fall due at a fixed rate ({@link RatePacer}) and go out on a pool of
 * at most {@code maxInFlight} senders. A request that falls due while all of them are busy is not sent and counts as
 * a failure: the server fell behind the rate. Latency is measured from when a request fell due, so a queue in the
 * client shows in it instead of hiding.
 */
public final class OpenLoopRunner {

    private final RequestSender sender;
    private final int maxInFlight;

    public OpenLoopRunner(RequestSender sender, int maxInFlight) {
        this.sender = sender;
        this.maxInFlight = maxInFlight;
    }

    public OpenLoopResult run(Scenario scenario, RatePacer pacer, Duration duration) throws InterruptedException {
        ExecutorService senders = Executors.newFixedThreadPool(maxInFlight, r -> {
            Thread thread = new Thread(r, "open-loop-sender");
            thread.setDaemon(true);
            return thread;
        });
        Semaphore slots = new Semaphore(maxInFlight);
        Latencies latencies = new Latencies();
        Failures failures = new Failures();
        LongAdder completed = new LongAdder();
        long due = pacer.arrivalsWithin(duration);
        long start = System.nanoTime();
        for (long n = 0; n < due; n++) {
            long dueAt = start + pacer.dueNanos(n);
            long wait;
            while ((wait = dueAt - System.nanoTime()) > 0) {
                LockSupport.parkNanos(wait);
            }
            if (!slots.tryAcquire()) {
                failures.add("not sent: all " + maxInFlight + " senders busy");
                continue;
            }
            WorkloadRequest request = scenario.request(n);
            senders.execute(() -> {
                try {
                    sender.send(request).ifPresent(failures::add);
                    latencies.add((System.nanoTime() - dueAt) / 1_000);
                    completed.increment();
                } finally {
                    slots.release();
                }
            });
        }
        senders.shutdown();
        if (!senders.awaitTermination(sender.timeout().toSeconds() + 30, TimeUnit.SECONDS)) {
            for (int stuck = maxInFlight - slots.availablePermits(); stuck > 0; stuck--) {
                failures.add("no answer within the " + sender.timeout().toSeconds() + " s timeout");
            }
            senders.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new OpenLoopResult(due, completed.sum(), seconds, latencies.percentiles(), failures.byKind());
    }
}
