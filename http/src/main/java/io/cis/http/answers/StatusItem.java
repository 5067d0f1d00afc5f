package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** The E7 component status item. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StatusItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("name") String name,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version_status") VersionStatusBody versionStatus,
        @JsonProperty("component_status") ComponentStatusBody componentStatus,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
