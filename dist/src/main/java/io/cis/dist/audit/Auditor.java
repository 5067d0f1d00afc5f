package io.cis.dist.audit;

import io.cis.engine.Engine;
import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.version.Basis;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.vulnerabilities.ComponentVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers every component of an SBOM in-process, through the engine services the server uses, and triages each
 * finding against the VEX statements and ignore rules given. A component with a purl is answered by its purl; one
 * with only a CPE, by matching its CPE against NVD's configurations (licenses and lifecycle status are known by
 * purl only, so it has none).
 */
public final class Auditor {

    /** The purl carries the BOM's version, so no separate requirement is sent, as a v2 client would send none. */
    private static final String NO_REQUIREMENT = "";
    private static final Resolution BY_PURL_ONLY = new Resolution(ResolutionCode.COMPONENT_NOT_FOUND, "", false,
            Basis.NONE, "licenses and lifecycle status are known by purl; the component has only a CPE");

    private final Engine engine;
    private final Triage triage;

    public Auditor(Engine engine, Triage triage) {
        this.engine = engine;
        this.triage = triage;
    }

    public List<ComponentAudit> audit(Sbom sbom, AuditProgress progress) {
        List<ComponentAudit> answers = new ArrayList<>(sbom.components().size());
        int total = sbom.components().size();
        for (SbomComponent component : sbom.components()) {
            answers.add(component.matchedByCpe() ? byCpe(component) : byPurl(component));
            progress.answered(answers.size(), total);
        }
        return answers;
    }

    private ComponentAudit byPurl(SbomComponent component) {
        String purl = component.purl();
        ComponentVulnerabilities vulnerabilities = engine.vulnerabilities().vulnerabilities(component.vulnerabilityPurl(),
                NO_REQUIREMENT);
        return new ComponentAudit(component, vulnerabilities, engine.componentLicenses().licenses(purl, NO_REQUIREMENT),
                engine.status().status(purl, NO_REQUIREMENT), suppressed(component, vulnerabilities),
                stated(component, vulnerabilities));
    }

    private ComponentAudit byCpe(SbomComponent component) {
        ComponentVulnerabilities vulnerabilities = engine.cpeVulnerabilities().vulnerabilities(component.cpe());
        return new ComponentAudit(component, vulnerabilities, new ComponentLicenses(BY_PURL_ONLY, "", "", List.of()),
                new ComponentStatus(component.name(), ComponentStatus.VersionStatus.NONE,
                        ComponentStatus.LifecycleStatus.NONE, BY_PURL_ONLY),
                suppressed(component, vulnerabilities), stated(component, vulnerabilities));
    }

    private Map<String, Suppression> suppressed(SbomComponent component, ComponentVulnerabilities vulnerabilities) {
        Map<String, Suppression> suppressed = new HashMap<>();
        for (VulnerabilityRecord vulnerability : vulnerabilities.vulnerabilities()) {
            triage.suppression(component, vulnerability).ifPresent(s -> suppressed.put(vulnerability.id(), s));
        }
        return suppressed;
    }

    private Map<String, VexStatement> stated(SbomComponent component, ComponentVulnerabilities vulnerabilities) {
        Map<String, VexStatement> stated = new HashMap<>();
        for (VulnerabilityRecord vulnerability : vulnerabilities.vulnerabilities()) {
            triage.statement(component, vulnerability).ifPresent(s -> stated.put(vulnerability.id(), s));
        }
        return stated;
    }
}
