package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.feeds.nvd.NvdFeed;
import io.cis.loader.fetch.github.GitHubApi;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.CveFacts;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code cve5} source against a stand-in of GitHub's release API for the cvelistV5 repository, whose baseline and
 * delta archives hold the real CVE JSON 5 records of the samples in the repository's own layouts.
 */
class Cve5SourceTest {

    private static final String DAY = "2026-07-08";
    private static final String BASELINE = DAY + "_all_CVEs_at_midnight.zip.zip";
    private static final String TOKEN = "github_pat_11AAAAAAA0cve5secret";
    private static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            Set.of(429, 503));

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final ManualClock clock = new ManualClock(Instant.parse(DAY + "T13:05:00Z"));
    private final StringWriter out = new StringWriter();
    private UpstreamStandIn github;
    /** The records of the samples, one per CVE: the cvelistV5 tree, and the other records not in it. */
    private Map<String, Path> baselineRecords;
    private Path xzUpdate;
    private Path newRecord;

    @TempDir
    Path dir;

    @BeforeEach
    void sampleRecords() throws IOException {
        github = new UpstreamStandIn();
        baselineRecords = new LinkedHashMap<>();
        Path tree = SampleFeeds.nvd().resolve("cvelistV5");
        try (Stream<Path> files = Files.walk(tree)) {
            files.filter(file -> file.toString().endsWith(".json")).sorted()
                    .forEach(file -> baselineRecords.put(tree.relativize(file).toString().replace('\\', '/'), file));
        }
        Path extra = SampleFeeds.nvd().resolve("cve5-extra");
        xzUpdate = extra.resolve("CVE-2024-3094.json");
        newRecord = extra.resolve("CVE-2026-23522.json");
        try (Stream<Path> files = Files.list(extra)) {
            for (Path file : files.sorted().toList()) {
                String id = file.getFileName().toString().replace(".json", "");
                String path = "cves/" + CveBuckets.bucket(id) + "/" + file.getFileName();
                if (!baselineRecords.containsKey(path) && !file.equals(newRecord)) {
                    baselineRecords.put(path, file);
                }
            }
        }
    }

    @AfterEach
    void stop() {
        github.close();
    }

    @Test
    void aFirstFetchUnpacksTheDaysBaselineAndItsDeltaIntoTheCveListLayoutTheBuildReads() throws Exception {
        release("1300Z", 101, baseline(), 102, delta(xzUpdate, newRecord));

        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        Map<String, Path> expected = new LinkedHashMap<>(baselineRecords);
        expected.put("cves/2024/3xxx/CVE-2024-3094.json", xzUpdate);
        expected.put("cves/2026/23xxx/CVE-2026-23522.json", newRecord);
        Path cvelist = dir.resolve(Cve5Source.FOLDER);
        assertThat(Files.isSymbolicLink(cvelist)).isTrue();
        for (Map.Entry<String, Path> record : expected.entrySet()) {
            assertThat(cvelist.resolve(record.getKey())).as(record.getKey()).hasSameBinaryContentAs(record.getValue());
        }
        assertThat(Cve5Archive.count(cvelist.toRealPath())).isEqualTo(expected.size());
        assertThat(facts(dir.resolve("nvd"))).containsExactlyInAnyOrderElementsOf(facts(copies(expected)));
        SourceRecord record = FetchManifest.read(dir, json).sources().get("cve5");
        assertThat(record.version()).isEqualTo("cve_" + DAY + "_1300Z");
        assertThat(record.dataDate()).isEqualTo(newestUpdate(expected.values()));
        assertThat(record.cursor()).isEqualTo(BASELINE + "|" + DAY + "_delta_CVEs_at_1300Z.zip");
        assertThat(record.files()).extracting(FetchedFile::url).containsExactly(github.base("cve5/releases/latest")
                .toString(), github.base("cve5/releases/assets/101").toString(),
                github.base("cve5/releases/assets/102").toString());
        assertThat(record.files().get(1).records()).isEqualTo(baselineRecords.size());
        assertThat(record.files().get(2).records()).isEqualTo(2);
        assertThat(out.toString()).contains("cve5: 3 file(s), 3 transferred").contains(expected.size() + " records");
    }

    @Test
    void aLaterReleaseOfTheSameDayTakesOnlyItsDeltaOverTheRecordsAlreadyUnpacked() throws Exception {
        release("1200Z", 101, baseline(), 102, delta(newRecord));
        fetch();
        github.forgetRequests();
        release("1300Z", 201, baseline(), 202, delta(newRecord, xzUpdate));

        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        assertThat(github.requests()).extracting(UpstreamStandIn.Request::path)
                .containsExactly("/cve5/releases/latest", "/cve5/releases/assets/202");
        Path cvelist = dir.resolve(Cve5Source.FOLDER);
        assertThat(cvelist.resolve("cves/2024/3xxx/CVE-2024-3094.json")).hasSameBinaryContentAs(xzUpdate);
        assertThat(cvelist.resolve("cves/2026/23xxx/CVE-2026-23522.json")).hasSameBinaryContentAs(newRecord);
        assertThat(Cve5Archive.count(cvelist.toRealPath())).isEqualTo(baselineRecords.size() + 1);
        assertThat(facts(dir.resolve("nvd"))).filteredOn(facts -> facts.cve().equals("CVE-2024-3094")).hasSize(1);
        SourceRecord record = FetchManifest.read(dir, json).sources().get("cve5");
        assertThat(record.files()).extracting(FetchedFile::transferred).containsExactly(true, false, true);
        assertThat(record.cursor()).endsWith("|" + DAY + "_delta_CVEs_at_1300Z.zip");
    }

    @Test
    void anUnchangedReleaseIsAnsweredNotModifiedAndNoArchiveIsAskedFor() throws Exception {
        release("1300Z", 101, baseline(), 102, delta(xzUpdate));
        fetch();
        Map<String, String> before = FeedsState.of(dir);
        github.forgetRequests();

        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        assertThat(github.requests()).singleElement().satisfies(request -> {
            assertThat(request.conditional()).isTrue();
            assertThat(request.status()).isEqualTo(304);
        });
        Map<String, String> after = FeedsState.of(dir);
        after.remove(FetchManifest.FILE);
        before.remove(FetchManifest.FILE);
        assertThat(after).isEqualTo(before);
        assertThat(FetchManifest.read(dir, json).sources().get("cve5").files()).noneMatch(FetchedFile::transferred);
    }

    @Test
    void aNewDaysBaselineIsTakenWholeAndRecordsOnlyTheOldOneHeldAreGone() throws Exception {
        release("1300Z", 101, baseline(), 102, delta(newRecord));
        fetch();
        github.forgetRequests();
        baselineRecords.remove("cves/2021/26xxx/CVE-2021-26917.json");
        String nextDay = "2026-07-09";
        byte[] next = baseline();
        github.serve("/cve5/releases/latest", releaseJson("cve_" + nextDay + "_0100Z",
                asset(301, nextDay + "_all_CVEs_at_midnight.zip.zip", next)));
        github.serve("/cve5/releases/assets/301", next);

        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        assertThat(github.requests()).extracting(UpstreamStandIn.Request::path)
                .containsExactly("/cve5/releases/latest", "/cve5/releases/assets/301");
        Path cvelist = dir.resolve(Cve5Source.FOLDER);
        assertThat(cvelist.resolve("cves/2021/26xxx/CVE-2021-26917.json")).doesNotExist();
        assertThat(cvelist.resolve("cves/2026/23xxx/CVE-2026-23522.json")).doesNotExist();
        assertThat(Cve5Archive.count(cvelist.toRealPath())).isEqualTo(baselineRecords.size());
        assertThat(FetchManifest.read(dir, json).sources().get("cve5").cursor())
                .isEqualTo(nextDay + "_all_CVEs_at_midnight.zip.zip|");
    }

    @Test
    void anArchiveThatDoesNotMatchTheDigestTheReleaseStatesFailsAndLeavesThePreviousRecords() throws Exception {
        release("1200Z", 101, baseline(), 102, delta(newRecord));
        fetch();
        Map<String, String> before = FeedsState.of(dir);
        byte[] delta = delta(newRecord, xzUpdate);
        ObjectNode stated = asset(202, DAY + "_delta_CVEs_at_1300Z.zip", delta);
        stated.put("digest", "sha256:" + "0".repeat(64));
        github.serve("/cve5/releases/latest", releaseJson("cve_" + DAY + "_1300Z",
                asset(201, BASELINE, baseline()), stated));
        github.serve("/cve5/releases/assets/202", delta);

        FetchReport report = fetch();

        assertThat(report.failedSources()).containsExactly("cve5");
        assertThat(report.failed().get("cve5")).contains("does not match the SHA-256 digest the release states");
        assertThat(FeedsState.of(dir)).isEqualTo(before);
        assertThat(dir.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aTruncatedBaselineFailsAsNotAReadableZipAndNoFolderIsLeftBehind() throws Exception {
        byte[] whole = baseline();
        byte[] cut = Arrays.copyOf(whole, whole.length / 2);
        github.serve("/cve5/releases/latest", releaseJson("cve_" + DAY + "_0000Z", asset(101, BASELINE, cut)));
        github.serve("/cve5/releases/assets/101", cut);

        FetchReport report = fetch();

        assertThat(report.failedSources()).containsExactly("cve5");
        assertThat(report.failed().get("cve5")).contains("not a readable zip archive");
        assertThat(dir.resolve("nvd")).doesNotExist();
        assertThat(dir.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aRecordFiledUnderAnotherCvesNameFailsTheSource() throws Exception {
        byte[] delta = zip(Map.of("deltaCves/CVE-2026-23523.json", Files.readAllBytes(newRecord)));
        release("1300Z", 101, baseline(), 102, delta);

        FetchReport report = fetch();

        assertThat(report.failedSources()).containsExactly("cve5");
        assertThat(report.failed().get("cve5")).contains("holds the record of CVE-2026-23522");
        assertThat(dir.resolve("nvd")).doesNotExist();
    }

    @Test
    void withTheGitHubSourcesTokenTheReleaseDocumentIsAskedWithItAndTheAssetsWithout() throws Exception {
        release("1300Z", 101, baseline(), 102, delta(xzUpdate));
        GitHubApi api = new GitHubApi(http, clock.sleeper(), clock, Optional.of(TOKEN), GitHubApi.Limits.DEFAULT);

        FetchReport report = fetch(new Cve5Source(json, github.base(""), Optional.of(api)));

        assertThat(report.failed()).isEmpty();
        assertThat(github.requests()).extracting(UpstreamStandIn.Request::path, UpstreamStandIn.Request::authorization)
                .containsExactly(tuple("/cve5/releases/latest", "Bearer " + TOKEN),
                        tuple("/cve5/releases/assets/101", null), tuple("/cve5/releases/assets/102", null));
        assertThat(out.toString()).doesNotContain(TOKEN);
        assertThat(Files.readString(dir.resolve(FetchManifest.FILE))).doesNotContain(TOKEN);
    }

    @Test
    void theTokenIsNotSentToABaseOffTheGitHubApisOrigin() throws Exception {
        release("1300Z", 101, baseline(), 102, delta(xzUpdate));
        GitHubApi api = new GitHubApi(http, clock.sleeper(), clock, Optional.of(TOKEN), GitHubApi.Limits.DEFAULT);

        FetchReport report = fetch(new Cve5Source(json, URI.create("https://api.github.com/"), Optional.of(api)));

        assertThat(report.failed()).isEmpty();
        assertThat(github.requests()).hasSize(3).extracting(UpstreamStandIn.Request::authorization).containsOnlyNulls();
    }

    @Test
    void itsDefaultBaseIsTheCveListRepositoryBelowTheGitHubApiBase() {
        assertThat(new Cve5Source(json).defaultBase())
                .isEqualTo(URI.create("https://api.github.com/repos/CVEProject/cvelistV5/"));
        assertThat(new Cve5Source(json, URI.create("https://github.example.org/api/v3"), Optional.empty())
                .defaultBase()).isEqualTo(URI.create("https://github.example.org/api/v3/repos/CVEProject/cvelistV5/"));
    }

    private FetchReport fetch() throws IOException {
        return fetch(new Cve5Source(json));
    }

    private FetchReport fetch(Cve5Source source) throws IOException {
        UpstreamClient client = new UpstreamClient(http, THREE_TRIES, clock.sleeper(), clock);
        return new Fetcher(List.of(source), client, json, clock)
                .fetch(dir, List.of(), Map.of("cve5", github.base("cve5/")), new PrintWriter(out));
    }

    private void release(String hour, long baselineId, byte[] baseline, long deltaId, byte[] delta)
            throws IOException {
        github.serve("/cve5/releases/latest", releaseJson("cve_" + DAY + "_" + hour, asset(baselineId, BASELINE,
                baseline), asset(deltaId, DAY + "_delta_CVEs_at_" + hour + ".zip", delta)));
        github.serve("/cve5/releases/assets/" + baselineId, baseline);
        github.serve("/cve5/releases/assets/" + deltaId, delta);
    }

    /** A release as GitHub's API answers {@code releases/latest}, with the fields the source reads and a few more. */
    private byte[] releaseJson(String tag, ObjectNode... assets) throws IOException {
        ObjectNode release = json.createObjectNode();
        release.put("tag_name", tag);
        release.put("name", "CVE " + tag.substring(4));
        release.put("draft", false);
        release.put("prerelease", false);
        ArrayNode list = release.putArray("assets");
        Arrays.stream(assets).forEach(list::add);
        return json.writeValueAsBytes(release);
    }

    private ObjectNode asset(long id, String name, byte[] content) {
        ObjectNode asset = json.createObjectNode();
        asset.put("id", id);
        asset.put("name", name);
        asset.put("content_type", "application/zip");
        asset.put("size", content.length);
        asset.put("digest", "sha256:" + HexFormat.of().formatHex(SnapshotFiles.newDigest().digest(content)));
        asset.put("browser_download_url", "https://github.com/CVEProject/cvelistV5/releases/download/" + name);
        return asset;
    }

    /** The baseline as the CVE List publishes it: a zip holding {@code cves.zip}, which holds the {@code cves/} tree. */
    private byte[] baseline() throws IOException {
        Map<String, byte[]> tree = new LinkedHashMap<>();
        for (Map.Entry<String, Path> record : baselineRecords.entrySet()) {
            tree.put(record.getKey(), Files.readAllBytes(record.getValue()));
        }
        tree.put("cves/delta.json", "{\"numberOfChanges\":0,\"new\":[],\"updated\":[],\"error\":[]}"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return zip(Map.of("cves.zip", zip(tree)));
    }

    private static byte[] delta(Path... records) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (Path record : records) {
            entries.put("deltaCves/" + record.getFileName(), Files.readAllBytes(record));
        }
        return zip(entries);
    }

    private static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private Path copies(Map<String, Path> records) throws IOException {
        Path folder = dir.resolve("expected");
        for (Map.Entry<String, Path> record : records.entrySet()) {
            Path target = folder.resolve(record.getKey());
            Files.createDirectories(target.getParent());
            Files.copy(record.getValue(), target);
        }
        return folder;
    }

    private String newestUpdate(Iterable<Path> records) throws IOException {
        String newest = "";
        for (Path record : records) {
            String updated = json.readTree(record.toFile()).at("/cveMetadata/dateUpdated").asText();
            newest = updated.compareTo(newest) > 0 ? updated : newest;
        }
        return newest.substring(0, 10);
    }

    private static List<CveFacts> facts(Path folder) throws Exception {
        CollectedVulnerabilities collected = new CollectedVulnerabilities();
        new NvdFeed().load(folder, folder, new BuildSink(new SnapshotTables(), new CollectedFacts(), collected));
        return collected.cves();
    }
}
