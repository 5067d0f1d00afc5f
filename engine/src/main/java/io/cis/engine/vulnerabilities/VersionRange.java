package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * An affected version range: {@code SEMVER} (compared as semantic versions) or {@code ECOSYSTEM} (compared in the
 * component's ecosystem order), with its events.
 */
public record VersionRange(@JsonProperty("type") String type, @JsonProperty("events") List<VersionEvent> events) {

    public static final String SEMVER = "SEMVER";
    public static final String ECOSYSTEM = "ECOSYSTEM";

    public VersionRange {
        events = List.copyOf(events == null ? List.of() : events);
    }
}
