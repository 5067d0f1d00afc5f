package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The E7 batch response. */
public record StatusBatch(@JsonProperty("components") List<StatusItem> components) {
}
