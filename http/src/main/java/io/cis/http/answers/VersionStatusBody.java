package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** {@code version_status}. */
public record VersionStatusBody(
        @JsonProperty("version") String version,
        @JsonProperty("status") String status,
        @JsonProperty("indexed_date") String indexedDate,
        @JsonProperty("check_date") String checkDate) {
}
