package io.cis.http.errors;

import io.cis.http.v2.V2Code;
import io.cis.http.v2.V2Error;

/** The v2 form: {@code {"code", "message", "details": []}} with gRPC codes. */
public final class V2Form implements ErrorContract {

    V2Form() {
    }

    /** A route's own failure, answered with the HTTP status a gateway gives its code. */
    public ErrorAnswer of(V2Code code, String message) {
        return new ErrorAnswer(code.httpStatus(), V2Error.of(code.code(), message));
    }

    @Override
    public ErrorAnswer ofStatus(int status, String message) {
        return new ErrorAnswer(status, V2Error.of(codeFor(status).code(), message));
    }

    @Override
    public ErrorAnswer deadlinePassed(String message) {
        return of(V2Code.DEADLINE_EXCEEDED, message);
    }

    @Override
    public ErrorAnswer unavailable(String message) {
        return of(V2Code.UNAVAILABLE, message);
    }

    @Override
    public ErrorAnswer internal() {
        return of(V2Code.INTERNAL, "internal error");
    }

    /** The code a gateway would report for an HTTP status that did not come from a route. */
    static V2Code codeFor(int status) {
        return switch (status) {
            case 401 -> V2Code.UNAUTHENTICATED;
            case 404 -> V2Code.NOT_FOUND;
            case 405 -> V2Code.UNIMPLEMENTED;
            case 413 -> V2Code.RESOURCE_EXHAUSTED;
            case 504 -> V2Code.DEADLINE_EXCEEDED;
            default -> status >= 400 && status < 500 ? V2Code.INVALID_ARGUMENT : V2Code.INTERNAL;
        };
    }
}
