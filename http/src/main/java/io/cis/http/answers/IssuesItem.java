package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.staticanalysis.AnalysedFile;
import java.util.List;

/** One component of the E4 answer, in the interface's field order. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record IssuesItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("version") String version,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("files") List<AnalysedFile> files,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
