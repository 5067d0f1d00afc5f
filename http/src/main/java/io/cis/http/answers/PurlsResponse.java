package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The deprecated E8 answer. */
public record PurlsResponse(@JsonProperty("purls") List<LocationItem> purls, @JsonProperty("status") V2Status status) {
}
