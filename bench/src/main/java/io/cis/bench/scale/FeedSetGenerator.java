package io.cis.bench.scale;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * Generates a whole feeds folder in the layout {@code build --feeds} reads: draws the catalog's shape, plans the
 * advisories, writes the catalog files (in parallel, each file from its own components) and then the feeds that refer
 * to the catalog. Same seed and sizes, same bytes: nothing depends on the clock, the thread schedule or the order in
 * which the file system lists things.
 */
final class FeedSetGenerator {

    static final long CATALOG_LINES_PER_FILE = 1_000_000;
    static final int RECORDS_PER_ARCHIVE = 50_000;
    static final int[] SBOM_SIZES = {100, 1_000, 5_000};
    static final WorkloadWriter.Counts WORKLOAD = new WorkloadWriter.Counts(20_000, 5_000, 50);
    private static final int ADVISORY_BATCH = 4_096;
    private static final int KNOWN_SAMPLE = 60_000;

    private final Path referenceFeeds;
    private final int threads;

    FeedSetGenerator(Path referenceFeeds, int threads) {
        this.referenceFeeds = referenceFeeds;
        this.threads = Math.max(1, threads);
    }

    GenerationReport generate(Path out, ScaleSizes sizes, boolean force) throws IOException {
        long started = System.nanoTime();
        prepare(out, force);
        RandomStreams streams = new RandomStreams(sizes.seed());
        // every date derives from the seed: a reference day in 2025 that all releases and advisories precede
        LocalDate referenceDay = LocalDate.of(2025, 1, 1).plusDays(Math.floorMod(sizes.seed(), 365));
        CatalogPlan plan = new Shapes(streams).plan(sizes, CATALOG_LINES_PER_FILE);
        AdvisoryPlan advisories = AdvisoryPlan.draw(plan, sizes.advisories(), streams);
        ComponentNames names = new ComponentNames(streams);
        ComponentFactory components = new ComponentFactory(plan, streams, names, new VersionHistory(referenceDay));
        JsonFactory json = new JsonFactoryBuilder().rootValueSeparator((String) null).build();
        ProseWriter prose = new ProseWriter();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Files.createDirectories(out.resolve("catalog"));
            CatalogPass catalog = writeCatalog(out, sizes, plan, advisories, components, streams, json, prose,
                    referenceDay, pool);
            AdvisoryIds ids = new AdvisoryIds(streams, sizes.advisories());
            OsvPass osv = writeAdvisories(out, advisories, catalog.advised,
                    new OsvRecordWriter(json, streams, components, ids, referenceDay, prose), streams, referenceDay, pool);
            long epssRows = new EpssWriter(streams, ids, referenceDay).write(out, osv.cves, Math.max(1_000, sizes.advisories()));
            new KevWriter().write(out, osv.kev);
            SbomWriter.Result sboms = new SbomWriter(json, streams,
                    new UnknownPackages(names, streams, plan.components()), referenceDay).write(out, catalog.known, SBOM_SIZES);
            new WorkloadWriter(json, streams, new UnknownPackages(names, streams, plan.components() + 10_000_000L))
                    .write(out, new WorkloadWriter.Sources(catalog.known, catalog.withCpes, catalog.withAlgorithms,
                            osv.affected, catalog.releases), WORKLOAD);
            ReferenceFeedCopier copier = new ReferenceFeedCopier(referenceFeeds);
            copier.copy("spdx", out);
            copier.copy("crypto", out);
            double seconds = (System.nanoTime() - started) / 1e9;
            return new GenerationReport(sizes, catalog.counts.components, catalog.counts.versions,
                    plan.componentsWithAtMost(5), plan.largestVersionCount(),
                    catalog.counts.algorithms, catalog.counts.locations, sizes.advisories(), osv.cves.size(), epssRows,
                    osv.kev.size(), catalog.cpeFolders, catalog.releases.size(), sboms.files(), sboms.addedComponents(),
                    bytesPerFeed(out), seconds);
        } finally {
            pool.shutdownNow();
        }
    }

    /** What the catalog pass kept for the feeds written after it. */
    private static final class CatalogPass {
        final CatalogLines.Counts counts = new CatalogLines.Counts();
        final Map<Integer, VersionSample> advised = new HashMap<>();
        final List<KnownVersion> known = new ArrayList<>();
        final List<KnownVersion> withCpes = new ArrayList<>();
        final List<KnownVersion> withAlgorithms = new ArrayList<>();
        final List<GitHubReleasesWriter.Listing> releases = new ArrayList<>();
        int cpeFolders;

        void add(CatalogChunkWriter.Result result) {
            counts.add(result.counts());
            advised.putAll(result.advised());
            known.addAll(result.known());
            withCpes.addAll(result.withCpes());
            withAlgorithms.addAll(result.withAlgorithms());
            releases.addAll(result.releases());
            cpeFolders += result.cpeFolders();
        }
    }

    private CatalogPass writeCatalog(Path out, ScaleSizes sizes, CatalogPlan plan, AdvisoryPlan advisories,
                                     ComponentFactory components, RandomStreams streams, JsonFactory json,
                                     ProseWriter prose, LocalDate referenceDay, ExecutorService pool) throws IOException {
        int n = plan.components();
        long githubComponents = Math.max(1, n * 8L / 100);
        double cpeTarget = Math.min(20_000, Math.max(20, n / 50));
        double releasesTarget = Math.min(5_000, Math.max(10, n / 200));
        double known = Math.min(1.0, KNOWN_SAMPLE / (double) plan.versions());
        CatalogChunkWriter.Shares shares = new CatalogChunkWriter.Shares(known, Math.min(1.0, cpeTarget / n),
                Math.min(1.0, 20_000 / (plan.versions() / 50.0)), Math.min(1.0, 20_000 / (plan.versions() * 0.03)),
                Math.min(1.0, releasesTarget / githubComponents));
        CatalogChunkWriter writer = new CatalogChunkWriter(out, json, components, new CatalogLines(referenceDay),
                advisories, new Purl2CpeWriter(out), new GitHubReleasesWriter(out, json, prose), streams, shares, 1);
        List<Future<CatalogChunkWriter.Result>> results = new ArrayList<>();
        for (CatalogPlan.Chunk chunk : plan.chunks()) {
            results.add(pool.submit(() -> writer.write(chunk, plan.chunks().size())));
        }
        CatalogPass pass = new CatalogPass();
        for (Future<CatalogChunkWriter.Result> result : results) {
            pass.add(await(result));
        }
        return pass;
    }

    /** What the advisory pass kept for EPSS, KEV and the workload. */
    private static final class OsvPass {
        final List<String> cves = new ArrayList<>();
        final List<KevWriter.Entry> kev = new ArrayList<>();
        final List<KnownVersion> affected = new ArrayList<>();
    }

    /** Records are drawn in parallel batches and written in advisory order, so the archives do not depend on timing. */
    private OsvPass writeAdvisories(Path out, AdvisoryPlan plan, Map<Integer, VersionSample> samples,
                                    OsvRecordWriter writer, RandomStreams streams, LocalDate referenceDay,
                                    ExecutorService pool)
            throws IOException {
        OsvPass pass = new OsvPass();
        int total = plan.advisories();
        int affectedEvery = Math.max(1, total / 5_000);
        try (OsvArchives archives = new OsvArchives(out, RECORDS_PER_ARCHIVE, referenceDay.atStartOfDay())) {
            for (int first = 0; first < total; first += ADVISORY_BATCH) {
                int end = Math.min(total, first + ADVISORY_BATCH);
                List<Future<OsvRecordWriter.Written>> batch = new ArrayList<>(end - first);
                for (int a = first; a < end; a++) {
                    int advisory = a;
                    batch.add(pool.submit(() -> writer.write(advisory, total, plan.targets(advisory), samples)));
                }
                for (int a = first; a < end; a++) {
                    OsvRecordWriter.Written written = await(batch.get(a - first));
                    archives.add(written.source(), written.id(), written.json());
                    if (written.cve() != null) {
                        pass.cves.add(written.cve());
                        SplittableRandom kev = streams.of("kev", a);
                        if (kev.nextInt(100) == 0) {
                            ComponentIdentity pkg = writer.identity(plan.targets(a)[0]);
                            ProseWriter.Weakness weakness = ProseWriter.WEAKNESSES[kev.nextInt(ProseWriter.WEAKNESSES.length)];
                            LocalDate added = written.published().plusDays(kev.nextInt(400));
                            pass.kev.add(new KevWriter.Entry(written.cve(), pkg.namespace() != null
                                    ? pkg.namespace() : pkg.name(), pkg.name(), weakness.phrase(), weakness.cwe(),
                                    added.isAfter(referenceDay) ? referenceDay : added));
                        }
                    }
                    if (a % affectedEvery == 0) {
                        pass.affected.addAll(written.affected());
                    }
                }
            }
        }
        return pass;
    }

    private static <T> T await(Future<T> future) throws IOException {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IOException(e.getCause());
        }
    }

    private static void prepare(Path out, boolean force) throws IOException {
        if (Files.exists(out)) {
            boolean empty;
            try (Stream<Path> entries = Files.list(out)) {
                empty = entries.findAny().isEmpty();
            }
            if (!empty && !force) {
                throw new IOException(out + " is not empty; pass --force to replace it");
            }
            if (!empty) {
                deleteTree(out);
            }
        }
        Files.createDirectories(out);
    }

    private static void deleteTree(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                if (!dir.equals(root)) {
                    Files.delete(dir);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static Map<String, Long> bytesPerFeed(Path out) throws IOException {
        Map<String, Long> bytes = new LinkedHashMap<>();
        List<Path> feeds;
        try (Stream<Path> entries = Files.list(out)) {
            feeds = entries.filter(Files::isDirectory).sorted().toList();
        }
        for (Path feed : feeds) {
            try (Stream<Path> files = Files.walk(feed)) {
                bytes.put(feed.getFileName().toString(),
                        files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum());
            }
        }
        return bytes;
    }
}
