package io.cis.http;

import io.cis.engine.live.NoSnapshotException;
import io.cis.engine.snapshot.SnapshotUnreadableException;
import io.cis.http.errors.ErrorAnswer;
import io.cis.http.errors.ErrorContract;
import io.cis.http.errors.ErrorContracts;
import io.cis.http.ops.EscapedFailure;
import io.cis.http.ops.LogText;
import io.cis.http.v2.V2Exception;
import io.cis.http.v3.V3Exception;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.router.EndpointNotFound;
import java.time.Duration;
import org.eclipse.jetty.io.EofException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maps every failure a request meets in Javalin (a route's own, the deadline's, the snapshot's, the HTTP layer's, an
 * unexpected one) onto the error contract of its path, in the manner of Javalin's own {@code HttpResponseExceptionMapper}
 * but with the service's two documented bodies instead of Javalin's. Which form applies is decided by
 * {@link ErrorContracts} alone; this class only names the failure.
 */
final class FailureMapping {

    private static final Logger LOG = LoggerFactory.getLogger(FailureMapping.class);

    private final ErrorContracts contracts;
    private final long maxRequestBytes;
    private final Duration idleTimeout;

    FailureMapping(ErrorContracts contracts, long maxRequestBytes, Duration idleTimeout) {
        this.contracts = contracts;
        this.maxRequestBytes = maxRequestBytes;
        this.idleTimeout = idleTimeout;
    }

    void register(RoutesConfig routes) {
        // A route's own failure carries its contract's code.
        routes.exception(V2Exception.class, (e, ctx) -> send(ctx, contracts.v2().of(e.code(), e.getMessage())));
        routes.exception(V3Exception.class,
                (e, ctx) -> send(ctx, contracts.v3().of(e.code(), e.httpStatus(), e.getMessage())));
        routes.exception(DeadlineExceededException.class,
                (e, ctx) -> send(ctx, contractOf(ctx).deadlinePassed(e.getMessage())));
        // Snapshot files damaged under the running server: answer nothing that cannot be read back soundly, and say so
        // in one line; readiness reports the snapshot damaged so a load balancer moves traffic elsewhere. (A value that
        // reads soundly but cannot be decoded is a fault of the build or of this code: an internal error.)
        routes.exception(SnapshotUnreadableException.class, (e, ctx) -> {
            LOG.warn("{} {} answered 503: {}", LogText.escape(ctx.method().name()), LogText.escape(ctx.path()),
                    LogText.escape(e.getMessage()));
            send(ctx, contractOf(ctx).unavailable("the snapshot's data cannot be read; retry on another replica"));
        });
        // Started on an empty snapshots root: nothing is answered until the first snapshot opens; readiness says so.
        routes.exception(NoSnapshotException.class, (e, ctx) -> send(ctx, contractOf(ctx).unavailable(e.getMessage())));
        routes.exception(HttpResponseException.class, (e, ctx) -> {
            String message = e.getStatus() == 413 ? "request body exceeds " + maxRequestBytes + " bytes"
                    : e instanceof EndpointNotFound ? "no route for " + answeredMethod(ctx) + " " + ctx.path()
                    : e.getMessage();
            send(ctx, contractOf(ctx).ofStatus(e.getStatus(), message));
        });
        routes.exception(Exception.class, this::unexpected);
        routes.error(404, ctx -> {
            if (ctx.resultInputStream() == null) {
                send(ctx, contractOf(ctx).ofStatus(404, "no route for " + answeredMethod(ctx) + " " + ctx.path()));
            }
        });
        routes.error(405, ctx -> {
            if (ctx.resultInputStream() == null) {
                send(ctx, contractOf(ctx).ofStatus(405,
                        "method " + answeredMethod(ctx) + " is not supported on " + ctx.path()));
            }
        });
        // Javalin answers a body that stalled past the idle timeout with a bare 408 before any exception handler sees
        // it; the client still gets the documented body, should it still be listening.
        routes.error(408, ctx -> {
            String cut = ctx.attribute(BodyLoadingHandler.CUT);
            if (Boolean.TRUE.equals(ctx.attribute(BodyLoadingHandler.PAST_DEADLINE))) {
                // The deadline covers receiving the body: past it, the answer is the deadline's own (504).
                send(ctx, contractOf(ctx).deadlinePassed(cut));
                return;
            }
            send(ctx, contractOf(ctx).ofStatus(408, cut != null ? cut
                    : "request body stalled: nothing arrived for " + idleTimeout.toMillis() + " ms"));
        });
    }

    private void unexpected(Exception e, Context ctx) {
        if (ctx.res().isCommitted()) {
            // Part of an answer is out: no error body can follow it, and ending it cleanly would pass it off as complete.
            LOG.warn("{} {} failed after its answer began; connection closed: {}", ctx.method(), ctx.path(),
                    e.toString());
            ConnectionAbort.abort(ctx, e);
            return;
        }
        if (endedEarly(e)) {
            // The client declared more body than it sent and hung up: its fault, not the service's.
            send(ctx, contractOf(ctx).ofStatus(400, "request body ended before its declared length"));
            return;
        }
        LOG.error("unexpected failure on {} {}", LogText.escape(ctx.method().name()), LogText.escape(ctx.path()),
                EscapedFailure.of(e));
        send(ctx, contractOf(ctx).internal());
    }

    private ErrorContract contractOf(Context ctx) {
        return contracts.forPath(ctx.path());
    }

    private static void send(Context ctx, ErrorAnswer answer) {
        ctx.status(answer.status()).json(answer.body());
    }

    private static boolean endedEarly(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof EofException) {
                return true;
            }
        }
        return false;
    }

    /** HEAD answers exactly what GET would, Content-Length included, so its error messages name the GET. */
    private static String answeredMethod(Context ctx) {
        String method = ctx.method().name();
        return method.equals("HEAD") ? "GET" : method;
    }
}
