package io.cis.bench.measure;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Samples a process's resident memory at a fixed interval from when it is started until it is closed. */
public final class MemorySampler implements AutoCloseable {

    private final ProcessMemory memory;
    private final List<RssSample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer;
    private final long startNanos;

    private MemorySampler(ProcessMemory memory, Duration interval) {
        this.memory = memory;
        this.startNanos = System.nanoTime();
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "rss-sampler");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleAtFixedRate(this::sample, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    public static MemorySampler start(ProcessMemory memory, Duration interval) {
        return new MemorySampler(memory, interval);
    }

    private void sample() {
        if (!memory.measured()) {
            return;
        }
        RssSample sample = new RssSample((System.nanoTime() - startNanos) / 1e9, memory.read().rssKib());
        synchronized (samples) {
            samples.add(sample);
        }
    }

    public List<RssSample> samples() {
        synchronized (samples) {
            return List.copyOf(samples);
        }
    }

    /** The largest resident memory sampled, in KiB (0 when nothing was sampled). */
    public long maxRssKib() {
        return samples().stream().mapToLong(RssSample::rssKib).max().orElse(0);
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sample();
    }
}
