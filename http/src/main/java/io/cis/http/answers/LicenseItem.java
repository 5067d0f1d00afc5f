package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.licenses.LicenseEntry;
import java.util.List;

/** One component of the E5 answer. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LicenseItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version") String version,
        @JsonProperty("statement") String statement,
        @JsonProperty("licenses") List<LicenseEntry> licenses,
        @JsonProperty("url") String url,
        @JsonProperty("info_message") String infoMessage,
        @JsonProperty("info_code") String infoCode) {
}
