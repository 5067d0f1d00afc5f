package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.loader.SampleFeeds;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.SourceRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A feed whose files state no date is dated by the fetch manifest {@code cis fetch} left beside it: the data date its
 * check read, else the time it was retrieved; a feed whose files state a date keeps it. Built from two small real
 * feeds: the catalog's geo-provenance lines (undated) and the KEV catalog (dated by its newest addition).
 */
class FeedDatingTest {

    private static final Instant BUILD_TIME = Instant.parse("2026-11-20T03:04:05Z");

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeEach
    void copyTwoFeeds() throws Exception {
        feeds = dir.resolve("feeds");
        Files.createDirectories(feeds.resolve("catalog"));
        Files.createDirectories(feeds.resolve("kev"));
        Files.copy(SampleFeeds.scanossGeoProvenance(), feeds.resolve("catalog/scanoss-geoprovenance.jsonl"));
        Files.copy(SampleFeeds.kev("known_exploited_vulnerabilities.csv"), feeds.resolve("kev/known_exploited_vulnerabilities.csv"));
    }

    private static SourceRecord source(String retrievedAt, String dataDate, String... paths) {
        return new SourceRecord("http://127.0.0.1/", retrievedAt, dataDate, "", java.util.Arrays.stream(paths)
                .map(path -> new FetchedFile(path, "http://127.0.0.1/" + path, null, null, "00", 1, 1, true)).toList());
    }

    private void fetched(Map<String, SourceRecord> sources) throws Exception {
        new FetchManifest(sources).write(feeds, new ObjectMapper());
    }

    private Manifest build() throws Exception {
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(BUILD_TIME, ZoneOffset.UTC))
                .build(feeds, dir.resolve("snapshot-" + System.nanoTime()), false).manifest();
    }

    private static FeedRecord feed(Manifest manifest, String name) {
        return manifest.feeds().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void withoutAFetchManifestAFeedWhoseFilesStateNoDateIsUndated() throws Exception {
        Manifest manifest = build();

        assertThat(feed(manifest, "catalog").dataDate()).isNull();
        assertThat(feed(manifest, "catalog").datedBy()).isNull();
        assertThat(feed(manifest, "kev").dataDate()).isEqualTo(feed(manifest, "kev").feedDate() + "T00:00:00Z");
    }

    @Test
    void aFeedWhoseFilesStateNoDateIsDatedByWhenItWasFetched() throws Exception {
        fetched(Map.of("catalog", source("2026-11-18T22:15:07Z", "", "catalog/scanoss-geoprovenance.jsonl")));

        FeedRecord catalog = feed(build(), "catalog");

        assertThat(catalog.dataDate()).isEqualTo("2026-11-18T22:15:07Z");
        assertThat(catalog.datedBy()).isEqualTo(FeedRecord.DATED_BY_RETRIEVAL);
        assertThat(catalog.countsForStaleness()).isFalse();
    }

    @Test
    void theDataDateTheFetchReadComesBeforeItsRetrievalTime() throws Exception {
        fetched(Map.of("catalog", source("2026-11-18T22:15:07Z", "2026-11-17", "catalog/scanoss-geoprovenance.jsonl")));

        FeedRecord catalog = feed(build(), "catalog");

        assertThat(catalog.dataDate()).isEqualTo("2026-11-17T00:00:00Z");
        assertThat(catalog.datedBy()).isEqualTo(FeedRecord.DATED_BY_DATA);
    }

    @Test
    void aFeedFedBySeveralSourcesIsOnlyAsCurrentAsTheOldest() throws Exception {
        fetched(Map.of(
                "newer", source("2026-11-18T22:15:07Z", "", "catalog/scanoss-geoprovenance.jsonl"),
                "older", source("2026-11-02T08:00:00Z", "", "catalog/more.jsonl"),
                "elsewhere", source("2020-01-01T00:00:00Z", "", "epss/epss_scores-current.csv.gz")));

        assertThat(feed(build(), "catalog").dataDate()).isEqualTo("2026-11-02T08:00:00Z");
    }

    @Test
    void anArchiveFetchedBesideTheFeedsFolderDatesIt() throws Exception {
        Path log4j = feeds.resolve("purl2cpe/data/apache/log4j");
        Files.createDirectories(log4j);
        for (String file : new String[] {"cpes.yml", "purls.yml"}) {
            Files.copy(SampleFeeds.purl2cpe().resolve("apache/log4j").resolve(file), log4j.resolve(file));
        }
        fetched(Map.of("purl2cpe", source("2026-11-10T10:00:00Z", "", "purl2cpe/purl2cpe.zip")));

        FeedRecord purl2cpe = feed(build(), "purl2cpe");

        assertThat(purl2cpe.path()).isEqualTo("purl2cpe/data");
        assertThat(purl2cpe.dataDate()).isEqualTo("2026-11-10T10:00:00Z");
    }

    @Test
    void aFeedWhoseFilesStateADateKeepsIt() throws Exception {
        fetched(Map.of("kev", source("2026-11-18T22:15:07Z", "2026-11-18", "kev/known_exploited_vulnerabilities.csv")));

        FeedRecord kev = feed(build(), "kev");

        assertThat(kev.dataDate()).isEqualTo(kev.feedDate() + "T00:00:00Z").isNotEqualTo("2026-11-18T00:00:00Z");
        assertThat(kev.datedBy()).isEqualTo(FeedRecord.DATED_BY_DATA);
        assertThat(kev.countsForStaleness()).isTrue();
    }

    @Test
    void aFetchManifestThatCannotBeReadStopsTheBuildBeforeAnyFeedIsRead() throws Exception {
        Files.writeString(feeds.resolve(FetchManifest.FILE), "{\"sources\": {\"kev\": ");
        Path out = dir.resolve("snapshot");

        assertThatThrownBy(() -> SnapshotBuilder.withKnownFeeds(Clock.fixed(BUILD_TIME, ZoneOffset.UTC))
                .build(feeds, out, false)).isInstanceOf(FeedException.class)
                .hasMessageContaining(FetchManifest.FILE).hasMessageContaining("fetch manifest");
        assertThat(out).doesNotExist();
        assertThat(SnapshotBuilderTest.hiddenLeftovers(dir)).isEmpty();
    }
}
