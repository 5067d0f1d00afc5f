package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A release as answered, content strings encoded as asked. */
public record Release(
        @JsonProperty("version") String version,
        @JsonProperty("date") String date,
        @JsonProperty("url") String url,
        @JsonProperty("release_notes") String releaseNotes) {
}
