package io.cis.http;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.server.Handler;

/**
 * The requests in flight (counted by an {@link InFlightHandler} around everything else, until their last byte is out)
 * and whether the server is draining them to stop, which readiness reports.
 */
final class Drain {

    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicBoolean draining = new AtomicBoolean();

    /** {@code inner} with every request it handles counted in flight. */
    Handler counting(Handler inner) {
        return new InFlightHandler(inFlight, inner);
    }

    boolean draining() {
        return draining.get();
    }

    int inFlight() {
        return inFlight.get();
    }

    /** Marks the server draining: readiness says so from now on. */
    void begin() {
        draining.set(true);
    }

    /** Waits until no request is in flight or {@code stopByNanos} ({@link System#nanoTime()}) passes; returns those left. */
    int awaitIdle(long stopByNanos) {
        while (inFlight.get() > 0 && System.nanoTime() - stopByNanos < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return inFlight.get();
    }
}
