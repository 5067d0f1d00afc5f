package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** E1's {@code component}: the queried component echoed, the resolved version, the outcome when there is one. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReleaseComponent(
        @JsonProperty("purl") String purl,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version") String version,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
