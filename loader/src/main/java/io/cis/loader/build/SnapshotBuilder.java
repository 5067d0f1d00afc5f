package io.cis.loader.build;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.catalog.CatalogMerger;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.cryptography.CryptographyMerger;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.geoprovenance.Gazetteer;
import io.cis.loader.geoprovenance.LocationMerger;
import io.cis.loader.geoprovenance.LocationResolver;
import io.cis.loader.licenses.ComponentLicenseMerger;
import io.cis.loader.spill.SpillSpace;
import io.cis.engine.vulnerabilities.CvssScore;
import io.cis.loader.vulnerabilities.CvssScorer;
import io.cis.loader.vulnerabilities.cvss.CvssScores;
import io.cis.loader.vulnerabilities.VulnerabilityMerger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Compiles every feed found under a feeds root into tables and publishes them as one snapshot. */
public final class SnapshotBuilder {

    private final List<Feed> feeds;
    private final VulnerabilityMerger vulnerabilityMerger;
    private final CatalogMerger merger;
    private final CryptographyMerger cryptographyMerger;
    private final LocationMerger locationMerger;
    private final ComponentLicenseMerger licenseMerger;
    private final SnapshotWriter writer;
    private final long spillBudget;

    public SnapshotBuilder(List<Feed> feeds, VulnerabilityMerger vulnerabilityMerger, CatalogMerger merger,
                           CryptographyMerger cryptographyMerger, LocationMerger locationMerger,
                           ComponentLicenseMerger licenseMerger, SnapshotWriter writer) {
        this(feeds, vulnerabilityMerger, merger, cryptographyMerger, locationMerger, licenseMerger, writer,
                SpillSpace.DEFAULT_BUDGET);
    }

    private SnapshotBuilder(List<Feed> feeds, VulnerabilityMerger vulnerabilityMerger, CatalogMerger merger,
                            CryptographyMerger cryptographyMerger, LocationMerger locationMerger,
                            ComponentLicenseMerger licenseMerger, SnapshotWriter writer, long spillBudget) {
        this.feeds = List.copyOf(feeds);
        this.vulnerabilityMerger = vulnerabilityMerger;
        this.merger = merger;
        this.cryptographyMerger = cryptographyMerger;
        this.locationMerger = locationMerger;
        this.licenseMerger = licenseMerger;
        this.writer = writer;
        this.spillBudget = spillBudget;
    }

    /**
     * This builder, with its spilling structures writing to disk once they buffer {@code bytes} of records together
     * (by default {@link SpillSpace#DEFAULT_BUDGET}).
     */
    public SnapshotBuilder spillingAbove(long bytes) {
        return new SnapshotBuilder(feeds, vulnerabilityMerger, merger, cryptographyMerger, locationMerger, licenseMerger,
                writer, bytes);
    }

    /** A builder with every known feed, the catalog merge and a writer stamping times from the clock. */
    public static SnapshotBuilder withKnownFeeds(Clock clock) {
        ValueCodec codec = new ValueCodec();
        CvssScores cvss = new CvssScores();
        CvssScorer scorer = vector -> cvss.score(vector).map(s -> new CvssScore(s.vector(), s.score(), s.severity()));
        return new SnapshotBuilder(FeedDiscovery.knownFeeds(codec), new VulnerabilityMerger(codec, scorer, clock),
                new CatalogMerger(codec), new CryptographyMerger(codec),
                new LocationMerger(codec, new LocationResolver(Gazetteer.bundled())), new ComponentLicenseMerger(codec),
                new SnapshotWriter(clock));
    }

    /**
     * Builds from {@code feedsRoot} into {@code out}.
     *
     * @throws FeedException when a feed file is malformed (nothing is published)
     * @throws IOException   when the snapshot cannot be written (nothing is published)
     */
    public BuildReport build(Path feedsRoot, Path out, boolean replace) throws FeedException, IOException {
        return build(feedsRoot, out, replace, BuildProgress.SILENT);
    }

    /** As {@link #build(Path, Path, boolean)}, telling {@code progress} as each feed starts and finishes. */
    public BuildReport build(Path feedsRoot, Path out, boolean replace, BuildProgress progress)
            throws FeedException, IOException {
        if (!Files.isDirectory(feedsRoot)) {
            throw new IOException(feedsRoot + ": feeds directory does not exist");
        }
        Path target = out.toAbsolutePath().normalize();
        BuildTarget.check(target, replace);
        Files.createDirectories(target.getParent());
        removeStaleSpills(target);
        Path spill = target.resolveSibling("." + target.getFileName() + ".spill-" + UUID.randomUUID());
        SpillSpace space = new SpillSpace(spill, spillBudget);
        try (SnapshotTables tables = new SnapshotTables(space);
             CollectedFacts catalogFacts = new CollectedFacts(space);
             CollectedVulnerabilities vulnerabilityFacts = new CollectedVulnerabilities(space);
             CollectedCryptography cryptographyFacts = new CollectedCryptography(space);
             CollectedLocations locationFacts = new CollectedLocations(space)) {
            BuildSink sink = new BuildSink(tables, catalogFacts, vulnerabilityFacts, cryptographyFacts, locationFacts);
            return build(feedsRoot, out, replace, progress, sink, catalogFacts, vulnerabilityFacts, cryptographyFacts,
                    locationFacts);
        } catch (UncheckedIOException e) {
            // spilling and the merges write through interfaces that cannot throw IOException; a full disk surfaces
            // here, its message naming the spill file and the reason
            throw new IOException(e.getMessage(), e.getCause());
        } finally {
            SnapshotWriter.deleteTree(spill);
        }
    }

