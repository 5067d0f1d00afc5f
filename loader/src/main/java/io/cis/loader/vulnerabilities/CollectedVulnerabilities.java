package io.cis.loader.vulnerabilities;

import io.cis.engine.cpe.CpeCriterion;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.spill.SpilledLog;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every vulnerability fact the feeds of one build reported, in the order they reported them. Advisories and NVD's
 * configuration criteria, the bulk, wait on disk past the spill space's memory budget; scores and mappings keyed by
 * CVE stay in memory.
 */
public final class CollectedVulnerabilities implements VulnerabilitySink, AutoCloseable {

    private final SpilledLog<AdvisoryFacts> advisories;
    private final SpilledLog<CpeCriterion> criteria;
    private final List<CveFacts> cves = new ArrayList<>();
    private final List<EpssScore> epss = new ArrayList<>();
    private final List<KnownExploited> knownExploited = new ArrayList<>();
    private final List<CpeMapping> cpes = new ArrayList<>();

    /** Facts spilling into the system's temporary directory. */
    public CollectedVulnerabilities() {
        this(SpillSpace.temporary());
    }

    public CollectedVulnerabilities(SpillSpace space) {
        this.advisories = new SpilledLog<>(space, "advisories", new ValueCodec(), AdvisoryFacts.class);
        this.criteria = new SpilledLog<>(space, "cpe-criteria", new ValueCodec(), CpeCriterion.class);
    }

    @Override
    public void advisory(AdvisoryFacts facts) {
        advisories.add(facts);
    }

    @Override
    public void cve(CveFacts facts) {
        cves.add(facts.withoutCriteria());
        facts.cpeCriteria().forEach(criteria::add);
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

    /** Hands every advisory to {@code action}, in the order reported. */
    public void eachAdvisory(Consumer<? super AdvisoryFacts> action) {
        advisories.forEach(action);
    }

    /** Every advisory read into memory, for inspecting small builds. */
    public List<AdvisoryFacts> advisories() {
        return advisories.toList();
    }

    /** Hands every NVD configuration criterion to {@code action}, in the order reported. */
    public void eachCpeCriterion(Consumer<? super CpeCriterion> action) {
        criteria.forEach(action);
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

    @Override
    public void close() {
        advisories.close();
        criteria.close();
    }
}
