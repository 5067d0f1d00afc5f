package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The E11 answer. */
public record ComponentLocationResponse(@JsonProperty("component_location") LocationItem componentLocation,
                                        @JsonProperty("status") V2Status status) {
}
