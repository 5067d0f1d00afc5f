package io.cis.dist.audit;

import io.cis.engine.vulnerabilities.ComponentVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.List;

/**
 * The versions that fix a vulnerability above the audited version, as the engine states them for E3
 * ({@code fixed_versions}: the lowest fix of each range that includes the version), for the reports' fixed-version
 * column; "-" when no range states a fix.
 */
final class FixedVersions {

    private FixedVersions() {
    }

    static List<String> of(ComponentVulnerabilities component, VulnerabilityRecord vulnerability) {
        return component.fixedVersionsOf(vulnerability);
    }

    static String label(ComponentVulnerabilities component, VulnerabilityRecord vulnerability) {
        List<String> fixed = of(component, vulnerability);
        return fixed.isEmpty() ? "-" : String.join(", ", fixed);
    }
}
