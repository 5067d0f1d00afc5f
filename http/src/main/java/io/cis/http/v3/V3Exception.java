package io.cis.http.v3;

/** A request-level failure of a v3 route, answered with the v3 error body. */
public final class V3Exception extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final V3ErrorCode code;
    private final int httpStatus;

    /** A failure answered with the code's own HTTP status. */
    public V3Exception(V3ErrorCode code, String message) {
        this(code, code.httpStatus(), message);
    }

    /** A failure whose HTTP status differs from the code's usual one (413 {@code INVALID_BODY}, 404 for a route). */
    public V3Exception(V3ErrorCode code, int httpStatus, String message) {
        // No stack trace: these are answers, not faults.
        super(message, null, false, false);
        this.code = code;
        this.httpStatus = httpStatus;
    }

    public V3ErrorCode code() {
        return code;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public static V3Exception invalidQuery(String message) {
        return new V3Exception(V3ErrorCode.INVALID_QUERY, message);
    }

    public static V3Exception invalidBody(String message) {
        return new V3Exception(V3ErrorCode.INVALID_BODY, message);
    }
}
