package io.cis.engine.vulnerabilities;

import io.cis.engine.version.Resolution;
import java.util.List;

/** The CPE 2.3 names of one component version, with the resolved version filled in. */
public record ComponentCpes(Resolution resolution, List<String> cpes) {

    public ComponentCpes {
        cpes = List.copyOf(cpes);
    }
}
