package io.cis.http;

import io.cis.engine.live.EngineSwitch;
import io.cis.engine.live.NoSnapshotException;
import io.javalin.http.Context;
import java.time.Duration;

/**
 * Opens each request's {@link RequestScope}: leases the engine current at that moment and counts the deadline from the
 * arrival of the request's head. Holds what the scopes share: the batch admission, the helper threads, and whether the
 * server stopped past its shutdown timeout (every deadline has then passed).
 */
public final class RequestScopes implements AutoCloseable {

    private final EngineSwitch engines;
    private final Duration deadline;
    private final BatchAdmission admission;
    private final BatchWorkers workers;
    private volatile boolean expired;

    public RequestScopes(EngineSwitch engines, Duration deadline, BatchAdmission admission) {
        this(engines, deadline, admission, BatchWorkers.forCores());
    }

    RequestScopes(EngineSwitch engines, Duration deadline, BatchAdmission admission, BatchWorkers workers) {
        this.engines = engines;
        this.deadline = deadline;
        this.admission = admission;
        this.workers = workers;
    }

    /**
     * The scope of the request {@code ctx}; its deadline counts from the arrival of the head, so receiving the body is
     * part of it.
     *
     * @throws NoSnapshotException when no snapshot is open yet (answered 503)
     */
    public RequestScope open(Context ctx) {
        Long arrived = ctx.attribute(BodyLoadingHandler.ARRIVED);
        long from = arrived != null ? arrived : System.nanoTime();
        return new RequestScope(this, engines.acquire(), from + deadline.toNanos());
    }

    void checkDeadline(long deadlineNanos) {
        if (expired || System.nanoTime() - deadlineNanos >= 0) {
            throw new DeadlineExceededException(deadline);
        }
    }

    int admit(int items, long deadlineNanos) {
        return admission.admit(items, deadlineNanos, deadline);
    }

    void release(int admitted) {
        admission.release(admitted);
    }

    BatchWorkers workers() {
        return workers;
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
