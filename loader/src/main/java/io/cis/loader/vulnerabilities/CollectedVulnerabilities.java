package io.cis.loader.vulnerabilities;

import java.util.ArrayList;
import java.util.List;

/** Every vulnerability fact the feeds of one build reported, in the order they reported them. */
public final class CollectedVulnerabilities implements VulnerabilitySink {

    private final List<AdvisoryFacts> advisories = new ArrayList<>();
    private final List<CveFacts> cves = new ArrayList<>();
    private final List<EpssScore> epss = new ArrayList<>();
    private final List<KnownExploited> knownExploited = new ArrayList<>();
    private final List<CpeMapping> cpes = new ArrayList<>();

    @Override
    public void advisory(AdvisoryFacts facts) {
        advisories.add(facts);
    }

    @Override
    public void cve(CveFacts facts) {
        cves.add(facts);
    }

    @Override
    public void epss(EpssScore score) {
        epss.add(score);
    }

    @Override
    public void knownExploited(KnownExploited entry) {
        knownExploited.add(entry);
    }

    @Override
    public void cpes(CpeMapping mapping) {
        cpes.add(mapping);
    }

    public List<AdvisoryFacts> advisories() {
        return List.copyOf(advisories);
    }

    public List<CveFacts> cves() {
        return List.copyOf(cves);
    }

    public List<EpssScore> epss() {
        return List.copyOf(epss);
    }

    public List<KnownExploited> knownExploited() {
        return List.copyOf(knownExploited);
    }

    public List<CpeMapping> cpes() {
        return List.copyOf(cpes);
    }
}
