package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;

/**
 * The vulnerabilities affecting the resolved version of one component, highest score first, then by id, each as the
 * JSON object the answer shows: for answers that copy them into a response as they are.
 */
public record RenderedVulnerabilities(Resolution resolution, List<RenderedVulnerability> vulnerabilities) {

    public RenderedVulnerabilities {
        vulnerabilities = List.copyOf(vulnerabilities);
    }
}
