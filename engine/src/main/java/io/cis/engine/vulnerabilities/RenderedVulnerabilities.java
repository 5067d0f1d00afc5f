package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;

/**
 * The vulnerabilities affecting the resolved version of one component, highest score first, then by id, each as the
 * JSON object the answer shows: for answers that copy them into a response as they are. {@code notice} says how
 * the answer was scoped when that is not plain from the request (a distribution package without a release), else
 * {@code ""}. {@code notCovered} is true for a distribution package of a release the snapshot holds no advisories
 * of: the list then says nothing, and the notice says so.
 */
public record RenderedVulnerabilities(Resolution resolution, List<RenderedVulnerability> vulnerabilities,
                                      String notice, boolean notCovered) {

    public RenderedVulnerabilities {
        vulnerabilities = List.copyOf(vulnerabilities);
        notice = notice == null ? "" : notice;
    }

    public RenderedVulnerabilities(Resolution resolution, List<RenderedVulnerability> vulnerabilities, String notice) {
        this(resolution, vulnerabilities, notice, false);
    }

    public RenderedVulnerabilities(Resolution resolution, List<RenderedVulnerability> vulnerabilities) {
        this(resolution, vulnerabilities, "");
    }
}
