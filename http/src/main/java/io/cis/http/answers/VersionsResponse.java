package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The versions answer. */
public record VersionsResponse(@JsonProperty("component") ComponentBody component, @JsonProperty("status") V2Status status) {
}
