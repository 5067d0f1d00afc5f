package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;

/** An OSV range event: {@code introduced}, {@code fixed}, {@code last_affected} or {@code limit}, and its version. */
public record VersionEvent(@JsonProperty("kind") String kind, @JsonProperty("version") String version) {

    public static final String INTRODUCED = "introduced";
    public static final String FIXED = "fixed";
    public static final String LAST_AFFECTED = "last_affected";
    public static final String LIMIT = "limit";

    public VersionEvent {
        // The kinds are a handful of words repeated in every statement: share one string each while cached.
        kind = switch (kind == null ? "" : kind) {
            case INTRODUCED -> INTRODUCED;
            case FIXED -> FIXED;
            case LAST_AFFECTED -> LAST_AFFECTED;
            case LIMIT -> LIMIT;
            default -> kind;
        };
    }
}
