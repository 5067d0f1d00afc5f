package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** One component of the E2 answer; {@code release} is omitted when there is none. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReleaseBatchItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version") String version,
        @JsonProperty("release") Release release,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
