package io.cis.http.v3;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The v3 error body: {@code {"status": "error", "error": {"code", "message"}, "timestamp"}}.
 *
 * @param timestamp when the error happened, RFC 3339 UTC
 */
public record V3Error(
        @JsonProperty("status") String status,
        @JsonProperty("error") Detail error,
        @JsonProperty("timestamp") String timestamp) {

    /** {@code error}: the stable code and a message for people. */
    public record Detail(@JsonProperty("code") String code, @JsonProperty("message") String message) {
    }

    public static V3Error of(V3ErrorCode code, String message, String timestamp) {
        return new V3Error("error", new Detail(code.name(), message), timestamp);
    }
}
