package io.cis.bench.serving;

import io.cis.bench.measure.Failures;
import io.cis.bench.measure.Latencies;
import io.cis.bench.measure.MemorySampler;
import io.cis.bench.measure.ProcessMemory;
import io.cis.bench.workload.WorkloadRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * Runs one scenario closed-loop: N workers each send the next request of the rotation as soon as the previous one is
 * answered, first for a warm-up that is not counted, then for the measured time.
 */
public final class ScenarioRunner {

    private static final Duration MEMORY_INTERVAL = Duration.ofMillis(500);

    private final RequestSender sender;
    private final ProcessMemory server;

    public ScenarioRunner(RequestSender sender, ProcessMemory server) {
        this.sender = sender;
        this.server = server;
    }

    public CellResult run(Scenario scenario, int concurrency, Duration warmup, Duration measured) throws InterruptedException {
        AtomicLong next = new AtomicLong();
        LongAdder requests = new LongAdder();
        LongAdder components = new LongAdder();
        Latencies latencies = new Latencies();
        Failures failures = new Failures();
        long measureFrom = System.nanoTime() + warmup.toNanos();
        long end = measureFrom + measured.toNanos();
        List<Thread> workers = new ArrayList<>();
        try (MemorySampler memory = MemorySampler.start(server, MEMORY_INTERVAL)) {
            for (int w = 0; w < concurrency; w++) {
                Thread worker = new Thread(() -> {
                    long sent;
                    while ((sent = System.nanoTime()) < end) {
                        WorkloadRequest request = scenario.request(next.getAndIncrement());
                        Optional<String> failure = sender.send(request);
                        long micros = (System.nanoTime() - sent) / 1_000;
                        if (sent >= measureFrom) {
                            requests.increment();
                            components.add(request.components());
                            latencies.add(micros);
                            failure.ifPresent(failures::add);
                        }
                    }
                }, "load-" + scenario.name() + "-" + w);
                worker.setDaemon(true);
                workers.add(worker);
                worker.start();
            }
            long giveUp = end + sender.timeout().toNanos();
            for (Thread worker : workers) {
                worker.join(Math.max(1, (giveUp - System.nanoTime()) / 1_000_000));
                if (worker.isAlive()) {
                    failures.add("no answer within the " + sender.timeout().toSeconds() + " s timeout");
                }
            }
            double seconds = (System.nanoTime() - measureFrom) / 1e9;
            long rssMax = memory.maxRssKib();
            return new CellResult(scenario, concurrency, requests.sum(), components.sum(), seconds,
                    latencies.percentiles(), failures.byKind(), rssMax, server.read().peakKib());
        }
    }
}
