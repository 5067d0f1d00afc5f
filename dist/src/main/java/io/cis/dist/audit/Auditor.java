package io.cis.dist.audit;

import io.cis.engine.Engine;
import io.cis.engine.vulnerabilities.ComponentVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers every component of an SBOM in-process, through the engine services the server uses, and triages each
 * finding against the VEX statements and ignore rules given.
 */
public final class Auditor {

    /** The purl carries the BOM's version, so no separate requirement is sent, as a v2 client would send none. */
    private static final String NO_REQUIREMENT = "";

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
            String purl = component.purl();
            ComponentVulnerabilities vulnerabilities = engine.vulnerabilities().vulnerabilities(component.vulnerabilityPurl(), NO_REQUIREMENT);
            Map<String, Suppression> suppressed = new HashMap<>();
            for (VulnerabilityRecord vulnerability : vulnerabilities.vulnerabilities()) {
                triage.suppression(component, vulnerability).ifPresent(s -> suppressed.put(vulnerability.id(), s));
            }
            answers.add(new ComponentAudit(component, vulnerabilities,
                    engine.componentLicenses().licenses(purl, NO_REQUIREMENT),
                    engine.status().status(purl, NO_REQUIREMENT), suppressed));
            progress.answered(answers.size(), total);
        }
        return answers;
    }
}
