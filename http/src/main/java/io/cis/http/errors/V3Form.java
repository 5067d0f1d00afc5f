package io.cis.http.errors;

import io.cis.http.v3.V3Error;
import io.cis.http.v3.V3ErrorCode;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/** The v3 form: {@code {"status": "error", "error": {"code", "message"}, "timestamp"}}. */
public final class V3Form implements ErrorContract {

    private final Clock clock;

    V3Form(Clock clock) {
        this.clock = clock;
    }

    /** A route's own failure with the HTTP status it chose (usually its code's own). */
    public ErrorAnswer of(V3ErrorCode code, int status, String message) {
        String timestamp = DateTimeFormatter.ISO_INSTANT.format(clock.instant().truncatedTo(ChronoUnit.SECONDS));
        return new ErrorAnswer(status, V3Error.of(code, message, timestamp));
    }

    @Override
    public ErrorAnswer ofStatus(int status, String message) {
        return of(codeFor(status), status, message);
    }

    @Override
    public ErrorAnswer deadlinePassed(String message) {
        return of(V3ErrorCode.TIMEOUT, V3ErrorCode.TIMEOUT.httpStatus(), message);
    }

    @Override
    public ErrorAnswer unavailable(String message) {
        return of(V3ErrorCode.MZ_READ_FAILED, V3ErrorCode.MZ_READ_FAILED.httpStatus(), message);
    }

    @Override
    public ErrorAnswer internal() {
        return of(V3ErrorCode.INTERNAL_ERROR, V3ErrorCode.INTERNAL_ERROR.httpStatus(), "internal error");
    }

    /**
     * An unknown route (404) or method (405), and any other request the service cannot read as a query, is an invalid
     * query; a body over the limit (413) or one that never arrived (408) an invalid body; anything else internal.
     */
    static V3ErrorCode codeFor(int status) {
        return switch (status) {
            case 408, 413 -> V3ErrorCode.INVALID_BODY;
            case 504 -> V3ErrorCode.TIMEOUT;
            default -> status >= 400 && status < 500 ? V3ErrorCode.INVALID_QUERY : V3ErrorCode.INTERNAL_ERROR;
        };
    }
}
