package io.cis.dist.audit;

import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.List;

/**
 * The versions that fix a vulnerability, as the snapshot's record states them, for the reports' fixed-version
 * column. The record states none yet, so the column shows "-" rather than a guess; this is the one place to read
 * them from once the record carries them.
 */
final class FixedVersions {

    private FixedVersions() {
    }

    static List<String> of(VulnerabilityRecord vulnerability) {
        return List.of();
    }

    static String label(VulnerabilityRecord vulnerability) {
        List<String> fixed = of(vulnerability);
        return fixed.isEmpty() ? "-" : String.join(", ", fixed);
    }
}
