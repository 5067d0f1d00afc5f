package io.cis.http.v3;

import io.javalin.http.Context;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * Answers failures of every {@code /v3/} request, known route or not, with the v3 error body; the one place that
 * decides which HTTP status and {@code error.code} a failure that did not come from a route gets.
 */
public final class V3Errors {

    private final Clock clock;

    public V3Errors(Clock clock) {
        this.clock = clock;
    }

    /** Whether a request is answered under the v3 error contract. */
    public static boolean applies(Context ctx) {
        String path = ctx.path();
        return path.equals("/v3") || path.startsWith("/v3/");
    }

    public void respond(Context ctx, V3Exception failure) {
        respond(ctx, failure.code(), failure.httpStatus(), failure.getMessage());
    }

    /**
     * A failure the HTTP layer raised before or around a route: an unknown route (404) or method (405) is a request
     * the service cannot read as a query, a body over the limit (413) or one that never arrived (408) is an invalid
     * body, anything else is internal.
     */
    public void respondToHttpStatus(Context ctx, int status, String message) {
        V3ErrorCode code = switch (status) {
            case 404, 405 -> V3ErrorCode.INVALID_QUERY;
            case 408, 413 -> V3ErrorCode.INVALID_BODY;
            case 504 -> V3ErrorCode.TIMEOUT;
            default -> status >= 400 && status < 500 ? V3ErrorCode.INVALID_QUERY : V3ErrorCode.INTERNAL_ERROR;
        };
        respond(ctx, code, status, message);
    }

    public void respondInternal(Context ctx) {
        respond(ctx, V3ErrorCode.INTERNAL_ERROR, V3ErrorCode.INTERNAL_ERROR.httpStatus(), "internal error");
    }

    private void respond(Context ctx, V3ErrorCode code, int status, String message) {
        String timestamp = DateTimeFormatter.ISO_INSTANT.format(clock.instant().truncatedTo(ChronoUnit.SECONDS));
        ctx.status(status).json(V3Error.of(code, message, timestamp));
    }
}
