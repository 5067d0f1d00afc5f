package io.cis.http;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineLease;
import io.cis.engine.live.NoSnapshotException;
import io.cis.engine.live.EngineSwitch;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What one request holds while it is answered, on the thread that answers it: a lease on the engine that was current
 * when it began (so a snapshot switch never changes the data under it) and its deadline. Routes read the engine
 * through {@link #get()}; batch routes answer through {@link #answerEach}, which honours the deadline between items.
 */
public final class RequestScope implements Supplier<Engine>, AutoCloseable {

    private final EngineSwitch engines;
    private final Duration deadline;
    private final BatchAdmission admission;
    private final BatchWorkers workers;
    private final ThreadLocal<State> state = new ThreadLocal<>();
    /** Set when the server stops past its shutdown timeout: every deadline has then passed. */
    private volatile boolean expired;

    public RequestScope(EngineSwitch engines, Duration deadline, BatchAdmission admission) {
        this(engines, deadline, admission, BatchWorkers.forCores());
    }

    RequestScope(EngineSwitch engines, Duration deadline, BatchAdmission admission, BatchWorkers workers) {
        this.engines = engines;
        this.deadline = deadline;
        this.admission = admission;
        this.workers = workers;
    }

    /** The request's lease and deadline, and the batch items it was admitted for (0 until it answers a batch). */
    private static final class State {
        private final EngineLease lease;
        private final long deadlineNanos;
        private int admitted;

        State(EngineLease lease, long deadlineNanos) {
            this.lease = lease;
            this.deadlineNanos = deadlineNanos;
        }
    }

    /** Starts a request on this thread; its deadline counts from {@code arrivedNanos} ({@link System#nanoTime()}). */
    void begin(long arrivedNanos) {
        end();
        EngineLease lease;
        try {
            lease = engines.acquire();
        } catch (NoSnapshotException waiting) {
            // Operator routes still answer (healthz, readyz saying why); a route that needs the engine is refused.
            lease = null;
        }
        state.set(new State(lease, arrivedNanos + deadline.toNanos()));
    }

    /** Ends the request on this thread, returning its engine lease. */
    void end() {
        State current = state.get();
        if (current != null) {
            state.remove();
            admission.release(current.admitted);
            if (current.lease != null) {
                current.lease.close();
            }
        }
    }

    /** The engine answering this request (the current one outside a request). */
    @Override
    public Engine get() {
        State current = state.get();
        if (current != null && current.lease == null) {
            throw new NoSnapshotException();
        }
        return current != null ? current.lease.engine() : engines.current();
    }

    /** Throws {@link DeadlineExceededException} when the request's deadline has passed. */
    public void checkDeadline() {
        State current = state.get();
        if (current != null && (expired || System.nanoTime() - current.deadlineNanos >= 0)) {
            throw new DeadlineExceededException(deadline);
        }
    }

    /**
     * Answers every item, checking the deadline before each one; the answers keep the items' order. The batch first
     * waits for admission (see {@link BatchAdmission}); the items stay admitted until the request ends, after its
     * answer is written. A large batch is shared with helper threads ({@link BatchWorkers}), which answer with this
     * request's engine lease and deadline.
     */
    public <Q, A> List<A> answerEach(List<Q> items, Function<Q, A> answer) {
        State current = state.get();
        if (current != null && current.admitted == 0) {
            current.admitted = admission.admit(items.size(), current.deadlineNanos, deadline);
        }
        return workers.answer(items, item -> {
            checkDeadline();
            return answer.apply(item);
        }, work -> () -> {
            state.set(current);
            try {
                work.run();
            } finally {
                state.remove();
            }
        });
    }

    /**
     * Makes every request's deadline pass now: a batch being answered stops at its next item, so that its thread and
     * engine lease are free within an item's time.
     */
    void expireAll() {
        expired = true;
    }

    /** Stops the helper threads; batches answered later use their request's thread alone. */
    @Override
    public void close() {
        workers.close();
    }
}
