package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The E1 answer. */
public record ReleasesAnswer(
        @JsonProperty("component") ReleaseComponent component,
        @JsonProperty("releases") List<Release> releases,
        @JsonProperty("status") V3Status status) {
}
