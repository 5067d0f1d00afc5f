package io.cis.http.v2;

/** The gRPC status codes v2 errors carry, each with the HTTP status a gRPC gateway gives it. */
public enum V2Code {
    INVALID_ARGUMENT(3, 400),
    DEADLINE_EXCEEDED(4, 504),
    NOT_FOUND(5, 404),
    RESOURCE_EXHAUSTED(8, 413),
    UNIMPLEMENTED(12, 405),
    UNAUTHENTICATED(16, 401),
    INTERNAL(13, 500),
    /** The snapshot's files cannot be read back soundly: retry on another replica. */
    UNAVAILABLE(14, 503);

    private final int code;
    private final int httpStatus;

    V2Code(int code, int httpStatus) {
        this.code = code;
        this.httpStatus = httpStatus;
    }

    public int code() {
        return code;
    }

    public int httpStatus() {
        return httpStatus;
    }
}
