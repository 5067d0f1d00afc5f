package io.cis.dist.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.http.answers.ComponentStatusBody;
import io.cis.http.answers.ComponentsAnswer;
import io.cis.http.answers.LicenseItem;
import io.cis.http.answers.Outcome;
import io.cis.http.answers.StatusBatch;
import io.cis.http.answers.StatusItem;
import io.cis.http.answers.VersionStatusBody;
import io.cis.http.answers.VulnerabilityItem;
import io.cis.http.v2.V2StatusBlocks;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.List;
import java.util.Map;

/**
 * The {@code --format json} report: the batch answers the server gives for the SBOM's components with a purl, in the
 * v2 response shapes, under the name of the endpoint each comes from, so tooling written for the server reads it;
 * then what the server has no route for: the components matched by their CPE, the suppressed findings, the
 * components that could not be audited at all, and the VEX statements that matched nothing.
 */
public final class AuditJson {

    /**
     * The three v2 batch answers (the vulnerabilities answer lists every finding, as the server would), the
     * components known only by a CPE with their findings, the findings a VEX statement or ignore rule suppresses
     * with why, the components without purl or CPE by name, and the {@code --vex} statements no finding answers to.
     */
    public record Report(
            @JsonProperty("vulnerabilities") ComponentsAnswer<VulnerabilityItem> vulnerabilities,
            @JsonProperty("licenses") ComponentsAnswer<LicenseItem> licenses,
            @JsonProperty("component_status") StatusBatch componentStatus,
            @JsonProperty("cpe_components") List<CpeItem> cpeComponents,
            @JsonProperty("suppressed") List<SuppressedFinding> suppressed,
            @JsonProperty("not_audited") List<String> notAudited,
            @JsonProperty("unmatched_vex") List<UnmatchedStatement> unmatchedVex) {
    }

    /**
     * A component matched by its CPE against NVD's configurations: {@code match} is {@code cpe}; {@code version} the
     * CPE's; {@code info_code} and {@code info_message} say why it could not be matched, when it could not.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record CpeItem(
            @JsonProperty("cpe") String cpe,
            @JsonProperty("name") String name,
            @JsonProperty("version") String version,
            @JsonProperty("match") String match,
            @JsonProperty("vulnerabilities") List<VulnerabilityRecord> vulnerabilities,
            @JsonProperty("fixed_versions") Map<String, List<String>> fixedVersions,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** One suppressed finding: the component's purl (or CPE), the vulnerability id and the statement or rule. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SuppressedFinding(
            @JsonProperty("purl") String purl,
            @JsonProperty("cpe") String cpe,
            @JsonProperty("id") String id,
            @JsonProperty("state") String state,
            @JsonProperty("justification") String justification,
            @JsonProperty("detail") String detail,
            @JsonProperty("source") String source) {
    }

    /** A {@code --vex} statement no finding answers to, and why. */
    public record UnmatchedStatement(
            @JsonProperty("source") String source,
            @JsonProperty("status") String status,
            @JsonProperty("vulnerability") List<String> vulnerability,
            @JsonProperty("products") List<String> products,
            @JsonProperty("reason") String reason) {
    }

    private final SnapshotIdentity snapshot;
    private final V2StatusBlocks statuses;

    /** A report of answers from {@code snapshot}, with the status blocks (and staleness) the server would give. */
    public AuditJson(SnapshotIdentity snapshot, V2StatusBlocks statuses) {
        this.snapshot = snapshot;
        this.statuses = statuses;
    }

    public Report report(Sbom sbom, List<ComponentAudit> audits, List<Triage.Unmatched> unmatched) {
        List<ComponentAudit> byPurl = audits.stream().filter(a -> !a.component().matchedByCpe()).toList();
        return new Report(
                new ComponentsAnswer<>(byPurl.stream().map(AuditJson::vulnerabilities).toList(),
                        statuses.success("Vulnerabilities successfully retrieved", snapshot)),
                new ComponentsAnswer<>(byPurl.stream().map(AuditJson::licenses).toList(),
                        statuses.success("Licenses successfully retrieved", snapshot)),
                new StatusBatch(byPurl.stream().map(AuditJson::status).toList()),
                audits.stream().filter(a -> a.component().matchedByCpe()).map(AuditJson::cpe).toList(),
                audits.stream().flatMap(audit -> audit.vulnerabilities().vulnerabilities().stream()
                        .flatMap(v -> audit.suppressionOf(v).stream().map(s -> new SuppressedFinding(
                                audit.component().matchedByCpe() ? null : audit.component().purl(),
                                audit.component().matchedByCpe() ? audit.component().cpe() : null, v.id(), s.state(),
                                s.justification(), s.detail(), s.origin()))))
                        .toList(),
                sbom.unidentified(),
                unmatched.stream().map(u -> new UnmatchedStatement(u.statement().origin(),
                        u.statement().status().label(), new java.util.TreeSet<>(u.statement().vulnerabilityIds()).stream().toList(),
                        new java.util.TreeSet<>(u.statement().targets()).stream().toList(),
                        u.componentInSbom() ? "the audit found no such vulnerability in that component"
                                : "no component of the SBOM is that product")).toList());
    }

    private static CpeItem cpe(ComponentAudit audit) {
        Outcome outcome = Outcome.of(audit.vulnerabilities().resolution());
        Map<String, List<String>> fixed = new java.util.LinkedHashMap<>();
        audit.vulnerabilities().vulnerabilities().forEach(v -> fixed.put(v.id(), audit.vulnerabilities().fixedVersionsOf(v)));
        return new CpeItem(audit.component().cpe(), audit.component().name(),
                audit.vulnerabilities().resolution().version(), "cpe", audit.vulnerabilities().vulnerabilities(), fixed,
                outcome.infoCode(), outcome.infoMessage());
    }

    // The mappings follow the routes' own: the unknown-component item has an empty requirement (and there is
    // no separate requirement here, the purl carries the version).
    private static VulnerabilityItem vulnerabilities(ComponentAudit audit) {
        Outcome outcome = Outcome.of(audit.vulnerabilities().resolution());
        String message = VulnerabilityItem.messageOf(outcome, audit.vulnerabilities().notice(),
                audit.vulnerabilities().notCovered());
        return new VulnerabilityItem(audit.component().purl(), "",
                audit.vulnerabilities().resolution().version(), audit.vulnerabilities().vulnerabilities(),
                outcome.infoCode(), message);
    }

    private static LicenseItem licenses(ComponentAudit audit) {
        Outcome outcome = Outcome.of(audit.licenses().resolution());
        return new LicenseItem(audit.component().purl(), "",
                audit.licenses().resolution().version(), audit.licenses().statement(), audit.licenses().licenses(),
                audit.licenses().componentUrl(), outcome.infoMessage(), outcome.infoCode());
    }

    private static StatusItem status(ComponentAudit audit) {
        ComponentStatus status = audit.status();
        Outcome outcome = Outcome.of(status.resolution());
        ComponentStatus.VersionStatus version = status.versionStatus();
        ComponentStatus.LifecycleStatus lifecycle = status.componentStatus();
        return new StatusItem(audit.component().purl(), status.name(), "",
                new VersionStatusBody(version.version(), version.status(), version.indexedDate(),
                        version.checkDate()),
                new ComponentStatusBody(lifecycle.status(), lifecycle.firstIndexedDate(),
                        lifecycle.lastIndexedDate()),
                outcome.infoCode(), outcome.infoMessage());
    }
}
