package io.cis.loader.fetch.archives;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.cis.engine.Engine;
import io.cis.engine.cryptography.Algorithm;
import io.cis.engine.cryptography.ComponentAlgorithms;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.feeds.archivescan.ScanResultFile;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.UpstreamClient;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code archive-scan} against a stand-in registry serving a real npm tarball (node-rsa 1.1.1, found through its real
 * packument) and a real Maven sources jar (java-jwt 4.4.0) in the registries' URL layouts, and the build of what it
 * wrote answering E13.
 */
class ArchiveScanSourceTest {

    private static final Path ARCHIVES = Path.of("src/test/resources/io/cis/loader/fetch/archives");
    private static final String NODE_RSA = "pkg:npm/node-rsa@1.1.1";
    private static final String JAVA_JWT = "pkg:maven/com.auth0/java-jwt@4.4.0";
    private static final String TARBALL = "/npm/node-rsa/-/node-rsa-1.1.1.tgz";
    private static final String SOURCES_JAR = "/maven2/com/auth0/java-jwt/4.4.0/java-jwt-4.4.0-sources.jar";

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final Map<String, byte[]> served = new ConcurrentHashMap<>();
    private final Set<String> chunked = ConcurrentHashMap.newKeySet();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private HttpServer registry;
    private String output = "";

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeEach
    void serve() throws IOException {
        served.put(TARBALL, Files.readAllBytes(ARCHIVES.resolve("node-rsa-1.1.1.tgz")));
        served.put(SOURCES_JAR, Files.readAllBytes(ARCHIVES.resolve("java-jwt-4.4.0-sources.jar")));
        registry = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        registry.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            requests.add(path);
            byte[] body = served.get(path);
            if (body == null) {
                exchange.sendResponseHeaders(404, -1);
            } else {
                exchange.sendResponseHeaders(200, chunked.contains(path) ? 0 : body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                } catch (IOException e) {
                    // the client stopped reading: a body over its limit
                }
            }
            exchange.close();
        });
        registry.start();
        feeds = dir.resolve("feeds");
        copy(SampleFeeds.cryptoDataset(), feeds.resolve("crypto/crypto_algorithms_open_dataset/"
                + "definitions_crypto_algorithms"));
        Files.createDirectories(feeds.resolve("npm-packuments"));
        Files.copy(ARCHIVES.resolve("node-rsa.packument.json"), feeds.resolve("npm-packuments/node-rsa.json"));
        Path pom = feeds.resolve("maven-metadata/com/auth0/java-jwt/4.4.0/java-jwt-4.4.0.pom");
        Files.createDirectories(pom.getParent());
        Files.copy(ARCHIVES.resolve("java-jwt-4.4.0.pom"), pom);
    }

    @AfterEach
    void stop() {
        registry.stop(0);
    }

    @Test
    void theTarballAndTheSourcesJarAreScannedAndTheBuildAnswersTheirAlgorithmsWithFileCounts() throws Exception {
        FetchReport report = fetch(source(List.of(NODE_RSA, JAVA_JWT), ScanLimits.DEFAULT));

        assertThat(report.failed()).isEmpty();
        assertThat(requests).containsExactly(TARBALL, SOURCES_JAR);
        ScanResultFile npm = result("archive-scan/npm/node-rsa/1.1.1.json");
        ScanResultFile maven = result("archive-scan/maven/com.auth0/java-jwt/4.4.0.json");
        AlgorithmKeywords keywords = DatasetKeywords.read(feeds).keywords();
        ArchiveScanner scanner = new ArchiveScanner(keywords, ScanLimits.DEFAULT, Clock.systemUTC());
        for (var scanned : Map.of(npm, ARCHIVES.resolve("node-rsa-1.1.1.tgz"),
                maven, ARCHIVES.resolve("java-jwt-4.4.0-sources.jar")).entrySet()) {
            ScanResultFile result = scanned.getKey();
            ArchiveScan direct = scanner.scan(scanned.getValue());
            assertThat(result.complete()).isTrue();
            assertThat(result.algorithms()).extracting(ScanResultFile.Found::algorithm).contains("rsa", "sha2")
                    .containsExactlyElementsOf(direct.algorithms().keySet());
            result.algorithms().forEach(found -> assertThat(found.files()).as(found.algorithm())
                    .isEqualTo(direct.algorithms().get(found.algorithm()).files()));
            assertThat(result.files().scanned()).isEqualTo(direct.filesScanned());
            assertThat(result.archive().bytes()).isEqualTo(Files.size(scanned.getValue()));
            assertThat(result.dataset().keywordsSha256()).isEqualTo(keywords.fingerprint());
        }
        assertThat(npm.archive().url()).isEqualTo(base() + TARBALL.substring(1));
        assertThat(FetchManifest.read(feeds, json).sources().get("archive-scan").files())
                .extracting(FetchedFile::path, FetchedFile::url).containsExactly(
                        org.assertj.core.groups.Tuple.tuple("archive-scan/npm/node-rsa/1.1.1.json",
                                base() + TARBALL.substring(1)),
                        org.assertj.core.groups.Tuple.tuple("archive-scan/maven/com.auth0/java-jwt/4.4.0.json",
                                base() + SOURCES_JAR.substring(1)));

        SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, dir.resolve("snapshot"), false);

        try (Engine engine = Engine.open(dir.resolve("snapshot"))) {
            for (var expected : Map.of(NODE_RSA, npm, JAVA_JWT, maven).entrySet()) {
                ComponentAlgorithms answer = engine.cryptography().algorithms(expected.getKey(), "");
                assertThat(answer.algorithms()).extracting(Algorithm::algorithm).as(expected.getKey())
                        .containsExactlyElementsOf(expected.getValue().algorithms().stream()
                                .map(ScanResultFile.Found::algorithm).toList());
                assertThat(answer.algorithms()).extracting(Algorithm::files).as(expected.getKey())
                        .containsExactlyElementsOf(expected.getValue().algorithms().stream()
                                .map(ScanResultFile.Found::files).toList());
                assertThat(answer.algorithms()).filteredOn(a -> a.algorithm().equals("rsa"))
                        .singleElement().extracting(Algorithm::strength).isEqualTo("128");
            }
        }
    }

    @Test
    void anArchiveOverTheSizeLimitIsNotDownloadedAndIsWrittenAsAnIncompleteScanTheBuildStoresNoAlgorithmsFor()
            throws Exception {
        chunked.add(SOURCES_JAR);
        ScanLimits small = new ScanLimits(30_000, 1 << 30, 1 << 20, Duration.ofMinutes(1));

        FetchReport report = fetch(source(List.of(NODE_RSA, JAVA_JWT), small));

        assertThat(report.failed()).isEmpty();
        ScanResultFile npm = result("archive-scan/npm/node-rsa/1.1.1.json");
        ScanResultFile maven = result("archive-scan/maven/com.auth0/java-jwt/4.4.0.json");
        assertThat(npm.complete()).isFalse();
        assertThat(npm.incompleteReason()).isEqualTo("the archive is 33870 bytes or more, over the limit of 30000"
                + " bytes: not downloaded");
        assertThat(npm.algorithms()).isEmpty();
        assertThat(maven.complete()).as("sent without a length, it is cut off past the limit").isFalse();
        assertThat(maven.incompleteReason()).endsWith("over the limit of 30000 bytes: not downloaded");
        assertThat(output).contains("archive-scan: scan incomplete (written as such; the build stores no algorithms"
                + " for it): 2 version(s): " + NODE_RSA + ": the archive is 33870 bytes");

        BuildReport build = SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, dir.resolve("snapshot"),
                false);

        FeedResult scans = build.feeds().stream().filter(feed -> feed.name().equals("archive-scan")).findFirst()
                .orElseThrow();
        assertThat(scans.records()).isZero();
        assertThat(scans.skipped()).extracting(skip -> skip.id()).containsExactlyInAnyOrder(NODE_RSA, JAVA_JWT);
        assertThat(scans.skipped()).allSatisfy(skip -> assertThat(skip.reason()).startsWith(
                "scan incomplete, no algorithms stored: the archive is"));
    }

    @Test
    void anArchiveThatDiffersFromItsPackumentsDigestIsNotScannedAndSaysWhy() throws Exception {
        served.put(TARBALL, Files.readAllBytes(ARCHIVES.resolve("java-jwt-4.4.0-sources.jar")));

        FetchReport report = fetch(source(List.of(NODE_RSA), ScanLimits.DEFAULT));

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("archive-scan/npm/node-rsa/1.1.1.json")).doesNotExist();
        assertThat(output).contains("not scanned, the archive is damaged or differs from its registry document's"
                + " digest: 1 version(s): " + NODE_RSA + ": " + base() + TARBALL.substring(1) + ": its SHA-512 is ");
    }

    @Test
    void versionsWithoutAKnownArchiveOrWhoseArchiveIsGoneAreNotedAndTheOthersScanned() throws Exception {
        served.remove(SOURCES_JAR);

        FetchReport report = fetch(source(List.of(NODE_RSA, JAVA_JWT, "pkg:npm/node-rsa@0.0.0",
                "pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2"), ScanLimits.DEFAULT));

        assertThat(report.failed()).isEmpty();
        assertThat(result("archive-scan/npm/node-rsa/1.1.1.json").complete()).isTrue();
        assertThat(output).contains("archive-scan: no archive known, not scanned: 2 version(s): pkg:npm/node-rsa@0.0.0:"
                + " version 0.0.0 is not in the packument of node-rsa; pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2:"
                + " no archive scan for pkg:golang")
                .contains("the registry no longer has the archive (HTTP 404), not scanned: 1 version(s): " + JAVA_JWT);
    }

    @Test
    void aSecondRunKeepsWhatItScannedWithTheSameArchiveKeywordsAndLimitsWithoutADownload() throws Exception {
        ArchiveScanSource source = source(List.of(NODE_RSA, JAVA_JWT), ScanLimits.DEFAULT);
        fetch(source);
        String before = Files.readString(feeds.resolve("archive-scan/npm/node-rsa/1.1.1.json"));
        requests.clear();

        FetchReport again = fetch(source);

        assertThat(again.failed()).isEmpty();
        assertThat(requests).isEmpty();
        assertThat(feeds.resolve("archive-scan/npm/node-rsa/1.1.1.json")).hasContent(before);
        assertThat(output).contains("2 version(s) kept as scanned before");

        fetch(source(List.of(NODE_RSA, JAVA_JWT), new ScanLimits(1 << 26, 1 << 29, 1 << 10, Duration.ofMinutes(1))));

        assertThat(requests).as("other limits: scanned again").containsExactly(TARBALL, SOURCES_JAR);
    }

    @Test
    void withoutTheCryptoDatasetInTheFeedsFolderTheSourceFailsSayingWhatToDo() throws Exception {
        deleteTree(feeds.resolve("crypto"));

        FetchReport report = fetch(source(List.of(NODE_RSA), ScanLimits.DEFAULT));

        assertThat(report.failed()).containsOnlyKeys("archive-scan");
        assertThat(report.failed().get("archive-scan")).startsWith("no crypto algorithm dataset in ")
                .contains("fetch the crypto source first");
        assertThat(requests).isEmpty();
    }

    @Test
    void theCommandScansTheVersionsItsComponentListNamesWithTheConfiguredBasesOnlyWhenAskedTo() throws Exception {
        Path config = Files.writeString(dir.resolve("fetch.yaml"), "archives:\n  npm: " + base() + "npm/\n  maven: "
                + base() + "maven2/\n");
        Path list = Files.writeString(dir.resolve("components.txt"), "# the application's libraries\n" + NODE_RSA
                + "\n\n" + JAVA_JWT + "\n");

        Run dry = command("--out", feeds.toString(), "--config", config.toString(), "--components", list.toString(),
                "--dry-run");
        Run scan = command("--out", feeds.toString(), "--config", config.toString(), "--only", "archive-scan",
                "--scan-archives", "--components", list.toString());

        assertThat(dry.out()).contains("archive-scan: urn:cis:package-archives -> " + feeds
                + " (skipped: opt-in, not asked for (--scan-archives))");
        assertThat(scan.exit()).as(scan.err()).isZero();
        assertThat(scan.out()).contains("archive-scan: 2 file(s)");
        assertThat(result("archive-scan/npm/node-rsa/1.1.1.json").complete()).isTrue();
        assertThat(result("archive-scan/maven/com.auth0/java-jwt/4.4.0.json").complete()).isTrue();
    }

    @Test
    void aPackageNamedWithoutAVersionIsNotedNotScannedAndTheScanWithoutComponentsHasNothingToDo() throws Exception {
        Path config = Files.writeString(dir.resolve("fetch.yaml"), "archives:\n  npm: " + base() + "npm/\n");
        Path list = Files.writeString(dir.resolve("components.txt"), NODE_RSA + "\npkg:npm/express\n");

        Run scan = command("--out", feeds.toString(), "--config", config.toString(), "--only", "archive-scan",
                "--scan-archives", "--components", list.toString());
        Run nothing = command("--out", feeds.toString(), "--scan-archives", "--dry-run");

        assertThat(scan.exit()).as(scan.err()).isZero();
        assertThat(scan.out()).contains("archive-scan: 1 file(s)")
                .contains("pkg:npm/express: no version: the archive of a version is scanned");
        assertThat(requests).containsExactly(TARBALL);
        assertThat(nothing.out()).contains("archive-scan: urn:cis:package-archives -> " + feeds
                + " (skipped: no component named (--sbom FILE, --components FILE))");
    }

    record Run(int exit, String out, String err) {
    }

    private Run command(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cli = new picocli.CommandLine(new io.cis.loader.cli.FetchCommand(http,
                new RetryPolicy(2, Duration.ofSeconds(1), Duration.ofSeconds(1), Set.of(503)), wait -> { }));
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private ArchiveScanSource source(List<String> purls, ScanLimits limits) {
        ArchiveBases bases = new ArchiveBases(Optional.of(URI.create(base() + "npm")), Optional.empty(),
                Optional.of(URI.create(base() + "maven2/")), Optional.empty());
        return new ArchiveScanSource(purls, bases, limits, Clock.systemUTC(), json);
    }

    private String base() {
        return "http://127.0.0.1:" + registry.getAddress().getPort() + "/";
    }

    private FetchReport fetch(ArchiveScanSource source) throws IOException {
        UpstreamClient client = new UpstreamClient(http, new RetryPolicy(2, Duration.ofSeconds(1),
                Duration.ofSeconds(1), Set.of(503)), wait -> { }, Clock.systemUTC());
        StringWriter out = new StringWriter();
        FetchReport report = new Fetcher(List.of(source), client, json, Clock.systemUTC()).fetch(feeds, List.of(),
                Map.of(), new PrintWriter(out));
        output = out.toString();
        return report;
    }

    private ScanResultFile result(String path) throws IOException {
        return json.readValue(feeds.resolve(path).toFile(), ScanResultFile.class);
    }

    private static void copy(Path from, Path to) throws IOException {
        List<Path> files;
        try (Stream<Path> tree = Files.walk(from)) {
            files = new ArrayList<>(tree.filter(Files::isRegularFile).toList());
        }
        for (Path file : files) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            Files.copy(file, target);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path path : tree.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
