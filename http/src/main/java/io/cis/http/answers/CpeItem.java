package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** One component of the E14 answer. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CpeItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version") String version,
        @JsonProperty("cpes") List<String> cpes,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
