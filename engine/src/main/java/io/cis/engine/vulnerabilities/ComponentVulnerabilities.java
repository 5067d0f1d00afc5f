package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;

/** The vulnerabilities affecting the resolved version of one component, highest score first, then by id. */
public record ComponentVulnerabilities(Resolution resolution, List<VulnerabilityRecord> vulnerabilities) {

    public ComponentVulnerabilities {
        vulnerabilities = List.copyOf(vulnerabilities);
    }
}
