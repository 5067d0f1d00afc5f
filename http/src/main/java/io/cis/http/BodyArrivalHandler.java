package io.cis.http;

import java.util.function.Predicate;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;

/**
 * Hands a request that declares a body to the application only once its first body bytes have arrived, or the idle
 * timeout has failed the wait. The routes read bodies with blocking IO, so without this a client that sends headers
 * and then nothing would hold a worker thread for the whole idle timeout, and enough of them would hold them all.
 */
final class BodyArrivalHandler extends Handler.Wrapper {

    private final Predicate<Request> refusedFromHead;

    /** {@code refusedFromHead}: requests answered before their body is read, handed over at once (no 100 Continue). */
    BodyArrivalHandler(Predicate<Request> refusedFromHead) {
        this.refusedFromHead = refusedFromHead;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        if (next == null) {
            return false;
        }
        if (!declaresBody(request) || refusedFromHead.test(request)) {
            return next.handle(request, response, callback);
        }
        // Demanding also sends "100 Continue" to a client that asked for it. The callback only schedules the work: a
        // blocking read inside a demand callback would wait on itself.
        request.demand(Invocable.from(Invocable.InvocationType.NON_BLOCKING,
                () -> request.getContext().execute(() -> dispatch(next, request, response, callback))));
        return true;
    }

    private static boolean declaresBody(Request request) {
        long length = request.getLength();
        return length > 0 || length < 0 && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    private static void dispatch(Handler next, Request request, Response response, Callback callback) {
        try {
            if (!next.handle(request, response, callback)) {
                Response.writeError(request, response, callback, HttpStatus.NOT_FOUND_404);
            }
        } catch (Throwable failure) {
            Response.writeError(request, response, callback, failure);
        }
    }
}
