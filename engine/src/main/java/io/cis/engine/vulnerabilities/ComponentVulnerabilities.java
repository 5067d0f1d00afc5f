package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;
import java.util.Map;

/**
 * The vulnerabilities affecting the resolved version of one component, highest score first, then by id;
 * {@code notice} as in {@link RenderedVulnerabilities}; {@code fixedVersions}, by vulnerability id, the lowest fixed
 * version above the resolved one of each range that includes it (as E3's {@code fixed_versions}); {@code notCovered}
 * as in {@link RenderedVulnerabilities}.
 */
public record ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities, String notice,
                                       Map<String, List<String>> fixedVersions, boolean notCovered) {

    public ComponentVulnerabilities {
        vulnerabilities = List.copyOf(vulnerabilities);
        notice = notice == null ? "" : notice;
        fixedVersions = Map.copyOf(fixedVersions == null ? Map.of() : fixedVersions);
    }

    public ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities, String notice,
                                    Map<String, List<String>> fixedVersions) {
        this(resolution, vulnerabilities, notice, fixedVersions, false);
    }

    public ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities, String notice) {
        this(resolution, vulnerabilities, notice, Map.of());
    }

    public ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities) {
        this(resolution, vulnerabilities, "");
    }

    /** The fixed versions stated for {@code vulnerability}, empty when none is. */
    public List<String> fixedVersionsOf(VulnerabilityRecord vulnerability) {
        return fixedVersions.getOrDefault(vulnerability.id(), List.of());
    }
}
