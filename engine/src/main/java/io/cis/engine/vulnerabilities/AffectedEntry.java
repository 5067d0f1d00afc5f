package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** One advisory's statement about one component: which vulnerability, and the ranges and explicit versions affected. */
public record AffectedEntry(
        @JsonProperty("vulnerability") String vulnerability,
        @JsonProperty("ranges") List<VersionRange> ranges,
        @JsonProperty("versions") List<String> versions) {

    public AffectedEntry {
        ranges = List.copyOf(ranges == null ? List.of() : ranges);
        versions = List.copyOf(versions == null ? List.of() : versions);
    }
}
