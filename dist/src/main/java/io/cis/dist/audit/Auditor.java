package io.cis.dist.audit;

import io.cis.engine.Engine;
import java.util.ArrayList;
import java.util.List;

/** Answers every component of an SBOM in-process, through the engine services the server uses. */
public final class Auditor {

    /** The purl carries the BOM's version, so no separate requirement is sent, as a v2 client would send none. */
    private static final String NO_REQUIREMENT = "";

    private final Engine engine;

    public Auditor(Engine engine) {
        this.engine = engine;
    }

    public List<ComponentAudit> audit(Sbom sbom, AuditProgress progress) {
        List<ComponentAudit> answers = new ArrayList<>(sbom.components().size());
        int total = sbom.components().size();
        for (SbomComponent component : sbom.components()) {
            String purl = component.purl();
            answers.add(new ComponentAudit(component,
                    engine.vulnerabilities().vulnerabilities(component.vulnerabilityPurl(), NO_REQUIREMENT),
                    engine.componentLicenses().licenses(purl, NO_REQUIREMENT),
                    engine.status().status(purl, NO_REQUIREMENT)));
            progress.answered(answers.size(), total);
        }
        return answers;
    }
}
