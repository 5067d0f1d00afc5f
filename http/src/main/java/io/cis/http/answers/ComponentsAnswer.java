package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** A v2 batch answer over components (E3 to E6, E14): one item per component asked, in order, and the status block. */
public record ComponentsAnswer<T>(@JsonProperty("components") List<T> components, @JsonProperty("status") V2Status status) {
}
