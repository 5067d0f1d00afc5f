package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;

/** One of SPDX's checked reference links for a license. */
public record CrossRef(
        @JsonProperty("url") String url,
        @JsonProperty("is_valid") boolean isValid,
        @JsonProperty("is_live") boolean isLive,
        @JsonProperty("timestamp") String timestamp,
        @JsonProperty("is_wayback_link") boolean isWaybackLink,
        @JsonProperty("order") int order,
        @JsonProperty("match") String match) {

    public CrossRef {
        url = url == null ? "" : url;
        timestamp = timestamp == null ? "" : timestamp;
        match = match == null ? "" : match;
    }
}
