package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The E2 answer. */
public record ReleaseBatchAnswer(@JsonProperty("components") List<ReleaseBatchItem> components,
                          @JsonProperty("status") V3Status status) {
}
