package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.vulnerabilities.CvssScore;
import io.cis.loader.SampleFeeds;
import io.cis.loader.catalog.CatalogMerger;
import io.cis.loader.cryptography.CryptographyMerger;
import io.cis.loader.feeds.catalog.CatalogJsonlFeed;
import io.cis.loader.feeds.osv.OsvFeed;
import io.cis.loader.geoprovenance.Gazetteer;
import io.cis.loader.geoprovenance.LocationMerger;
import io.cis.loader.geoprovenance.LocationResolver;
import io.cis.loader.licenses.ComponentLicenseMerger;
import io.cis.loader.vulnerabilities.CvssScorer;
import io.cis.loader.vulnerabilities.VulnerabilityMerger;
import io.cis.loader.vulnerabilities.cvss.CvssScores;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Feed faults: each damaged feed root built from real sample files either builds with the bad records skipped,
 * counted and named by file, or fails naming the file and the reason; in every case nothing partial is published
 * (no directory at the output path, no hidden work directory left).
 */
class FeedFaultsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T00:00:00Z"), ZoneOffset.UTC);
    private static final String CATALOG = "catalog/scanoss-components.jsonl";
    private static final String OSV = "osv/github-advisory-database/advisories/github-reviewed/2019/03/"
            + "GHSA-86g5-2wh3-gc9j/GHSA-86g5-2wh3-gc9j.json";

    @TempDir
    Path dir;

    @Test
    void aCatalogTruncatedMidLineBuildsWithTheBrokenLineSkippedAndNamed() throws Exception {
        List<String> lines = sampleLines(CATALOG, 40);
        String last = lines.get(lines.size() - 1);
        String text = String.join("\n", lines.subList(0, lines.size() - 1)) + "\n" + last.substring(0, last.length() / 2);
        Path feeds = feedsWith(CATALOG, text.getBytes(StandardCharsets.UTF_8));

        BuildReport report = builder(new CatalogJsonlFeed()).build(feeds, out(), false);

        FeedResult catalog = report.feeds().get(0);
        assertThat(catalog.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).endsWith("scanoss-components.jsonl");
            assertThat(skip.id()).isEqualTo("line " + lines.size());
        });
        assertPublishedIntact();
    }

    @Test
    void aTruncatedOsvRecordFailsNamingTheFileAndPublishesNothing() throws Exception {
        byte[] whole = Files.readAllBytes(SampleFeeds.root().resolve(OSV));
        Path feeds = feedsWith(OSV, java.util.Arrays.copyOf(whole, whole.length / 2));

        assertFailsNaming(builder(new OsvFeed()), feeds, "GHSA-86g5-2wh3-gc9j.json");
    }

    @Test
    void aCatalogInLatin1FailsAsNotUtf8NamingTheFile() throws Exception {
        List<String> lines = new ArrayList<>(sampleLines(CATALOG, 20));
        lines.add("{\"kind\": \"component\", \"purl\": \"pkg:gem/caf\u00e9\", \"name\": \"caf\u00e9\", \"status\": \"active\"}");
        Path feeds = feedsWith(CATALOG, String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1));

        assertFailsNaming(builder(new CatalogJsonlFeed()), feeds, "scanoss-components.jsonl")
                .hasMessageContaining("UTF-8");
    }

    @Test
    void aCatalogInUtf16FailsNamingTheFileAndPublishesNothing() throws Exception {
        String text = String.join("\n", sampleLines(CATALOG, 20));
        Path feeds = feedsWith(CATALOG, text.getBytes(StandardCharsets.UTF_16));

        assertFailsNaming(builder(new CatalogJsonlFeed()), feeds, "scanoss-components.jsonl");
    }

    @Test
    void duplicateRecordsBuildToTheSameSnapshotContentAsOneCopy() throws Exception {
        List<String> lines = sampleLines(CATALOG, 30);
        List<String> doubled = new ArrayList<>(lines);
        doubled.addAll(lines.subList(4, lines.size()));
        Path once = feedsWith(CATALOG, String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
        Path twice = dir.resolve("feeds-twice");
        Files.createDirectories(twice.resolve("catalog"));
        Files.writeString(twice.resolve(CATALOG), String.join("\n", doubled));

        BuildReport single = builder(new CatalogJsonlFeed()).build(once, dir.resolve("once"), false);
        BuildReport duplicated = builder(new CatalogJsonlFeed()).build(twice, out(), false);

        assertThat(duplicated.catalog()).isEqualTo(single.catalog());
        assertThat(duplicated.feeds().get(0).skipped()).isEmpty();
        assertPublishedIntact();
    }

    @Test
    void unknownFieldsAreIgnoredAndTheRecordsStillLoad() throws Exception {
        List<String> lines = sampleLines(CATALOG, 30);
        List<String> extended = lines.stream()
                .map(l -> l.startsWith("{") ? l.replaceFirst("\\}\\s*$", ", \"x_new_upstream_field\": {\"nested\": [1, 2]}}") : l)
                .toList();
        Path plain = feedsWith(CATALOG, String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
        Path withUnknown = dir.resolve("feeds-unknown");
        Files.createDirectories(withUnknown.resolve("catalog"));
        Files.writeString(withUnknown.resolve(CATALOG), String.join("\n", extended));

        BuildReport expected = builder(new CatalogJsonlFeed()).build(plain, dir.resolve("plain"), false);
        BuildReport report = builder(new CatalogJsonlFeed()).build(withUnknown, out(), false);

        assertThat(report.feeds().get(0).records()).isEqualTo(expected.feeds().get(0).records()).isPositive();
        assertThat(report.feeds().get(0).skipped()).isEmpty();
        assertThat(report.catalog()).isEqualTo(expected.catalog());
        assertPublishedIntact();
    }

    @Test
    void aFeedThatDisappearsBetweenDiscoveryAndReadingFailsNamingItsFile() throws Exception {
        Path feeds = feedsWith(OSV, Files.readAllBytes(SampleFeeds.root().resolve(OSV)));
        Feed osv = new OsvFeed();
        Feed vanishing = new Feed() {
            @Override
            public String name() {
                return osv.name();
            }

            @Override
            public Optional<Path> locate(Path feedsRoot) {
                Optional<Path> found = osv.locate(feedsRoot);
                try {
                    // the mirror job removes the folder right after the loader found it
                    SnapshotWriter.deleteTree(feedsRoot.resolve("osv"));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                return found;
            }

            @Override
            public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
                return osv.load(feedsRoot, location, sink);
            }
        };

        assertFailsNaming(builder(vanishing), feeds, "osv");
    }

    @Test
    void aFullDiskFailsTheBuildWithTheReasonAndPublishesNothing() throws Exception {
        Path feeds = feedsWith(CATALOG, String.join("\n", sampleLines(CATALOG, 30)).getBytes(StandardCharsets.UTF_8));
        FileOutput fullDisk = (file, bytes) -> {
            // like a real ENOSPC: part of the file lands before the write fails
            Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
            throw new IOException(file + ": No space left on device");
        };
        SnapshotBuilder builder = builder(List.of(new CatalogJsonlFeed()), new SnapshotWriter(CLOCK, fullDisk));

        assertThatThrownBy(() -> builder.build(feeds, out(), false))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("manifest.json").hasMessageContaining("No space left on device");
        assertNothingPublished();
    }

    private org.assertj.core.api.AbstractThrowableAssert<?, ? extends Throwable> assertFailsNaming(
            SnapshotBuilder builder, Path feeds, String file) throws IOException {
        var failure = assertThatThrownBy(() -> builder.build(feeds, out(), false))
                .isInstanceOfAny(FeedException.class, IOException.class)
                .hasMessageContaining(file);
        assertNothingPublished();
        return failure;
    }

    private void assertNothingPublished() throws IOException {
        assertThat(out()).doesNotExist();
        try (Stream<Path> list = Files.list(dir)) {
            assertThat(list.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".snap."))).isEmpty();
        }
    }

    private void assertPublishedIntact() throws IOException {
        assertThat(new SnapshotVerifier().problems(out())).isEmpty();
        try (Stream<Path> list = Files.list(dir)) {
            assertThat(list.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".snap."))).isEmpty();
        }
    }

    private Path out() {
        return dir.resolve("snap");
    }

    /** A feeds root holding one file. */
    private Path feedsWith(String relative, byte[] content) throws IOException {
        Path feeds = dir.resolve("feeds");
        Path file = feeds.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.write(file, content);
        return feeds;
    }

    /** The first {@code count} lines of a real sample file (its header comments included). */
    private static List<String> sampleLines(String relative, int count) throws IOException {
        try (Stream<String> lines = Files.lines(SampleFeeds.root().resolve(relative))) {
            return lines.limit(count).toList();
        }
    }

    private static SnapshotBuilder builder(Feed feed) {
        return builder(List.of(feed), new SnapshotWriter(CLOCK));
    }

    private static SnapshotBuilder builder(List<Feed> feeds, SnapshotWriter writer) {
        ValueCodec codec = new ValueCodec();
        CvssScores cvss = new CvssScores();
        CvssScorer scorer = vector -> cvss.score(vector).map(s -> new CvssScore(s.vector(), s.score(), s.severity()));
        return new SnapshotBuilder(feeds, new VulnerabilityMerger(codec, scorer, java.time.Clock.systemUTC()), new CatalogMerger(codec),
                new CryptographyMerger(codec), new LocationMerger(codec, new LocationResolver(Gazetteer.bundled())),
                new ComponentLicenseMerger(codec), writer);
    }
}
