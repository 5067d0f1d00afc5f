package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The component of the versions answer. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ComponentBody(
        @JsonProperty("purl") String purl,
        @JsonProperty("name") String name,
        @JsonProperty("url") String url,
        @JsonProperty("versions") List<VersionBody> versions,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
