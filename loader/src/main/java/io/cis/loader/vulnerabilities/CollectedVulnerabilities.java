package io.cis.loader.vulnerabilities;

import io.cis.engine.cpe.CpeCriterion;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.spill.SpilledLog;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every vulnerability fact the feeds of one build reported, in the order they reported them. Each kind waits on disk
 * past the spill space's memory budget, so a build holds only a buffer of them however many advisories, NVD records
 * and their configuration criteria, EPSS scores or CPE mappings its feeds hold.
 */
public final class CollectedVulnerabilities implements VulnerabilitySink, AutoCloseable {

    private final SpilledLog<AdvisoryFacts> advisories;
    private final SpilledLog<CveFacts> cves;
    private final SpilledLog<EpssScore> epss;
    private final SpilledLog<KnownExploited> knownExploited;
    private final SpilledLog<CpeMapping> cpes;
    private final SpilledLog<CpeCriterion> criteria;

    /** Facts spilling into the system's temporary directory. */
    public CollectedVulnerabilities() {
        this(SpillSpace.temporary());
    }

    public CollectedVulnerabilities(SpillSpace space) {
        ValueCodec codec = new ValueCodec();
        this.advisories = new SpilledLog<>(space, "advisories", codec, AdvisoryFacts.class);
        this.cves = new SpilledLog<>(space, "cves", codec, CveFacts.class);
        this.epss = new SpilledLog<>(space, "epss", codec, EpssScore.class);
        this.knownExploited = new SpilledLog<>(space, "kev", codec, KnownExploited.class);
        this.cpes = new SpilledLog<>(space, "cpes", codec, CpeMapping.class);
        this.criteria = new SpilledLog<>(space, "cpe-criteria", codec, CpeCriterion.class);
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

    /** Hands every NVD or CVE record to {@code action}, in the order reported. */
    public void eachCve(Consumer<? super CveFacts> action) {
        cves.forEach(action);
    }

    /** Hands every EPSS score to {@code action}, in the order reported. */
    public void eachEpss(Consumer<? super EpssScore> action) {
        epss.forEach(action);
    }

    /** Hands every KEV entry to {@code action}, in the order reported. */
    public void eachKnownExploited(Consumer<? super KnownExploited> action) {
        knownExploited.forEach(action);
    }

    /** Hands every CPE mapping to {@code action}, in the order reported. */
    public void eachCpes(Consumer<? super CpeMapping> action) {
        cpes.forEach(action);
    }

    /** Every advisory read into memory, for inspecting small builds. */
    public List<AdvisoryFacts> advisories() {
        return advisories.toList();
    }

    /** Hands every NVD configuration criterion to {@code action}, in the order reported. */
    public void eachCpeCriterion(Consumer<? super CpeCriterion> action) {
        criteria.forEach(action);
    }

    /** Every NVD or CVE record read into memory, for inspecting small builds. */
    public List<CveFacts> cves() {
        return cves.toList();
    }

    /** Every EPSS score read into memory, for inspecting small builds. */
    public List<EpssScore> epss() {
        return epss.toList();
    }

    /** Every KEV entry read into memory, for inspecting small builds. */
    public List<KnownExploited> knownExploited() {
        return knownExploited.toList();
    }

    /** Every CPE mapping read into memory, for inspecting small builds. */
    public List<CpeMapping> cpes() {
        return cpes.toList();
    }

    @Override
    public void close() {
        advisories.close();
        cves.close();
        epss.close();
        knownExploited.close();
        cpes.close();
        criteria.close();
    }
}
