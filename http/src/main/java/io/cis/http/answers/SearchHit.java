package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** One search hit. */
public record SearchHit(
        @JsonProperty("name") String name,
        @JsonProperty("purl") String purl,
        @JsonProperty("url") String url) {
}
