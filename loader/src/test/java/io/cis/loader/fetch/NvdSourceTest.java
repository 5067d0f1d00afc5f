package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.cli.FetchCommand;
import io.cis.loader.feeds.nvd.NvdFeed;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.CveFacts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The {@code nvd} source against a stand-in of NVD's CVE API 2.0 serving the real API responses of the samples: a full
 * fetch paged through, later ones by windows of modification dates, NVD's rate kept by a clock that only the waits
 * move, and the folder replaced whole or not at all.
 */
class NvdSourceTest {

    private static final Instant START = Instant.parse("2026-07-08T00:00:00Z");
    private static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            Set.of(429, 503));

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final ManualClock clock = new ManualClock(START);
    private final StringWriter out = new StringWriter();
    private NvdApiStandIn nvd;
    private List<ObjectNode> samples;

    @TempDir
    Path feeds;

    @BeforeEach
    void serveTheSamples() throws IOException {
        nvd = new NvdApiStandIn(clock);
        samples = NvdApiStandIn.sampleRecords(SampleFeeds.nvd().resolve("nvd-api-2.0"));
        samples.forEach(nvd::serve);
    }

    @AfterEach
    void stop() {
        nvd.close();
    }

    @Test
    void aFirstFetchPagesThroughEveryCveAndTheBuildReadsTheSameFactsAsFromTheApiResponsesThemselves() throws Exception {
        FetchReport report = fetch(new NvdAccess("", 5));

        assertThat(report.failed()).isEmpty();
        assertThat(nvd.violations()).isEmpty();
        assertThat(nvd.requests()).extracting(request -> request.query().get("startIndex"))
                .containsExactly("0", "5", "10", "15", "20");
        assertThat(nvd.requests()).allSatisfy(request -> {
            assertThat(request.windowed()).isFalse();
            assertThat(request.query()).containsEntry("resultsPerPage", "5");
        });
        assertThat(facts(feeds.resolve("nvd"))).containsExactlyInAnyOrderElementsOf(facts(SampleFeeds.nvd().resolve("nvd-api-2.0")));
        assertThat(Files.isSymbolicLink(feeds.resolve(NvdSource.FOLDER))).isTrue();
        assertThat(bucketFiles()).isEqualTo(samples.stream()
                .map(element -> CveBuckets.bucket(element.get("cve").get("id").asText()) + ".json")
                .collect(Collectors.toCollection(TreeSet::new)));
        SourceRecord record = FetchManifest.read(feeds, json).sources().get("nvd");
        assertThat(record.cursor()).isEqualTo(START.toString());
        assertThat(record.dataDate()).isEqualTo(newestLastModifiedDay(samples));
        assertThat(record.version()).isEqualTo("2.0");
        assertThat(record.files()).extracting(FetchedFile::records).containsOnly(1L, 2L)
                .matches(counts -> counts.stream().mapToLong(Long::longValue).sum() == samples.size());
        assertThat(out.toString()).contains("nvd: " + record.files().size() + " file(s)")
                .contains(samples.size() + " records, data date " + record.dataDate());
    }

    @Test
    void aLaterFetchAsksOnlyForTheCvesChangedSinceTheCursorInWindowsOfAtMost120DaysAndReplacesOnlyThose()
            throws Exception {
        ObjectNode later = samples.stream().filter(element -> id(element).equals("CVE-2023-4863")).findFirst()
                .orElseThrow();
        nvd.withdraw("CVE-2023-4863");
        fetch(new NvdAccess("", 5));
        String cursor = FetchManifest.read(feeds, json).sources().get("nvd").cursor();
        Map<String, String> before = FeedsState.of(feeds);
        nvd.forgetRequests();
        clock.advance(Duration.ofDays(200));
        ObjectNode xz = samples.stream().filter(element -> id(element).equals("CVE-2024-3094")).findFirst()
                .orElseThrow().deepCopy();
        ObjectNode description = (ObjectNode) xz.get("cve").get("descriptions").get(0);
        description.put("value", description.get("value").asText() + " Reanalysed.");
        modifiedAt(xz, clock.instant().minus(Duration.ofDays(3)));
        nvd.serve(xz);
        nvd.serve(modifiedAt(later.deepCopy(), clock.instant().minus(Duration.ofDays(150))));

        FetchReport report = fetch(new NvdAccess("", 5));

        assertThat(report.failed()).isEmpty();
        assertThat(nvd.violations()).isEmpty();
        List<NvdApiStandIn.Request> asked = nvd.requests();
        assertThat(asked).allSatisfy(request -> assertThat(request.windowed()).isTrue());
        List<Instant> starts = asked.stream().map(request -> time(request.query().get("lastModStartDate"))).toList();
        List<Instant> ends = asked.stream().map(request -> time(request.query().get("lastModEndDate"))).toList();
        assertThat(starts.get(0)).isEqualTo(Instant.parse(cursor));
        assertThat(ends.get(ends.size() - 1)).isEqualTo(START.plus(Duration.ofDays(200)));
        for (int i = 0; i < asked.size(); i++) {
            assertThat(Duration.between(starts.get(i), ends.get(i))).isLessThanOrEqualTo(Duration.ofDays(120));
            if (i > 0) {
                assertThat(starts.get(i)).isIn(starts.get(i - 1), ends.get(i - 1));
            }
        }
        assertThat(new TreeSet<>(starts)).hasSize(2);

        List<CveFacts> now = facts(feeds.resolve("nvd"));
        assertThat(now).hasSize(samples.size());
        assertThat(now).filteredOn(facts -> facts.cve().equals("CVE-2024-3094")).singleElement()
                .satisfies(facts -> assertThat(facts.summary()).endsWith(" Reanalysed."));
        assertThat(now).extracting(CveFacts::cve).contains("CVE-2023-4863");
        Map<String, String> after = FeedsState.of(feeds);
        Set<String> rewritten = Set.of(NvdSource.FOLDER + "/2024/3xxx.json", NvdSource.FOLDER + "/2023/4xxx.json");
        before.forEach((path, sha) -> {
            if (path.startsWith(NvdSource.FOLDER) && !rewritten.contains(path)) {
                assertThat(after).as(path).containsEntry(path, sha);
            }
        });
        assertThat(after.get(NvdSource.FOLDER + "/2024/3xxx.json"))
                .isNotEqualTo(before.get(NvdSource.FOLDER + "/2024/3xxx.json"));
        SourceRecord record = FetchManifest.read(feeds, json).sources().get("nvd");
        assertThat(record.files()).filteredOn(FetchedFile::transferred).extracting(FetchedFile::path)
                .containsExactlyInAnyOrderElementsOf(rewritten);
        assertThat(Instant.parse(record.cursor())).isEqualTo(START.plus(Duration.ofDays(200)));
        assertThat(record.dataDate()).isEqualTo(clock.instant().minus(Duration.ofDays(3)).toString().substring(0, 10));
    }

    @Test
    void aFetchWithNothingChangedAsksOneEmptyWindowAndLeavesTheFolderAsItWas() throws Exception {
        fetch(new NvdAccess("", 5));
        Path generation = Files.readSymbolicLink(feeds.resolve(NvdSource.FOLDER));
        Map<String, String> before = FeedsState.of(feeds);
        nvd.forgetRequests();
        clock.advance(Duration.ofHours(24));

        FetchReport report = fetch(new NvdAccess("", 5));

        assertThat(report.failed()).isEmpty();
        assertThat(nvd.requests()).singleElement().satisfies(request -> assertThat(request.windowed()).isTrue());
        assertThat(Files.readSymbolicLink(feeds.resolve(NvdSource.FOLDER))).isEqualTo(generation);
        Map<String, String> after = FeedsState.of(feeds);
        after.remove(FetchManifest.FILE);
        before.remove(FetchManifest.FILE);
        assertThat(after).isEqualTo(before);
        assertThat(FetchManifest.read(feeds, json).sources().get("nvd").files())
                .noneMatch(FetchedFile::transferred);
    }

    @Test
    void withoutAKeyAtMostFiveRequestsGoInAnyThirtySecondsAndTheWaitsAreAskedOfTheSleeper() throws Exception {
        FetchReport report = fetch(new NvdAccess("", 2));

        assertThat(report.failed()).isEmpty();
        List<NvdApiStandIn.Request> asked = nvd.requests();
        assertThat(asked).hasSize((samples.size() + 1) / 2);
        assertThat(mostInAnyWindow(asked, Duration.ofSeconds(30))).isEqualTo(5);
        assertThat(clock.waits()).isNotEmpty();
        assertThat(asked).allSatisfy(request -> assertThat(request.apiKey()).isNull());
    }

    @Test
    void withAKeyTheKeyGoesInTheApiKeyHeaderOfEveryRequestFiftyAreAllowedAndItIsWrittenNowhere() throws Exception {
        String key = "3f1b2c4d-nvd-key-of-this-test";

        FetchReport report = fetch(new NvdAccess(key, 2));

        assertThat(report.failed()).isEmpty();
        assertThat(nvd.requests()).hasSize((samples.size() + 1) / 2)
                .allSatisfy(request -> assertThat(request.apiKey()).isEqualTo(key));
        assertThat(clock.waits()).isEmpty();
        assertThat(out.toString()).doesNotContain(key);
        assertThat(Files.readString(feeds.resolve(FetchManifest.FILE))).doesNotContain(key);
        assertThat(new NvdAccess(key, 2).toString()).doesNotContain(key);
    }

    @Test
    void theCommandTakesTheKeyFromTheEnvironmentWhenNoFlagGivesItAndPrintsItNowhere() throws Exception {
        String key = "nvd-key-from-the-environment";
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new FetchCommand(Map.of(FetchCommand.NVD_API_KEY, key), THREE_TRIES,
                clock.sleeper(), clock));
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));

        int exit = cli.execute("--out", feeds.toString(), "--only", "nvd", "--mirror", "nvd=" + nvd.base());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(nvd.requests()).isNotEmpty().allSatisfy(request -> assertThat(request.apiKey()).isEqualTo(key));
        assertThat(out.toString()).contains("nvd: ").doesNotContain(key);
        assertThat(err.toString()).doesNotContain(key);
        assertThat(Files.readString(feeds.resolve(FetchManifest.FILE))).doesNotContain(key);
    }

    @Test
    void aForbiddenAnswerWithRetryAfterIsTriedAgainAfterTheWaitItAsks() throws Exception {
        nvd.refuse("7", 403, 503);

        FetchReport report = fetch(new NvdAccess("", 2000));

        assertThat(report.failed()).isEmpty();
        assertThat(nvd.requests()).extracting(NvdApiStandIn.Request::status).containsExactly(403, 503, 200);
        assertThat(clock.waits()).containsExactly(Duration.ofSeconds(7), Duration.ofSeconds(7));
        assertThat(facts(feeds.resolve("nvd"))).hasSize(samples.size());
    }

    @Test
    void recordsThatMoveWhileTheyArePagedFailTheFetchInsteadOfLeavingOneOut() throws Exception {
        nvd.skipOnceAt(5);

        FetchReport report = fetch(new NvdAccess("", 5));

        assertThat(report.failedSources()).containsExactly("nvd");
        assertThat(report.failed().get("nvd")).contains((samples.size() - 1) + " distinct CVEs received of the "
                + samples.size() + " announced");
        assertThat(feeds.resolve("nvd")).doesNotExist();
        assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aPageCutOffOnEveryTryFailsTheSourceAndTheFolderStaysThePreviousGeneration() throws Exception {
        fetch(new NvdAccess("", 5));
        Map<String, String> before = FeedsState.of(feeds);
        clock.advance(Duration.ofDays(1));
        ObjectNode changed = samples.get(0).deepCopy();
        nvd.serve(modifiedAt(changed, clock.instant().minus(Duration.ofHours(1))));
        nvd.cutAfter(40);
        nvd.cutAfter(400);
        nvd.cutAfter(4000);

        FetchReport report = fetch(new NvdAccess("", 5));

        assertThat(report.failedSources()).containsExactly("nvd");
        assertThat(report.failed().get("nvd")).contains("after 3 tries");
        assertThat(FeedsState.of(feeds)).isEqualTo(before);
        assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aFolderPutWhereTheLinkBelongsIsNeverReplaced() throws Exception {
        Path handMade = Files.createDirectories(feeds.resolve(NvdSource.FOLDER));
        Files.copy(SampleFeeds.nvd().resolve("nvd-api-2.0/CVE-2024-3094.json"), handMade.resolve("CVE-2024-3094.json"));
        Map<String, String> before = FeedsState.of(feeds);

        FetchReport report = fetch(new NvdAccess("", 2000));

        assertThat(report.failedSources()).containsExactly("nvd");
        assertThat(report.failed().get("nvd")).contains("put there by other means");
        assertThat(FeedsState.of(feeds)).isEqualTo(before);
        assertThat(nvd.requests()).isEmpty();
    }

    @Test
    void onlyTheGenerationReadNowAndTheOneBeforeAreKept() throws Exception {
        for (int run = 0; run < 4; run++) {
            clock.advance(Duration.ofDays(1));
            nvd.serve(modifiedAt(samples.get(run).deepCopy(), clock.instant().minus(Duration.ofHours(1))));
            assertThat(fetch(new NvdAccess("", 2000)).failed()).isEmpty();
        }

        try (Stream<Path> generations = Files.list(feeds.resolve("nvd/.nvd-api-2.0"))) {
            assertThat(generations).hasSize(2);
        }
        assertThat(facts(feeds.resolve("nvd"))).hasSize(samples.size());
    }

    private FetchReport fetch(NvdAccess access) throws IOException {
        UpstreamClient client = new UpstreamClient(http, THREE_TRIES, clock.sleeper(), clock);
        return new Fetcher(List.of(new NvdSource(json, access)), client, json, clock)
                .fetch(feeds, List.of(), Map.of("nvd", nvd.base()), new PrintWriter(out));
    }

    private Set<String> bucketFiles() throws IOException {
        Path folder = feeds.resolve(NvdSource.FOLDER).toRealPath();
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .map(file -> folder.relativize(file).toString().replace('\\', '/'))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** The CVE facts the build's NVD feed reads from the files under {@code folder}. */
    private static List<CveFacts> facts(Path folder) throws Exception {
        CollectedVulnerabilities collected = new CollectedVulnerabilities();
        FeedResult result = new NvdFeed().load(folder, folder, new BuildSink(new SnapshotTables(),
                new CollectedFacts(), collected));
        assertThat(result.records()).isPositive();
        return collected.cves().stream().filter(facts -> facts.source().equals("nvd")).toList();
    }

    private static String id(ObjectNode element) {
        return element.get("cve").get("id").asText();
    }

    private static ObjectNode modifiedAt(ObjectNode element, Instant when) {
        ((ObjectNode) element.get("cve")).put("lastModified", NvdApiStandIn.TIMESTAMP.format(when));
        return element;
    }

    private static String newestLastModifiedDay(List<ObjectNode> elements) {
        return elements.stream().map(element -> element.get("cve").get("lastModified").asText().substring(0, 10))
                .max(String::compareTo).orElseThrow();
    }

    private static Instant time(String parameter) {
        return java.time.OffsetDateTime.parse(parameter).toInstant();
    }

    private static int mostInAnyWindow(List<NvdApiStandIn.Request> requests, Duration window) {
        int most = 0;
        for (NvdApiStandIn.Request first : requests) {
            int inWindow = (int) requests.stream().filter(request -> !request.at().isBefore(first.at())
                    && request.at().isBefore(first.at().plus(window))).count();
            most = Math.max(most, inWindow);
        }
        return most;
    }
}
