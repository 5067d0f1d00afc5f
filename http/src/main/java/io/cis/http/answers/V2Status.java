package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/** The v2 {@code status} block: outcome, message, the snapshot that answered and the server's version. */
public record V2Status(
        @JsonProperty("status") String status,
        @JsonProperty("message") String message,
        @JsonProperty("db") Db db,
        @JsonProperty("server") Server server) {

    /**
     * {@code status.db}: schema version and build time of the snapshot that answered, and {@code "demo":true} when it
     * is the bundled demo snapshot (absent otherwise), so demo answers never pass for real ones. Beyond the spec:
     * {@code data_date} and {@code oldest_feed}, the data date of the tracked feed staleness is measured from (absent
     * when no tracked feed is dated), and {@code "stale":true} when the data is older than {@code --max-age} (absent
     * otherwise).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Db(@JsonProperty("schema_version") String schemaVersion, @JsonProperty("created_at") String createdAt,
                     @JsonProperty("demo") Boolean demo, @JsonProperty("data_date") String dataDate,
                     @JsonProperty("oldest_feed") String oldestFeed, @JsonProperty("stale") Boolean stale) {
    }

    /** {@code status.server}: the server's own version. */
    public record Server(@JsonProperty("version") String version) {
    }
}
