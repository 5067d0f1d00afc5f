package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** {@code component_status}. */
public record ComponentStatusBody(
        @JsonProperty("status") String status,
        @JsonProperty("first_indexed_date") String firstIndexedDate,
        @JsonProperty("last_indexed_date") String lastIndexedDate) {
}
