package io.cis.dist.audit;

import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.vulnerabilities.ComponentVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The service's answers about one SBOM component: the same engine answers the server gives for E3, E5 and E7 (for a
 * component known only by its CPE, the vulnerabilities NVD's configurations give, and no licenses or status), the
 * findings a VEX statement or ignore rule suppresses (by vulnerability id), which are shown but not counted, and the
 * VEX statement that speaks of each finding, whatever it says.
 */
public record ComponentAudit(
        SbomComponent component,
        ComponentVulnerabilities vulnerabilities,
        ComponentLicenses licenses,
        ComponentStatus status,
        Map<String, Suppression> suppressed,
        Map<String, VexStatement> stated) {

    public ComponentAudit {
        suppressed = Map.copyOf(suppressed);
        stated = Map.copyOf(stated);
    }

    public ComponentAudit(SbomComponent component, ComponentVulnerabilities vulnerabilities, ComponentLicenses licenses,
            ComponentStatus status, Map<String, Suppression> suppressed) {
        this(component, vulnerabilities, licenses, status, suppressed, Map.of());
    }

    /**
     * True when the snapshot resolved the component's version, so its answer says something about it; never for an
     * OS package of a release the snapshot holds no advisories of.
     */
    public boolean audited() {
        return vulnerabilities.resolution().hasVersion() && !vulnerabilities.notCovered();
    }

    /** True for an OS package of a distribution release the snapshot holds no advisories of. */
    public boolean releaseNotCovered() {
        return vulnerabilities.notCovered();
    }

    /** The VEX statement that speaks of a finding of this component, if one does. */
    public Optional<VexStatement> statementOf(VulnerabilityRecord vulnerability) {
        return Optional.ofNullable(stated.get(vulnerability.id()));
    }

    /** The severity of one vulnerability: its stated label, else the label of its highest CVSS score. */
    public static Severity severityOf(VulnerabilityRecord vulnerability) {
        return Severity.parse(vulnerability.severity())
                .orElseGet(() -> Severity.ofScore(vulnerability.highestScore()));
    }

    /** Why a vulnerability of this component does not count, if something says so. */
    public Optional<Suppression> suppressionOf(VulnerabilityRecord vulnerability) {
        return Optional.ofNullable(suppressed.get(vulnerability.id()));
    }

    /** The vulnerabilities no VEX statement or ignore rule suppresses. */
    public List<VulnerabilityRecord> open() {
        return vulnerabilities.vulnerabilities().stream().filter(v -> !suppressed.containsKey(v.id())).toList();
    }

    /** How many open vulnerabilities there are per severity. */
    public Map<Severity, Integer> countsBySeverity() {
        Map<Severity, Integer> counts = new EnumMap<>(Severity.class);
        for (VulnerabilityRecord vulnerability : open()) {
            counts.merge(severityOf(vulnerability), 1, Integer::sum);
        }
        return counts;
    }

    /** True when any open vulnerability is at or above the threshold. */
    public boolean reaches(Severity threshold) {
        return open().stream().anyMatch(v -> severityOf(v).compareTo(threshold) >= 0);
    }

    /** The highest EPSS probability among the open vulnerabilities, empty when none has EPSS data. */
    public OptionalDouble highestEpss() {
        return open().stream().filter(v -> v.epss() != null).mapToDouble(v -> v.epss().probability()).max();
    }
}
