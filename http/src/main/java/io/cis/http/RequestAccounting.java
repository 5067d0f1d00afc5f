package io.cis.http;

import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.http.v2.ComponentQueries;
import io.javalin.http.Context;
import io.javalin.router.Endpoint;
import java.time.Duration;
import java.time.Instant;

/**
 * Records every answered request once it is answered: in the request metrics (route template, bounded method label,
 * status, batch size) and as one access-log line.
 */
final class RequestAccounting {

    private final Operations operations;

    RequestAccounting(Operations operations) {
        this.operations = operations;
    }

    void record(Context ctx) {
        Long started = ctx.attribute(RequestGuards.STARTED);
        Duration took = Duration.ofNanos(started == null ? 0 : System.nanoTime() - started);
        Endpoint endpoint = ctx.endpoints().lastHttpEndpoint();
        // The route template, never the path sent; the method is reduced to a bounded label by the metrics.
        String route = endpoint == null ? ServiceMetrics.UNMATCHED : endpoint.path;
        int status = ctx.statusCode();
        Integer batch = ctx.attribute(ComponentQueries.BATCH_SIZE_ATTRIBUTE);
        operations.metrics().request(ctx.method().name(), route, status, took);
        if (batch != null) {
            operations.metrics().batchSize(route, batch);
        }
        operations.accessLog().write(new AccessLog.Entry(Instant.now(operations.clock()), ctx.method().name(),
                route, status, took.toNanos() / 1e6, batch, ctx.res().getHeader(RequestIds.HEADER)));
    }
}
