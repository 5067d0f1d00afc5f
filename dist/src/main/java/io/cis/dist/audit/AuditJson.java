package io.cis.dist.audit;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.http.v2.ComponentLicenseRoutes;
import io.cis.http.v2.Outcome;
import io.cis.http.v2.StatusRoutes;
import io.cis.http.v2.V2StatusBlocks;
import io.cis.http.v2.VulnerabilityRoutes;
import io.cis.engine.status.ComponentStatus;
import java.util.List;

/**
 * The {@code --format json} report: the batch answers the server gives for the SBOM's components, in the v2
 * response shapes, under the name of the endpoint each comes from, so tooling written for the server reads it.
 */
public final class AuditJson {

    /**
     * The three v2 batch answers (the vulnerabilities answer lists every finding, as the server would) and the
     * findings a VEX statement or ignore rule suppresses, with why.
     */
    public record Report(
            @JsonProperty("vulnerabilities") VulnerabilityRoutes.Batch<VulnerabilityRoutes.VulnerabilityItem> vulnerabilities,
            @JsonProperty("licenses") ComponentLicenseRoutes.Batch licenses,
            @JsonProperty("component_status") StatusRoutes.StatusBatch componentStatus,
            @JsonProperty("suppressed") List<SuppressedFinding> suppressed) {
    }

    /** One suppressed finding: the component's purl, the vulnerability id and the statement or rule. */
    public record SuppressedFinding(
            @JsonProperty("purl") String purl,
            @JsonProperty("id") String id,
            @JsonProperty("state") String state,
            @JsonProperty("justification") String justification,
            @JsonProperty("detail") String detail,
            @JsonProperty("source") String source) {
    }

    private final SnapshotIdentity snapshot;
    private final V2StatusBlocks statuses;

    /** A report of answers from {@code snapshot}, with the status blocks (and staleness) the server would give. */
    public AuditJson(SnapshotIdentity snapshot, V2StatusBlocks statuses) {
        this.snapshot = snapshot;
        this.statuses = statuses;
    }

    public Report report(List<ComponentAudit> audits) {
        return new Report(
                new VulnerabilityRoutes.Batch<>(audits.stream().map(AuditJson::vulnerabilities).toList(),
                        statuses.success("Vulnerabilities successfully retrieved", snapshot)),
                new ComponentLicenseRoutes.Batch(audits.stream().map(AuditJson::licenses).toList(),
                        statuses.success("Licenses successfully retrieved", snapshot)),
                new StatusRoutes.StatusBatch(audits.stream().map(AuditJson::status).toList()),
                audits.stream().flatMap(audit -> audit.vulnerabilities().vulnerabilities().stream()
                        .flatMap(v -> audit.suppressionOf(v).stream().map(s -> new SuppressedFinding(
                                audit.component().purl(), v.id(), s.state(), s.justification(), s.detail(),
                                s.origin()))))
                        .toList());
    }

    // The mappings follow the routes' own: the unknown-component item has an empty requirement (and there is
    // no separate requirement here, the purl carries the version).
    private static VulnerabilityRoutes.VulnerabilityItem vulnerabilities(ComponentAudit audit) {
        Outcome outcome = Outcome.of(audit.vulnerabilities().resolution());
        String notice = audit.vulnerabilities().notice();
        String message = outcome.infoMessage() != null || notice.isEmpty() ? outcome.infoMessage() : notice;
        return new VulnerabilityRoutes.VulnerabilityItem(audit.component().purl(), "",
                audit.vulnerabilities().resolution().version(), audit.vulnerabilities().vulnerabilities(),
                outcome.infoCode(), message);
    }

    private static ComponentLicenseRoutes.LicenseItem licenses(ComponentAudit audit) {
        Outcome outcome = Outcome.of(audit.licenses().resolution());
        return new ComponentLicenseRoutes.LicenseItem(audit.component().purl(), "",
                audit.licenses().resolution().version(), audit.licenses().statement(), audit.licenses().licenses(),
                audit.licenses().componentUrl(), outcome.infoMessage(), outcome.infoCode());
    }

    private static StatusRoutes.StatusItem status(ComponentAudit audit) {
        ComponentStatus status = audit.status();
        Outcome outcome = Outcome.of(status.resolution());
        ComponentStatus.VersionStatus version = status.versionStatus();
        ComponentStatus.LifecycleStatus lifecycle = status.componentStatus();
        return new StatusRoutes.StatusItem(audit.component().purl(), status.name(), "",
                new StatusRoutes.VersionStatusBody(version.version(), version.status(), version.indexedDate(),
                        version.checkDate()),
                new StatusRoutes.ComponentStatusBody(lifecycle.status(), lifecycle.firstIndexedDate(),
                        lifecycle.lastIndexedDate()),
                outcome.infoCode(), outcome.infoMessage());
    }
}
