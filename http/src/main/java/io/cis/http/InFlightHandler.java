package io.cis.http;

import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Counts requests from arrival until Jetty reports their response complete (the request's callback), around
 * everything else, so that a draining shutdown waits for the last byte rather than for the handler's return. The
 * count ends on the callback rather than on a forced flush: a flush before the handler returned commits the headers
 * before the body's length is known, which turned every answer into a chunked one.
 */
final class InFlightHandler extends Handler.Wrapper {

    private final AtomicInteger inFlight;

    InFlightHandler(AtomicInteger inFlight, Handler inner) {
        super(inner);
        this.inFlight = inFlight;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        if (next == null) {
            return false;
        }
        inFlight.incrementAndGet();
        boolean handled = false;
        try {
            handled = next.handle(request, response, new Callback.Nested(callback) {
                @Override
                public void succeeded() {
                    try {
                        super.succeeded();
                    } finally {
                        inFlight.decrementAndGet();
                    }
                }

                @Override
                public void failed(Throwable failure) {
                    try {
                        super.failed(failure);
                    } finally {
                        inFlight.decrementAndGet();
                    }
                }
            });
            return handled;
        } finally {
            if (!handled) {
                // Not taken (or thrown before it was): the callback will never be called for it here.
                inFlight.decrementAndGet();
            }
        }
    }
}
