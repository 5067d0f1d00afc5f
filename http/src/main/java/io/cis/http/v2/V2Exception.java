package io.cis.http.v2;

/** A request-level failure of a v2 route, answered with the v2 error body. */
public final class V2Exception extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final V2Code code;

    public V2Exception(V2Code code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public V2Code code() {
        return code;
    }

    public static V2Exception invalid(String message) {
        return new V2Exception(V2Code.INVALID_ARGUMENT, message);
    }

    public static V2Exception notFound(String message) {
        return new V2Exception(V2Code.NOT_FOUND, message);
    }
}
