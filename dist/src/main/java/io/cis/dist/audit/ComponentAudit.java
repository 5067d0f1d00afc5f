package io.cis.dist.audit;

import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.vulnerabilities.ComponentVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalDouble;

/** The service's answers about one SBOM component: the same engine answers the server gives for E3, E5 and E7. */
public record ComponentAudit(
        SbomComponent component,
        ComponentVulnerabilities vulnerabilities,
        ComponentLicenses licenses,
        ComponentStatus status) {

    /** The severity of one vulnerability: its stated label, else the label of its highest CVSS score. */
    public static Severity severityOf(VulnerabilityRecord vulnerability) {
        return Severity.parse(vulnerability.severity())
                .orElseGet(() -> Severity.ofScore(vulnerability.highestScore()));
    }

    /** How many vulnerabilities there are per severity. */
    public Map<Severity, Integer> countsBySeverity() {
        Map<Severity, Integer> counts = new EnumMap<>(Severity.class);
        for (VulnerabilityRecord vulnerability : vulnerabilities.vulnerabilities()) {
            counts.merge(severityOf(vulnerability), 1, Integer::sum);
        }
        return counts;
    }

    /** True when any vulnerability is at or above the threshold. */
    public boolean reaches(Severity threshold) {
        return vulnerabilities.vulnerabilities().stream().anyMatch(v -> severityOf(v).compareTo(threshold) >= 0);
    }

    /** The highest EPSS probability among the vulnerabilities, empty when none has EPSS data. */
    public OptionalDouble highestEpss() {
        return vulnerabilities.vulnerabilities().stream().filter(v -> v.epss() != null)
                .mapToDouble(v -> v.epss().probability()).max();
    }
}
