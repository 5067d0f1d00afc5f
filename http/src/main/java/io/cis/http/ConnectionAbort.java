package io.cis.http;

import io.javalin.http.Context;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;

/**
 * Closes a request's connection at once, without ending its answer. Once part of an answer is sent, no error body can
 * follow it, and ending the answer cleanly would hand the client a truncated body that looks complete (with chunked
 * encoding, the final empty chunk; JSON cut between two items even parses). Closed this way, the answer ends before its
 * last chunk or its declared length, which every HTTP client reports as an error.
 */
final class ConnectionAbort {

    private ConnectionAbort() {
    }

    static void abort(Context ctx, Throwable cause) {
        ServletContextRequest request = ServletContextRequest.getServletContextRequest(ctx.req());
        if (request != null) {
            abort(request.getConnectionMetaData().getConnection().getEndPoint(), cause);
        }
    }

    static void abort(EndPoint endPoint, Throwable cause) {
        endPoint.close(cause);
    }
}
