package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;

/**
 * The vulnerabilities affecting the resolved version of one component, highest score first, then by id;
 * {@code notice} as in {@link RenderedVulnerabilities}.
 */
public record ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities, String notice) {

    public ComponentVulnerabilities {
        vulnerabilities = List.copyOf(vulnerabilities);
        notice = notice == null ? "" : notice;
    }

    public ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities) {
        this(resolution, vulnerabilities, "");
    }
}