    /** A feed's folder that is not a directory (a file or a FIFO named {@code osv}) cannot be read as one. */
    private static Path requireFolder(Feed feed, Path location) throws FeedException {
        if (!Files.isDirectory(location)) {
            throw new FeedException(location, FeedFiles.kindOf(location) + " where the folder of the " + feed.name()
                    + " feed is expected");
        }
        return location;
    }

    /** Spill directories of builds of the same output that were killed before they could clean up. */
    private static void removeStaleSpills(Path target) throws IOException {
        try (DirectoryStream<Path> stale = Files.newDirectoryStream(target.getParent(), "." + target.getFileName() + ".spill-*")) {
            for (Path dir : stale) {
                SnapshotWriter.deleteTree(dir);
            }
        }
    }

    private BuildReport build(Path feedsRoot, Path out, boolean replace, BuildProgress progress, BuildSink sink,
                              CollectedFacts catalogFacts, CollectedVulnerabilities vulnerabilityFacts,
                              CollectedCryptography cryptographyFacts, CollectedLocations locationFacts)
            throws FeedException, IOException {
        SnapshotTables tables = sink.tables();
        // read before any feed, so that a damaged fetch manifest stops the build at once
        FeedDating dating = FeedDating.of(feedsRoot);
        List<FeedResult> results = new ArrayList<>();
        Map<String, Boolean> tracked = new LinkedHashMap<>();
        List<String> absent = new ArrayList<>();
        Map<Feed, Path> located = new LinkedHashMap<>();
        for (Feed feed : feeds) {
            Optional<Path> location = feed.locate(feedsRoot);
            if (location.isEmpty()) {
                absent.add(feed.name());
            } else {
                located.put(feed, requireFolder(feed, location.get()));
            }
        }
        Map<String, Path> plan = new LinkedHashMap<>();
        located.forEach((feed, location) -> plan.put(feed.name(), location));
        progress.planned(plan);
        for (Map.Entry<Feed, Path> entry : located.entrySet()) {
            progress.feedStarted(entry.getKey().name());
            FeedResult result = entry.getKey().load(feedsRoot, entry.getValue(), sink);
            results.add(result);
            tracked.put(result.name(), entry.getKey().tracked());
            progress.feedFinished(result);
        }
        if (!results.isEmpty()) {
            progress.merging();
        }
        if (results.isEmpty()) {
            throw new IOException(feedsRoot + ": no known feed found (looked for " + String.join(", ", absent) + ")");
        }
        // Advisories name versions the catalog must know, so vulnerabilities merge first.
        // Each kind of facts is deleted once merged, so the disk holds one copy of what was read at a time.
        progress.mergeStep("vulnerabilities");
        VulnerabilityMerger.Result vulnerabilities = vulnerabilityMerger.merge(vulnerabilityFacts, catalogFacts, tables);
        vulnerabilityFacts.close();
        // licenses are normalised per stored version, as the catalog merge stores each (against the SPDX list read)
        progress.mergeStep("catalog");
        ComponentLicenseMerger.Licensing licensing = licenseMerger.start(tables);
        CatalogMerger.Result catalog = merger.merge(catalogFacts, tables, licensing::version);
        ComponentLicenseMerger.Result licenses = licensing.result();
        catalogFacts.close();
        progress.mergeStep("cryptography");
        CryptographyMerger.Result cryptography = cryptographyMerger.merge(cryptographyFacts, tables);
        cryptographyFacts.close();
        progress.mergeStep("locations");
        LocationMerger.Result locations = locationMerger.merge(locationFacts, tables);
        locationFacts.close();
        List<FeedRecord> records = results.stream()
                .map(r -> dating.record(r, tracked.getOrDefault(r.name(), false)))
                .toList();
        progress.mergeStep("write");
        Manifest manifest = writer.publish(tables, records, out, replace);
        return new BuildReport(out.toAbsolutePath().normalize(), manifest, results, absent, catalog, vulnerabilities,
                cryptography, locations, licenses);
    }
}
