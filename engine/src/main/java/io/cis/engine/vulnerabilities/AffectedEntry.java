package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * One advisory's statement about one component: which vulnerability, and the ranges and explicit versions affected.
 * A distribution's statement holds for one release only: {@code distro} is that release's key
 * ({@link io.cis.engine.distro.DistroRelease#key}, e.g. {@code debian:12}); {@code ""} (not stored) for statements
 * that hold wherever the component is installed.
 */
public record AffectedEntry(
        @JsonProperty("vulnerability") String vulnerability,
        @JsonProperty("ranges") List<VersionRange> ranges,
        @JsonProperty("versions") List<String> versions,
        @JsonProperty("distro") @JsonInclude(JsonInclude.Include.NON_EMPTY) String distro) {

    public AffectedEntry {
        ranges = List.copyOf(ranges == null ? List.of() : ranges);
        versions = List.copyOf(versions == null ? List.of() : versions);
        distro = distro == null ? "" : distro;
    }

    /** A statement that holds in every installation of the component. */
    public AffectedEntry(String vulnerability, List<VersionRange> ranges, List<String> versions) {
        this(vulnerability, ranges, versions, "");
    }
}
