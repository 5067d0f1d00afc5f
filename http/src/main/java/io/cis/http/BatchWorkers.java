package io.cis.http;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Answers the items of one batch on the request's thread together with a few helper threads, so that a large batch
 * uses every core when the server has cores to spare. While more batches are being answered than there are helpers,
 * each request's thread answers its own items alone: the cores are busy anyway, and sharing then only cost
 * throughput. Items are taken in chunks and answered in order within each; the answers keep the items' order.
 */
final class BatchWorkers implements AutoCloseable {

    /** Items per chunk: enough that handing one over costs nothing next to answering it, few enough to share well. */
    static final int CHUNK = 32;

    private final int helperCount;
    private final ExecutorService helpers;
    private final AtomicInteger answering = new AtomicInteger();

    /** With {@code helperCount} helper threads (daemons); none answers every batch on its request's thread alone. */
    BatchWorkers(int helperCount) {
        if (helperCount < 0) {
            throw new IllegalArgumentException("helper count must not be negative, was " + helperCount);
        }
        this.helperCount = helperCount;
        AtomicInteger named = new AtomicInteger();
        this.helpers = helperCount == 0 ? null : Executors.newFixedThreadPool(helperCount, task -> {
            Thread thread = new Thread(task, "cis-batch-helper-" + named.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** One helper per core beyond the first. */
    static BatchWorkers forCores() {
        return new BatchWorkers(Math.max(0, Runtime.getRuntime().availableProcessors() - 1));
    }

    /**
     * Every item's answer, in the items' order. {@code answer} carries whatever it needs (the request's engine and
     * deadline): helper threads hold nothing of their own. The first failure of any item is thrown once every chunk
     * already begun has ended; no chunk begins after a failure.
     */
    <Q, A> List<A> answer(List<Q> items, Function<Q, A> answer) {
        int chunks = (items.size() + CHUNK - 1) / CHUNK;
        int batches = answering.incrementAndGet();
        try {
            if (helpers == null || chunks < 2 || batches > helperCount) {
                List<A> answers = new ArrayList<>(items.size());
                for (Q item : items) {
                    answers.add(answer.apply(item));
                }
                return answers;
            }
            return shared(items, answer, chunks);
        } finally {
            answering.decrementAndGet();
        }
    }

    private <Q, A> List<A> shared(List<Q> items, Function<Q, A> answer, int chunks) {
        Object[] answers = new Object[items.size()];
        AtomicInteger next = new AtomicInteger();
        CountDownLatch ended = new CountDownLatch(chunks);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable work = () -> {
            for (int chunk = next.getAndIncrement(); chunk < chunks; chunk = next.getAndIncrement()) {
                try {
                    if (failure.get() == null) {
                        int end = Math.min(items.size(), (chunk + 1) * CHUNK);
                        for (int i = chunk * CHUNK; i < end; i++) {
                            answers[i] = answer.apply(items.get(i));
                        }
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                } finally {
                    ended.countDown();
                }
            }
        };
        for (int h = 0; h < Math.min(helperCount, chunks - 1); h++) {
            try {
                helpers.execute(work);
            } catch (RejectedExecutionException e) {
                break; // closing: this thread answers the rest
            }
        }
        work.run();
        awaitUninterruptibly(ended);
        Throwable failed = failure.get();
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
        @SuppressWarnings("unchecked")
        List<A> ordered = (List<A>) Arrays.asList(answers);
        return ordered;
    }

    /** The chunks begun by helpers end within one chunk's time; the request's answer cannot do without them. */
    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (helpers != null) {
            helpers.shutdown();
        }
    }
}
