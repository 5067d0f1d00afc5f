package io.cis.engine;

import io.cis.engine.components.ComponentCatalog;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.components.ComponentSearch;
import io.cis.engine.components.ComponentVersionsService;
import io.cis.engine.cryptography.CryptographyService;
import io.cis.engine.distro.DistroCoverage;
import io.cis.engine.geoprovenance.GeoProvenanceService;
import io.cis.engine.licenses.ComponentLicenseService;
import io.cis.engine.licenses.LicenseCatalog;
import io.cis.engine.releases.ReleaseNotesService;
import io.cis.engine.snapshot.CacheStats;
import io.cis.engine.snapshot.DataDates;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.OpenChecks;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.snapshot.Verification;
import io.cis.engine.staticanalysis.StaticAnalysisService;
import io.cis.engine.status.ComponentStatusService;
import io.cis.engine.version.VersionResolver;
import io.cis.engine.cpe.CpeVulnerabilityService;
import io.cis.engine.vulnerabilities.CpeService;
import io.cis.engine.vulnerabilities.VulnerabilityService;
import java.nio.file.Path;
import java.util.Optional;

/** All question-answering services over one open snapshot; closing it closes the snapshot. */
public final class Engine implements AutoCloseable {

    private final Snapshot snapshot;
    private final DecodedValues values;
    private final LicenseCatalog licenses;
    private final ComponentCatalog components;
    private final ComponentStatusService status;
    private final ComponentVersionsService versions;
    private final ComponentSearch search;
    private final VulnerabilityService vulnerabilities;
    private final CpeVulnerabilityService cpeVulnerabilities;
    private final CpeService cpes;
    private final StaticAnalysisService staticAnalysis;
    private final CryptographyService cryptography;
    private final GeoProvenanceService geoProvenance;
    private final ReleaseNotesService releases;
    private final ComponentLicenseService componentLicenses;
    private final SnapshotIdentity identity;

    public Engine(Snapshot snapshot, ValueCodec codec) {
        this(snapshot, codec, ResolutionListener.NONE);
    }

    public Engine(Snapshot snapshot, ValueCodec codec, ResolutionListener listener) {
        this(snapshot, codec, listener, DecodedValues.defaultBudget());
    }

    /** Services over the snapshot, keeping the decoded values of up to {@code decodedBytes} stored bytes between requests. */
    public Engine(Snapshot snapshot, ValueCodec codec, ResolutionListener listener, long decodedBytes) {
        this.snapshot = snapshot;
        this.values = new DecodedValues(snapshot, codec, decodedBytes);
        this.licenses = new LicenseCatalog(values);
        this.components = new ComponentCatalog(values);
        ComponentLookup lookup = new ComponentLookup(components, new VersionResolver(), listener);
        this.status = new ComponentStatusService(lookup, components);
        this.versions = new ComponentVersionsService(lookup, components, licenses);
        this.search = new ComponentSearch(snapshot, components);
        this.vulnerabilities = new VulnerabilityService(lookup, values, codec, DistroCoverage.of(snapshot));
        this.cpes = new CpeService(lookup, values);
        this.cpeVulnerabilities = new CpeVulnerabilityService(values, holdsAny(snapshot, Domain.CPE_VULNERABILITIES));
        this.staticAnalysis = new StaticAnalysisService(lookup, values);
        this.cryptography = new CryptographyService(lookup, values);
        this.geoProvenance = new GeoProvenanceService(lookup, values);
        this.releases = new ReleaseNotesService(lookup, values);
        this.componentLicenses = new ComponentLicenseService(lookup, values);
        this.identity = new SnapshotIdentity(snapshot.manifest().schemaVersion(), snapshot.manifest().createdAt(),
                snapshot.demo(), DataDates.of(snapshot.manifest()));
    }

    /** Verifies and opens the snapshot directory read-only. */
    public static Engine open(Path snapshotDirectory) throws SnapshotRejectedException {
        return new Engine(Snapshot.open(snapshotDirectory), new ValueCodec());
    }

    /** Verifies and opens the snapshot directory read-only with explicit options, telling every lookup's outcome. */
    public static Engine open(Path snapshotDirectory, SnapshotOptions options, ResolutionListener listener)
            throws SnapshotRejectedException {
        return open(snapshotDirectory, options, listener, OpenChecks.FULL);
    }

    /** As {@link #open(Path, SnapshotOptions, ResolutionListener)}, with the checks to make when opening. */
    public static Engine open(Path snapshotDirectory, SnapshotOptions options, ResolutionListener listener, OpenChecks checks)
            throws SnapshotRejectedException {
        return new Engine(Snapshot.open(snapshotDirectory, options, checks), new ValueCodec(), listener, options.decodedBytes());
    }

    /** Where the SHA-256 check of the snapshot's files stands. */
    public Verification verification() {
        return snapshot.verification();
    }

    /** The trusted key whose signature over the manifest was checked at opening, if any. */
    public Optional<String> signedBy() {
        return snapshot.signedBy();
    }

    /** The outcome of hashing every file in the background; any problem marks the snapshot damaged. */
    public void verificationFinished(java.util.List<String> problems) {
        snapshot.verificationFinished(problems);
    }

    /** Share of block reads served from the block cache, for monitoring. */
    public double blockCacheHitRatio() {
        return snapshot.blockCacheHitRatio();
    }

    /** How often a request found a stored value already decoded (and prepared) by an earlier one, for monitoring. */
    public CacheStats decodedValueStats() {
        return values.stats();
    }

    /** Why the snapshot's files can no longer be trusted (the first read that failed); empty while it reads soundly. */
    public Optional<String> damage() {
        return snapshot.damage();
    }

    /** The snapshot's identity and data dates, read from its manifest once. */
    public SnapshotIdentity identity() {
        return identity;
    }

    public Path snapshotDirectory() {
        return snapshot.directory();
    }

    public LicenseCatalog licenses() {
        return licenses;
    }

    public ComponentCatalog components() {
        return components;
    }

    public ComponentStatusService status() {
        return status;
    }

    public ComponentVersionsService versions() {
        return versions;
    }

    public ComponentSearch search() {
        return search;
    }

    public VulnerabilityService vulnerabilities() {
        return vulnerabilities;
    }

    /** Whether the snapshot holds any entry of the domain (a column family may exist and be empty). */
    private static boolean holdsAny(Snapshot snapshot, Domain domain) {
        boolean[] any = {false};
        snapshot.scan(domain, new byte[0], 1, (key, value) -> {
            any[0] = true;
            return false;
        });
        return any[0];
    }

    /** Vulnerabilities of components known by a CPE name only, from NVD's configurations. */
    public CpeVulnerabilityService cpeVulnerabilities() {
        return cpeVulnerabilities;
    }

    public CpeService cpes() {
        return cpes;
    }

    public StaticAnalysisService staticAnalysis() {
        return staticAnalysis;
    }

    public CryptographyService cryptography() {
        return cryptography;
    }

    public GeoProvenanceService geoProvenance() {
        return geoProvenance;
    }

    public ReleaseNotesService releases() {
        return releases;
    }

    public ComponentLicenseService componentLicenses() {
        return componentLicenses;
    }

    @Override
    public void close() {
        snapshot.close();
    }
}
