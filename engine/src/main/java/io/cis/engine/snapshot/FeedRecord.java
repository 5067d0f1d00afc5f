package io.cis.engine.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** One input feed as the manifest lists it: what it was, where it came from and how much it held. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FeedRecord(
        @JsonProperty("name") String name,
        @JsonProperty("path") String path,
        @JsonProperty("records") long records,
        @JsonProperty("skipped") long skipped,
        @JsonProperty("feed_date") String feedDate,
        @JsonProperty("version") String version) {
}
