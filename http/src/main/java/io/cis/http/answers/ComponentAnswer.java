package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A v2 single-component answer (E13, E14 and the GET twins of the batches): the item and the status block. */
public record ComponentAnswer<T>(@JsonProperty("component") T component, @JsonProperty("status") V2Status status) {
}
