package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The search answer. */
public record SearchResponse(@JsonProperty("components") List<SearchHit> components, @JsonProperty("status") V2Status status) {
}
