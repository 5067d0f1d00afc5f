package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The v3 {@code status} block: {@code SUCCESS}, {@code PARTIAL_SUCCESS} or {@code ERROR}, and a message. */
public record V3Status(@JsonProperty("status") String status, @JsonProperty("message") String message) {
}
