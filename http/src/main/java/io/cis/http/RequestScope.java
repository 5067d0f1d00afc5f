package io.cis.http;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineLease;
import java.util.List;
import java.util.function.BiFunction;

/**
 * What one request holds while a route answers it: a lease on the engine that was current when the route opened it
 * (so a snapshot switch never changes the data under it) and its deadline. A route opens it with
 * {@link RequestScopes#open} once it has read its input, passes {@link #engine()} to what it asks, and closes it after
 * its answer is written (try-with-resources), which returns the lease and the batch items it was admitted for.
 */
public final class RequestScope implements AutoCloseable {

    private final RequestScopes scopes;
    private final EngineLease lease;
    private final long deadlineNanos;
    private int admitted;

    RequestScope(RequestScopes scopes, EngineLease lease, long deadlineNanos) {
        this.scopes = scopes;
        this.lease = lease;
        this.deadlineNanos = deadlineNanos;
    }

    /** The engine answering this request, the same for its whole life. */
    public Engine engine() {
        return lease.engine();
    }

    /** Throws {@link DeadlineExceededException} when the request's deadline has passed. */
    public void checkDeadline() {
        scopes.checkDeadline(deadlineNanos);
    }

    /**
     * Answers every item with this request's engine, checking the deadline before each one; the answers keep the
     * items' order. The batch first waits for admission (see {@link BatchAdmission}); the items stay admitted until the
     * scope closes, after the answer is written. A large batch is shared with helper threads ({@link BatchWorkers}),
     * which are handed the engine with each item.
     */
    public <Q, A> List<A> answerEach(List<Q> items, BiFunction<Engine, Q, A> answer) {
        if (admitted == 0) {
            admitted = scopes.admit(items.size(), deadlineNanos);
        }
        Engine engine = engine();
        return scopes.workers().answer(items, item -> {
            checkDeadline();
            return answer.apply(engine, item);
        });
    }

    @Override
    public void close() {
        scopes.release(admitted);
        admitted = 0;
        lease.close();
    }
}
