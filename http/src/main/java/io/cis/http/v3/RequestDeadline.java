package io.cis.http.v3;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The server-side deadline of one v3 request: a time budget counted from when the route started. Routes check it
 * between units of work (each batch item, and once more before answering), so a request past its deadline stops at
 * the next check with {@code TIMEOUT} rather than running on; a budget of zero times out at the first check.
 */
public final class RequestDeadline {

    private final Duration budget;
    private final LongSupplier nanoClock;
    private final long start;

    RequestDeadline(Duration budget, LongSupplier nanoClock) {
        this.budget = budget;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
    }

    /** A deadline {@code budget} from now. */
    public static RequestDeadline startingNow(Duration budget) {
        return new RequestDeadline(budget, System::nanoTime);
    }

    public boolean expired() {
        return nanoClock.getAsLong() - start >= budget.toNanos();
    }

    /** Throws {@code TIMEOUT} once the budget is spent. */
    public void check() {
        if (expired()) {
            throw new V3Exception(V3ErrorCode.TIMEOUT, "the request exceeded the server-side deadline of "
                    + budget.toMillis() + " ms");
        }
    }
}
