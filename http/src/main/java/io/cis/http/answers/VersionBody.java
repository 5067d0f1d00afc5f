package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** One version with its date and licenses. */
public record VersionBody(
        @JsonProperty("version") String version,
        @JsonProperty("date") String date,
        @JsonProperty("licenses") List<DeclaredLicense> licenses) {
}
