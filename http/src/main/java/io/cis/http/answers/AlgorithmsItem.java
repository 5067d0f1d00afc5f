package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.cryptography.Algorithm;
import java.util.List;

/** One component of the E6 and E13 answers. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AlgorithmsItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("requirement") String requirement,
        @JsonProperty("version") String version,
        @JsonProperty("algorithms") List<Algorithm> algorithms,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
