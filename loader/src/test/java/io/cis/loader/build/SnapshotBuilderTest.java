package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.licenses.LicenseCatalog;
import io.cis.engine.licenses.LicenseDetails;
import io.cis.engine.snapshot.DataDates;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleBuild;
import io.cis.loader.SampleFeeds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotBuilderTest {

    private static Path snapshot;
    private static BuildReport report;

    private static SnapshotBuilder builder() {
        return SampleBuild.builder();
    }

    /** The build of every sample feed at a fixed time, shared with the other tests that read it. */
    @BeforeAll
    static void buildFromSamples() {
        snapshot = SampleBuild.snapshot();
        report = SampleBuild.report();
    }

    @Test
    void manifestStampsSchemaBuildTimeFeedsAndEveryFileChecksum() throws Exception {
        Manifest manifest = new ManifestReader().read(snapshot);
        assertThat(manifest.schemaVersion()).isEqualTo("1.9.0");
        assertThat(manifest.createdAt()).isEqualTo("2026-11-20T03:04:05Z");
        assertThat(manifest.feeds()).extracting(FeedRecord::name)
                .containsExactly("spdx", "osadl", "npm", "maven", "pypi", "crates", "go", "nuget", "rubygems",
                        "packagist", "hex", "pub", "cyclonedx", "osv", "nvd", "epss", "kev", "purl2cpe",
                        "sarif", "crypto", "github-releases", "release-notes", "github", "catalog");
        assertThat(manifest.feeds().get(0)).satisfies(feed -> {
            assertThat(feed.records()).isEqualTo(811);
            assertThat(feed.feedDate()).isEqualTo("2026-02-20");
        });
        // the catalog feeds are listed with what they reported, although their facts are not stored yet
        assertThat(feed(manifest, "npm")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("npm-packuments");
            assertThat(feed.records()).isEqualTo(report.feeds().get(2).records()).isPositive();
            assertThat(feed.skipped()).isZero();
            assertThat(feed.feedDate()).isEqualTo("2017-06-15");
        });
        assertThat(feed(manifest, "maven")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("maven-metadata");
            assertThat(feed.records()).isEqualTo(report.feeds().get(3).records()).isPositive();
            assertThat(feed.feedDate()).isEqualTo("2023-10-29");
        });
        // cyclonedx: the sample BOMs' 1,318 components with a purl; the subjects of both CBOMs and of the VEX have none,
        // so the CBOMs' 2 + 5 algorithms belong to no component version either
        assertThat(feed(manifest, "cyclonedx")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("sbom/cyclonedx");
            assertThat(feed.records()).isEqualTo(1318);
            assertThat(feed.skipped()).isEqualTo(3 + 2 + 5);
        });
        // osadl: every license of the matrix (the checklists' licenses are all in it), dated by the matrix
        assertThat(feed(manifest, "osadl")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("osadl");
            assertThat(feed.records()).isEqualTo(115);
            assertThat(feed.feedDate()).isEqualTo("2024-11-04");
        });
        // osv: one advisory per record file of the eight sources (JSON, and PyPA's YAML), none skipped: the four
        // language ecosystem databases and the four folders of Linux distributions' records
        long osvRecordFiles = recordFiles(SampleFeeds.osv());
        assertThat(feed(manifest, "osv")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("osv");
            assertThat(feed.records()).isEqualTo(osvRecordFiles).isEqualTo(58 + 1825 + 947 + 904 + 8 + 29 + 4 + 3);
            assertThat(feed.skipped()).isZero();
            assertThat(feed.feedDate()).isEqualTo("2026-07-30");
            assertThat(feed.version()).isNull();
        });
        // purl2cpe: the 739 purls of the 200 sample vendor/product folders, each mapped to its folder's CPEs
        assertThat(feed(manifest, "purl2cpe")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("purl2cpe/data");
            assertThat(feed.records()).isEqualTo(739);
            assertThat(feed.skipped()).isZero();
        });
        // nvd: 23 API responses, the 1.1 feed's 669 items less its 29 rejected ones, 24 CVE JSON 5 files less one
        // byte-for-byte copy; the newest day stated is the CVE-2024-3094 response's timestamp
        assertThat(feed(manifest, "nvd")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("nvd");
            assertThat(feed.records()).isEqualTo(23 + 669 - 29 + 24 - 1);
            assertThat(feed.skipped()).isEqualTo(29 + 1);
            assertThat(feed.feedDate()).isEqualTo("2026-07-07");
        });
        // epss: the 103 scores of 2025-08-15, read from the .csv only although the .csv.gz is there too
        assertThat(feed(manifest, "epss")).isEqualTo(new FeedRecord("epss", "epss", 103, 0, "2025-08-15", "v4",
                "2025-08-15T00:00:00Z", "data", true));
        assertThat(feed(manifest, "kev")).isEqualTo(new FeedRecord("kev", "kev", 1460, 0, "2025-11-14", null,
                "2025-11-14T00:00:00Z", "data", true));
        // sarif: every result of the 7 sample logs (Semgrep, CodeQL, gosec, Bandit), none skipped
        assertThat(feed(manifest, "sarif")).isEqualTo(new FeedRecord("sarif", "sarif", 771, 0, null, null));
        // crypto: one algorithm per algorithms/<Category>/*.yaml file of the dataset, dated by its README
        assertThat(feed(manifest, "crypto")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");
            assertThat(feed.records()).isEqualTo(yamlFiles(SampleFeeds.cryptoDataset().resolve("algorithms"))).isEqualTo(206);
            assertThat(feed.skipped()).isZero();
            assertThat(feed.feedDate()).isEqualTo("2025-04-07");
        });
        // github-releases: every release of the three "list releases" samples (none is a draft)
        assertThat(feed(manifest, "github-releases"))
                .isEqualTo(new FeedRecord("github-releases", "github-releases", 30 + 11 + 28, 0, "2021-04-18", null,
                        "2021-04-18T00:00:00Z", "data", null));
        // release-notes: express 298, requests 162, osv-scanner 53 headings naming 55 releases, SCANOSS 6+7+6+2+7
        assertThat(feed(manifest, "release-notes"))
                .isEqualTo(new FeedRecord("release-notes", "release-notes", 298 + 162 + 55 + 28, 0, "2026-05-14", null,
                        "2026-05-14T00:00:00Z", "data", null));
        // catalog: 103 component and 2,985 version lines of the derived sample catalog, 4 algorithms lines and
        // 3 locations lines of the derived cryptography and geo-provenance samples
        assertThat(feed(manifest, "catalog")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("catalog");
            assertThat(feed.records()).isEqualTo(103 + 2985 + 4 + 3);
            assertThat(feed.skipped()).isZero();
        });
        assertThat(manifest.files().keySet()).containsExactlyElementsOf(SnapshotFiles.list(snapshot));
        assertThat(manifest.files().keySet()).anyMatch(name -> name.endsWith(".sst")).noneMatch(name -> name.startsWith("LOG"));
        assertThat(manifest.files().get("CURRENT")).isEqualTo(SnapshotFiles.sha256(snapshot.resolve("CURRENT")));
        assertThat(report.summary()).contains("spdx").contains("811")
                .contains("cryptography: 4 versions")
                .contains("geoprovenance: 4 components, 7 declared locations, 6 resolved to a country, 0 components"
                        + " answered with their source repository's")
                .contains("unresolved location 'Tandil' (1 declared, first by pkg:github/scanoss/engine;");
        // github: sferik/rails_admin's contributors, whose owner's profile is the one recorded
        assertThat(feed(manifest, "github")).satisfies(feed -> {
            assertThat(feed.path()).isEqualTo("registries/github");
            assertThat(feed.records()).isEqualTo(1);
            assertThat(feed.skipped()).isZero();
        });
        // the declared license names no SPDX id matches unambiguously are named, so aliases can be added
        assertThat(report.summary()).contains("license-ref GooglePatentClause (no unambiguous SPDX id)");
    }

    private static FeedRecord feed(Manifest manifest, String name) {
        return manifest.feeds().stream().filter(feed -> feed.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no feed " + name + " in the manifest"));
    }

    /**
     * Every feed is dated by its data, never by the build: the dates below are read from the sample files themselves.
     * Only the feeds whose upstream publishes daily are tracked, and staleness is measured from the oldest of them.
     */
    @Test
    void everyFeedIsDatedByTheDateItsFilesState() throws Exception {
        Manifest manifest = new ManifestReader().read(snapshot);
        ObjectMapper json = new ObjectMapper();
        String spdx = json.readTree(SampleFeeds.spdx().resolve("licenses.json").toFile()).get("releaseDate").asText();
        String epss = newest(SampleFeeds.epss(), ".csv", Pattern.compile("^#model_version:[^,]*,score_date:(\\d{4}-\\d{2}-\\d{2})"));
        String kev = newest(SampleFeeds.kev(), ".csv", Pattern.compile("^CVE-[^,]*,.*?,(\\d{4}-\\d{2}-\\d{2}),"));
        String osv = newest(SampleFeeds.osv(), ".yaml", Pattern.compile("^modified: *['\"]?(\\d{4}-\\d{2}-\\d{2})"));
        for (Path record : files(SampleFeeds.osv(), ".json")) {
            osv = later(osv, json.readTree(record.toFile()).path("modified").asText(""));
        }
        // NVD: the API responses' and the 1.1 feed's timestamps, the CVE records' dateUpdated, every lastModified
        String nvd = "";
        for (Path file : files(SampleFeeds.nvd(), ".json")) {
            JsonNode document = json.readTree(file.toFile());
            nvd = later(nvd, document.path("timestamp").asText(""));
            nvd = later(nvd, document.path("CVE_data_timestamp").asText(""));
            nvd = later(nvd, document.path("cveMetadata").path("dateUpdated").asText(""));
            for (JsonNode vulnerability : document.path("vulnerabilities")) {
                nvd = later(nvd, vulnerability.path("cve").path("lastModified").asText(""));
            }
            for (JsonNode item : document.path("CVE_Items")) {
                nvd = later(nvd, item.path("lastModifiedDate").asText(""));
            }
        }

        assertThat(feed(manifest, "spdx").dataDate()).isEqualTo(spdx.substring(0, 10) + "T00:00:00Z");
        assertThat(feed(manifest, "epss").dataDate()).isEqualTo(epss + "T00:00:00Z");
        assertThat(feed(manifest, "kev").dataDate()).isEqualTo(kev + "T00:00:00Z");
        assertThat(feed(manifest, "osv").dataDate()).isEqualTo(osv.substring(0, 10) + "T00:00:00Z");
        assertThat(feed(manifest, "nvd").dataDate()).isEqualTo(nvd.substring(0, 10) + "T00:00:00Z");
        // every dated feed is dated from the start of the day its files state, none by the build or a fetch
        assertThat(manifest.feeds()).filteredOn(feed -> feed.dataDate() != null).allSatisfy(feed -> {
            assertThat(feed.dataDate()).isEqualTo(feed.feedDate() + "T00:00:00Z").isNotEqualTo(manifest.createdAt());
            assertThat(feed.datedBy()).isEqualTo(FeedRecord.DATED_BY_DATA);
        });
        // the feeds whose files state no date stay undated (the Go proxy's lists carry none): no fetch manifest is in
        // the samples
        assertThat(manifest.feeds()).filteredOn(feed -> feed.dataDate() == null).extracting(FeedRecord::name)
                .containsExactlyInAnyOrder("go", "cyclonedx", "purl2cpe", "sarif", "github", "catalog");
        assertThat(manifest.feeds()).filteredOn(FeedRecord::countsForStaleness).extracting(FeedRecord::name)
                .containsExactly("osv", "nvd", "epss", "kev");
        String oldest = Stream.of(epss, kev, osv.substring(0, 10), nvd.substring(0, 10)).min(String::compareTo).orElseThrow();
        assertThat(DataDates.of(manifest).oldest()).hasValueSatisfying(feed ->
                assertThat(feed.date()).isEqualTo(Instant.parse(oldest + "T00:00:00Z")));
    }

    private static List<Path> files(Path root, String suffix) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }

    /** The newest date the first match of {@code line} finds on any line of the files ending in {@code suffix}. */
    private static String newest(Path root, String suffix, Pattern line) throws IOException {
        String newest = "";
        for (Path file : files(root, suffix)) {
            for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                Matcher match = line.matcher(text);
                newest = match.find() ? later(newest, match.group(1)) : newest;
            }
        }
        return newest;
    }

    private static String later(String a, String b) {
        return b.compareTo(a) > 0 ? b : a;
    }

    @Test
    void theEngineReadsWhatTheLoaderWrote() throws Exception {
        try (Snapshot opened = Snapshot.open(snapshot)) {
            LicenseCatalog catalog = new LicenseCatalog(new DecodedValues(opened, new ValueCodec(), DecodedValues.defaultBudget()));
            LicenseDetails mit = catalog.details("mit").orElseThrow();
            assertThat(mit.spdx().id()).isEqualTo("MIT");
            assertThat(mit.spdx().isOsiApproved()).isTrue();
            assertThat(catalog.details("Classpath-exception-2.0")).hasValueSatisfying(
                    exception -> assertThat(exception.fullName()).isEqualTo("Classpath exception 2.0"));
            assertThat(catalog.details("No-Such-License")).isEmpty();
        }
    }

    @Test
    void aBuildThatSpillsToDiskStoresExactlyWhatABuildInMemoryStores(@TempDir Path dir) throws Exception {
        Path spilled = dir.resolve("spilled");
        builder().spillingAbove(16_384).build(SampleFeeds.root(), spilled, false);
        try (Snapshot inMemory = Snapshot.open(snapshot); Snapshot onDisk = Snapshot.open(spilled)) {
            for (Domain domain : Domain.values()) {
                assertThat(entries(onDisk, domain)).as(domain.columnFamily())
                        .containsExactlyElementsOf(entries(inMemory, domain));
            }
            assertThat(entries(onDisk, Domain.VERSIONS)).hasSizeGreaterThan(1_000);
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).containsExactly(spilled);
        }
    }

    private static List<String> entries(Snapshot snapshot, Domain domain) {
        List<String> entries = new java.util.ArrayList<>();
        if (snapshot.has(domain)) {
            snapshot.scan(domain, new byte[0], Integer.MAX_VALUE, (key, value) -> entries.add(
                    java.util.HexFormat.of().formatHex(key) + "=" + java.util.HexFormat.of().formatHex(value)));
        }
        return entries;
    }

    @Test
    void openingReadOnlyLeavesEveryFileUnchanged() throws Exception {
        List<String> before = SnapshotFiles.list(snapshot);
        try (Snapshot opened = Snapshot.open(snapshot)) {
            opened.verifyBlockChecksums();
        }
        assertThat(SnapshotFiles.list(snapshot)).isEqualTo(before);
        assertThat(new SnapshotVerifier().problems(snapshot)).isEmpty();
    }

    @Test
    void oneFlippedByteInAnyFileIsRefusedNamingThatFile(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("copy");
        copyTree(snapshot, copy);
        String sst = SnapshotFiles.list(copy).stream().filter(n -> n.endsWith(".sst")).findFirst().orElseThrow();
        flipByte(copy.resolve(sst));
        assertThatThrownBy(() -> Snapshot.open(copy))
                .isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining(copy.resolve(sst).toString())
                .hasMessageContaining("SHA-256");
        assertThat(new SnapshotVerifier().problems(copy)).singleElement().asString().contains(sst);
    }

    @Test
    void aMissingManifestOrAnotherMajorSchemaIsRefused(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("copy");
        copyTree(snapshot, copy);
        String manifest = Files.readString(copy.resolve("manifest.json"));
        Files.writeString(copy.resolve("manifest.json"), manifest.replace("\"" + io.cis.engine.snapshot.SchemaVersion.CURRENT + "\"", "\"2.0.0\""));
        assertThatThrownBy(() -> Snapshot.open(copy)).hasMessageContaining("schema_version 2.0.0 is not supported");
        Files.delete(copy.resolve("manifest.json"));
        assertThatThrownBy(() -> Snapshot.open(copy)).hasMessageContaining("manifest is missing");
    }

    @Test
    void anExistingSnapshotIsNeverOverwrittenUnlessReplaceIsAsked(@TempDir Path dir) throws Exception {
        // the license list alone: what is refused or replaced is a published directory, whatever it holds
        Path feeds = SampleFeeds.root().resolve("spdx");
        Path out = dir.resolve("snap");
        Manifest first = builder().build(feeds, out, false).manifest();
        assertThatThrownBy(() -> builder().build(feeds, out, false))
                .isInstanceOf(IOException.class).hasMessageContaining("already exists");
        assertThat(new ManifestReader().read(out)).isEqualTo(first);
        builder().build(feeds, out, true);
        assertThat(new SnapshotVerifier().problems(out)).isEmpty();
        assertThat(hiddenLeftovers(dir)).isEmpty();
    }

    @Test
    void aMalformedFeedPublishesNothingAndLeavesNoWorkDirectory(@TempDir Path dir) throws Exception {
        Path feeds = dir.resolve("feeds");
        Files.createDirectories(feeds.resolve("spdx/json"));
        Files.writeString(feeds.resolve("spdx/json/licenses.json"), "{\"licenseListVersion\": \"3.28.0\", \"licenses\": [");
        Path out = dir.resolve("snap");
        assertThatThrownBy(() -> builder().build(feeds, out, false))
                .isInstanceOf(FeedException.class).hasMessageContaining("licenses.json");
        assertThat(out).doesNotExist();
        assertThat(hiddenLeftovers(dir)).isEmpty();
    }

    @Test
    void aFeedsRootWithNoKnownFeedIsAnError(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> builder().build(dir, dir.resolve("snap"), false))
                .isInstanceOf(IOException.class).hasMessageContaining("no known feed");
        assertThat(dir.resolve("snap")).doesNotExist();
    }

    static long recordFiles(Path osv) throws IOException {
        try (Stream<Path> files = Files.walk(osv)) {
            return files.filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".yaml")).count();
        }
    }

    static long yamlFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).count();
        }
    }

    static List<Path> hiddenLeftovers(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(p -> p.getFileName().toString().startsWith(".")).toList();
        }
    }

    /** A writable copy of a snapshot's files. */
    static void copyTree(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        for (String name : SnapshotFiles.list(from)) {
            Files.copy(from.resolve(name), to.resolve(name));
            to.resolve(name).toFile().setWritable(true, true);
        }
        Files.copy(from.resolve(Manifest.FILE_NAME), to.resolve(Manifest.FILE_NAME));
        to.resolve(Manifest.FILE_NAME).toFile().setWritable(true, true);
    }

    static void flipByte(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(file, bytes);
    }
}
