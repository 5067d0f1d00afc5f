package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.cli.FetchCommand;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code cis fetch} against a stand-in upstream serving the real sample files in the upstreams' URL layouts. */
class FetchTest {

    private static final String EPSS = "/epss/" + EpssSource.FILE;
    private static final String KEV_JSON = "/kev/" + KevSource.JSON;
    private static final String KEV_CSV = "/kev/" + KevSource.CSV;
    private static final String OSV_GO = "/osv/Go/all.zip";
    private static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            java.util.Set.of(429, 503));

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final List<Duration> waits = new ArrayList<>();
    private UpstreamStandIn upstream;
    private Map<String, URI> mirrors;

    @TempDir
    Path dir;

    @BeforeEach
    void serveRealSamples() throws IOException {
        upstream = new UpstreamStandIn();
        upstream.serve(EPSS, Files.readAllBytes(SampleFeeds.root().resolve("epss/epss_scores-2025-08-15.csv.gz")));
        upstream.serve(KEV_JSON, resource(KevSource.JSON));
        upstream.serve(KEV_CSV, resource(KevSource.CSV));
        Path spdx = SampleFeeds.spdx();
        upstream.serve("/spdx/licenses.json", Files.readAllBytes(spdx.resolve("licenses.json")));
        upstream.serve("/spdx/exceptions.json", Files.readAllBytes(spdx.resolve("exceptions.json")));
        for (String folder : List.of("details", "exceptions")) {
            try (Stream<Path> files = Files.list(spdx.resolve(folder))) {
                for (Path file : files.toList()) {
                    upstream.serve("/spdx/" + file.getFileName(), Files.readAllBytes(file));
                }
            }
        }
        upstream.serve("/osv/ecosystems.txt", "Go\n".getBytes(StandardCharsets.UTF_8));
        upstream.serve(OSV_GO, zipOf(goRecords()));
        upstream.serve("/osv/Go/modified_id.csv", modifiedIndex(goRecords()));
        mirrors = Map.of("epss", upstream.base("epss/"), "kev", upstream.base("kev"), "spdx", upstream.base("spdx/"),
                "osv", upstream.base("osv/"));
    }

    @AfterEach
    void stop() {
        upstream.close();
    }

    @Test
    void fetchedFilesAreTheServedBytesAndTheManifestRecordsTheirOriginDigestRecordsAndDataDate() throws Exception {
        Path feeds = dir.resolve("feeds");

        FetchReport report = fetch(feeds, List.of());

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("epss/epss_scores-current.csv.gz")).hasBinaryContent(served(EPSS));
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.json")).hasBinaryContent(served(KEV_JSON));
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasBinaryContent(served(KEV_CSV));
        assertThat(feeds.resolve("spdx/json/details/Apache-2.0.json"))
                .hasSameBinaryContentAs(SampleFeeds.spdx().resolve("details/Apache-2.0.json"));
        assertThat(feeds.resolve("spdx/json/exceptions/Classpath-exception-2.0.json"))
                .hasSameBinaryContentAs(SampleFeeds.spdx().resolve("exceptions/Classpath-exception-2.0.json"));

        FetchManifest manifest = FetchManifest.read(feeds, json);
        SourceRecord epss = manifest.sources().get("epss");
        assertThat(epss.dataDate()).isEqualTo("2025-08-15");
        assertThat(epss.version()).isEqualTo("v4");
        FetchedFile scores = epss.files().get(0);
        assertThat(scores.url()).isEqualTo(upstream.base("epss/" + EpssSource.FILE).toString());
        assertThat(scores.records()).isEqualTo(epssRows(served(EPSS)));
        assertThat(scores.sha256()).isEqualTo(SourceFetch.sha256(feeds.resolve("epss/" + EpssSource.FILE)));
        assertThat(scores.etag())
                .isEqualTo(UpstreamStandIn.etag(Files.readAllBytes(feeds.resolve("epss/" + EpssSource.FILE))));
        assertThat(scores.lastModified()).isEqualTo("Fri, 15 Aug 2025 00:00:00 GMT");
        assertThat(manifest.sources().get("kev").dataDate()).isEqualTo("2025-08-25");
        assertThat(manifest.sources().get("kev").files()).extracting(FetchedFile::records).containsExactly(25L, 25L);
        SourceRecord spdx = manifest.sources().get("spdx");
        assertThat(spdx.version()).isEqualTo("3.28.0");
        assertThat(spdx.dataDate()).isEqualTo("2026-02-20");
        assertThat(spdx.files()).hasSize(2 + count(SampleFeeds.spdx().resolve("details"))
                + count(SampleFeeds.spdx().resolve("exceptions")));
    }

    @Test
    void aSecondFetchOfUnchangedUpstreamsAsksConditionallyAndTransfersNoBody() throws Exception {
        Path feeds = dir.resolve("feeds");
        fetch(feeds, List.of());
        upstream.forgetRequests();

        FetchReport again = fetch(feeds, List.of());

        assertThat(again.failed()).isEmpty();
        assertThat(upstream.requests()).isNotEmpty().allSatisfy(request -> {
            assertThat(request.conditional()).isTrue();
            assertThat(request.status()).isEqualTo(304);
        });
        assertThat(FetchManifest.read(feeds, json).sources().values()).flatExtracting(SourceRecord::files)
                .allSatisfy(file -> assertThat(file.transferred()).isFalse());
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasBinaryContent(served(KEV_CSV));
        assertThat(FetchManifest.read(feeds, json).sources().get("kev").files())
                .extracting(FetchedFile::records).containsExactly(25L, 25L);
    }

    @Test
    void aTooManyRequestsAnswerIsTriedAgainAfterTheRetryAfterItStates() throws Exception {
        upstream.fault(EPSS, UpstreamStandIn.Fault.TOO_MANY_REQUESTS_RETRY_AFTER_1, 1);

        FetchReport report = fetch(dir, List.of("epss"));

        assertThat(report.failed()).isEmpty();
        assertThat(waits).containsExactly(Duration.ofSeconds(1));
        assertThat(upstream.requests()).extracting(UpstreamStandIn.Request::status).containsExactly(429, 200);
        assertThat(dir.resolve("epss/" + EpssSource.FILE)).hasBinaryContent(served(EPSS));
    }

    @Test
    void anUpstreamThatStaysUnavailableIsTriedABoundedNumberOfTimesAndFailsOnlyItsSource() throws Exception {
        upstream.fault(KEV_JSON, UpstreamStandIn.Fault.UNAVAILABLE, 10);

        FetchReport report = fetch(dir, List.of("epss", "kev"));

        assertThat(report.failedSources()).containsExactly("kev");
        assertThat(report.failed().get("kev")).contains("HTTP 503").contains("3 tries");
        assertThat(upstream.requests()).filteredOn(request -> request.path().equals(KEV_JSON)).hasSize(3);
        assertThat(waits).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(4));
        assertThat(report.fetched()).containsOnlyKeys("epss");
        assertThat(dir.resolve("kev")).doesNotExist();
    }

    @Test
    void aConnectionCutMidBodyLeavesThePreviousCompleteCopyAndTheCommandFailsNamingTheSource() throws Exception {
        Path feeds = dir.resolve("feeds");
        assertThat(fetchCommand(feeds, "epss,kev").exit()).isZero();
        byte[] oldJson = served(KEV_JSON);
        byte[] oldCsv = served(KEV_CSV);
        String oldRecord = Files.readString(feeds.resolve(FetchManifest.FILE));
        upstream.serve(KEV_JSON, (new String(oldJson, StandardCharsets.UTF_8).strip() + "\n\n")
                .getBytes(StandardCharsets.UTF_8));
        upstream.serve(KEV_CSV, Arrays.copyOf(oldCsv, oldCsv.length + 1));
        upstream.fault(KEV_CSV, UpstreamStandIn.Fault.CUT_MID_BODY, 3);

        Run run = fetchCommand(feeds, "epss,kev");

        assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(run.err()).startsWith("fetch failed: source(s) kev failed").doesNotContain("Exception\n\tat");
        assertThat(run.out()).contains("kev: failed, previous copy kept").contains("epss: 1 file(s)");
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.json")).hasBinaryContent(oldJson);
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasBinaryContent(oldCsv);
        assertThat(json.readTree(Files.readString(feeds.resolve(FetchManifest.FILE))).get("sources").get("kev"))
                .isEqualTo(json.readTree(oldRecord).get("sources").get("kev"));
        try (Stream<Path> left = Files.list(feeds.resolve("kev"))) {
            assertThat(left).extracting(path -> path.getFileName().toString())
                    .containsExactlyInAnyOrder(KevSource.JSON, KevSource.CSV);
        }
        assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aTruncatedGzipServedWithAMatchingLengthFailsItsCheckAndLeavesThePreviousCopy() throws Exception {
        fetch(dir, List.of("epss"));
        byte[] whole = served(EPSS);
        upstream.serve(EPSS, Arrays.copyOf(whole, whole.length - 12));

        FetchReport report = fetch(dir, List.of("epss"));

        assertThat(report.failedSources()).containsExactly("epss");
        assertThat(report.failed().get("epss")).contains(EpssSource.FILE).contains("is not complete");
        assertThat(dir.resolve("epss/" + EpssSource.FILE)).hasBinaryContent(whole);
        try (Stream<Path> left = Files.list(dir.resolve("epss"))) {
            assertThat(left).hasSize(1);
        }
        assertThat(dir.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void anOsvEcosystemZipIsFetchedWholeWithTheNewestModifiedDayAsTheDataDate() throws Exception {
        FetchReport report = fetch(dir, List.of("osv"));

        assertThat(report.failed()).isEmpty();
        assertThat(dir.resolve("osv/osv-vulnerabilities/Go/all.zip")).hasBinaryContent(served(OSV_GO));
        SourceRecord osv = FetchManifest.read(dir, json).sources().get("osv");
        List<Path> records = goRecords();
        assertThat(osv.files()).extracting(FetchedFile::path)
                .containsExactly("osv/osv-vulnerabilities/ecosystems.txt", "osv/osv-vulnerabilities/Go/modified_id.csv", "osv/osv-vulnerabilities/Go/all.zip");
        assertThat(osv.files().get(1).records()).isEqualTo(records.size());
        assertThat(osv.files().get(2).records()).isEqualTo(records.size());
        String newest = "";
        for (Path record : records) {
            String modified = json.readTree(record.toFile()).get("modified").asText().substring(0, 10);
            newest = modified.compareTo(newest) > 0 ? modified : newest;
        }
        assertThat(osv.dataDate()).isEqualTo(newest);
    }

    @Test
    void aTruncatedZipFailsItsCheckAndLeavesThePreviousCopy() throws Exception {
        fetch(dir, List.of("osv"));
        byte[] whole = served(OSV_GO);
        upstream.serve(OSV_GO, Arrays.copyOf(whole, whole.length - 100));
        // without an index to update from, the zip is asked for again
        upstream.remove("/osv/Go/modified_id.csv");

        FetchReport report = fetch(dir, List.of("osv"));

        assertThat(report.failedSources()).containsExactly("osv");
        assertThat(report.failed().get("osv")).contains("not a readable zip archive");
        assertThat(dir.resolve("osv/osv-vulnerabilities/Go/all.zip")).hasBinaryContent(whole);
        assertThat(dir.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void theBuildReadsTheFetchedFolder() throws Exception {
        Path feeds = dir.resolve("feeds");
        fetch(feeds, List.of());

        BuildReport build = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"),
                ZoneOffset.UTC)).build(feeds, dir.resolve("snapshot"), false);

        Map<String, FeedResult> loaded = build.feeds().stream()
                .collect(Collectors.toMap(FeedResult::name, Function.identity()));
        assertThat(loaded.get("epss").records()).isEqualTo(epssRows(served(EPSS)));
        assertThat(loaded.get("epss").feedDate()).isEqualTo("2025-08-15");
        assertThat(loaded.get("kev").records()).isEqualTo(25);
        assertThat(loaded.get("spdx").version()).isEqualTo("3.28.0");
        assertThat(loaded.get("spdx").records()).isPositive();
        assertThat(loaded.get("osv").records()).isEqualTo(goRecords().size());
    }

    @Test
    void aDryRunNamesEachSourceAndItsBaseAndAsksNothing() {
        Run run = fetchCommand(dir.resolve("feeds"), "kev", "--dry-run");

        assertThat(run.exit()).isZero();
        assertThat(run.out()).isEqualTo("kev: " + upstream.base("kev") + " -> " + dir.resolve("feeds")
                + System.lineSeparator());
        assertThat(upstream.requests()).isEmpty();
        assertThat(dir.resolve("feeds")).doesNotExist();
    }

    @Test
    void anUnknownSourceIsRefusedNamingTheKnownOnes() {
        Run run = fetchCommand(dir, "epss,cvss");

        assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(run.err()).isEqualTo("fetch failed: unknown source cvss (known: epss, kev, spdx, osv, nvd, cve5,"
                + " osadl, purl2cpe, crypto, npm, maven, pypi, crates, go, nuget, rubygems, packagist, hex, pub,"
                + " github-releases, changelog, github-contributors, archive-scan)" + System.lineSeparator());
        assertThat(upstream.requests()).isEmpty();
    }

    /** Fetches {@code only}, or every source the stand-in serves when it is empty. */
    private FetchReport fetch(Path feeds, List<String> only) throws IOException {
        UpstreamClient client = new UpstreamClient(http, THREE_TRIES, waits::add, Clock.systemUTC());
        // the sources this test stands in for; the others have tests of their own
        List<FeedSource> served = Fetcher.knownSources(json).stream()
                .filter(source -> mirrors.containsKey(source.name())).toList();
        return new Fetcher(served, client, json, Clock.systemUTC())
                .fetch(feeds, only, mirrors, new PrintWriter(new StringWriter()));
    }

    private record Run(int exit, String out, String err) {
    }

    private Run fetchCommand(Path feeds, String only, String... more) {
        CommandLine cli = new CommandLine(new FetchCommand(http, THREE_TRIES, waits::add));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        List<String> args = new ArrayList<>(List.of("--out", feeds.toString(), "--only", only));
        mirrors.forEach((source, base) -> args.addAll(List.of("--mirror", source + "=" + base)));
        args.addAll(List.of(more));
        int exit = cli.execute(args.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    private byte[] served(String path) throws IOException {
        try (InputStream in = URI.create(upstream.base(path.substring(1)).toString()).toURL().openStream()) {
            return in.readAllBytes();
        } finally {
            upstream.forgetRequests();
        }
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = FetchTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    private static long epssRows(byte[] gzip) throws IOException {
        try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(gzip))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().count() - 2;
        }
    }

    /** Real Go vulnerability records, as the OSV export zips an ecosystem's records. */
    private static List<Path> goRecords() throws IOException {
        try (Stream<Path> files = Files.list(SampleFeeds.root().resolve("osv/go-vulndb/data/osv"))) {
            return files.filter(file -> file.toString().endsWith(".json")).sorted().toList();
        }
    }

    /** The export's index of the records: {@code <modified>,<id>} lines, newest first. */
    private byte[] modifiedIndex(List<Path> records) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Path record : records) {
            var node = json.readTree(record.toFile());
            lines.add(node.get("modified").asText() + "," + node.get("id").asText());
        }
        lines.sort(java.util.Comparator.reverseOrder());
        return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] zipOf(List<Path> files) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(bytes)) {
            for (Path file : files) {
                zip.putNextEntry(new java.util.zip.ZipEntry(file.getFileName().toString()));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static int count(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return (int) files.count();
        }
    }
}
