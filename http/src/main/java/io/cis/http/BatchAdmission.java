package io.cis.http;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Bounds how many batch items the server answers at once. A batch's answer is built in memory before it is sent, so
 * at the reference size one batch of 5,000 vulnerability-heavy items needs a few hundred MB of heap while it is
 * answered; unbounded, sixteen of them at once ran a 512 MiB heap out of memory. Batches beyond the budget wait,
 * fairly, until earlier ones finish or their own deadline passes. On two cores waiting costs no throughput: answering
 * is CPU-bound either way.
 */
public final class BatchAdmission {

    private final int budget;
    private final Semaphore items;

    /** @param budget items answered at once; a larger batch (never more than the batch limit) takes the whole budget */
    public BatchAdmission(int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("the batch item budget must be positive");
        }
        this.budget = budget;
        this.items = new Semaphore(budget, true);
    }

    /**
     * Waits until {@code count} items may be answered, at most until {@code deadlineNanos} ({@link System#nanoTime()});
     * returns the permits taken, to hand back to {@link #release}.
     *
     * @throws DeadlineExceededException when the deadline passes first
     */
    int admit(int count, long deadlineNanos, java.time.Duration deadline) {
        int permits = Math.max(1, Math.min(count, budget));
        try {
            if (!items.tryAcquire(permits, Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                throw new DeadlineExceededException(deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeadlineExceededException(deadline);
        }
        return permits;
    }

    void release(int permits) {
        items.release(permits);
    }

    /** Items that could be admitted now, for tests and monitoring. */
    public int available() {
        return items.availablePermits();
    }
}
