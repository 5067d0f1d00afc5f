package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** One component a vulnerability affects, by canonical purl, with the ranges and explicit versions stated for it. */
public record AffectedComponent(
        @JsonProperty("purl") String purl,
        @JsonProperty("ranges") List<VersionRange> ranges,
        @JsonProperty("versions") List<String> versions) {

    public AffectedComponent {
        ranges = List.copyOf(ranges == null ? List.of() : ranges);
        versions = List.copyOf(versions == null ? List.of() : versions);
    }
}
