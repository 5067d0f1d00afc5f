package io.cis.dist.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.dist.PackagedJar;
import io.cis.engine.snapshot.ManifestReader;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every curl example of the README and of docs/api-examples.md, sent to the packaged jar serving the demo snapshot,
 * gets the answer shown.
 */
class ReadmeExamplesIT {

    /**
     * Examples whose answer cannot be compared, by the first line of their command, with the reason. Every other
     * example must show its answer. None today: each documented answer is checked.
     */
    private static final Map<String, String> NOT_COMPARED = Map.of();

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TempDir
    static Path dir;
    private static Process server;
    private static URI base;
    private static String createdAt;

    @BeforeAll
    static void serveTheDemoSnapshotAsTheReadmeSays() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        base = URI.create("http://127.0.0.1:" + port);
        Path log = dir.resolve("serve.log");
        server = new ProcessBuilder(PackagedJar.command("serve", "--demo", "--port", String.valueOf(port),
                "--host", "127.0.0.1", "--cache-dir", dir.resolve("cache").toString()))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!answersEcho()) {
            assertThat(server.isAlive()).as(Files.readString(log)).isTrue();
            assertThat(System.nanoTime() - deadline).as("server answers within 60 s: " + Files.readString(log))
                    .isNegative();
            Thread.sleep(100);
        }
        createdAt = new ManifestReader().read(servedSnapshot(dir.resolve("cache"))).createdAt();
    }

    @AfterAll
    static void stopTheServer() throws Exception {
        server.destroy();
        assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void everyDocumentedCurlExampleGetsTheAnswerItsDocumentShows() throws Exception {
        List<String> mismatches = new ArrayList<>();
        List<String> firstLines = new ArrayList<>();
        int compared = 0;
        for (ExampleDocument document : ExampleDocument.all()) {
            for (ReadmeExample example : document.examples()) {
                firstLines.add(firstLine(example));
                if (!NOT_COMPARED.containsKey(firstLine(example))) {
                    mismatches.addAll(run(document.name(), example));
                    compared++;
                }
            }
        }
        assertThat(mismatches).as("documented answers that differ from the demo snapshot's").isEmpty();
        assertThat(compared).isGreaterThanOrEqualTo(ReadmeExamplesTest.SPEC_ENDPOINTS.size());
        assertThat(firstLines).as("every example listed as not compared is documented")
                .containsAll(NOT_COMPARED.keySet());
    }

    @Test
    void aReadmeAnswerWithAWrongValueIsReportedWhereItDiffers() throws Exception {
        ReadmeExample wrong = only("""
                ```sh
                curl -s 'localhost:8080/v2/cryptography/algorithms/component?purl=pkg:gem/tablestyle&requirement=0.0.10'
                # {"component":{"purl":"pkg:gem/tablestyle","requirement":"0.0.10","version":"0.0.10",
                #   "algorithms":[{"algorithm":"rsa","strength":"256"},{"algorithm":"sha2","strength":"224-512"}]},
                #  "status":{...}}
                ```
                """);
        assertThat(run("README", wrong)).containsExactly("README line 2 `curl -s 'localhost:8080/v2/cryptography/algorithms/"
                + "component?purl=pkg:gem/tablestyle&requirement=0.0.10'`: /component/algorithms/0/strength: the"
                + " README shows \"256\", the server answered \"128\"");
    }

    @Test
    void aReadmeAnswerWithTheWrongStatusOrAMissingFieldIsReported() throws Exception {
        ReadmeExample wrong = only("""
                ```sh
                curl -s 'localhost:8080/v2/licenses/details?id=No-Such-1.0'
                # 400 {"code":5,"message":"license 'No-Such-1.0' not found"}
                ```
                """);
        assertThat(run("README", wrong)).containsExactly(
                "README line 2 `curl -s 'localhost:8080/v2/licenses/details?id=No-Such-1.0'`: HTTP status: the README"
                        + " shows 400, the server answered 404",
                "README line 2 `curl -s 'localhost:8080/v2/licenses/details?id=No-Such-1.0'`: /details: the server"
                        + " answered [], the README shows no such field and no '...' in its object");
    }

    @Test
    void theSnapshotsCreationTimeIsCheckedAgainstItsManifestNotAgainstTheReadme() throws Exception {
        ReadmeExample example = only("""
                ```sh
                curl -s 'localhost:8080/v2/licenses/details?id=MIT'
                # {"license":{...},"status":{"status":"SUCCESS","message":"License details successfully retrieved",
                #  "db":{"schema_version":"1.9.0","created_at":"2001-02-03T04:05:06Z","demo":true,...},"server":{"version":"0.0.1"}}}
                ```
                """);
        assertThat(run("README", example)).isEmpty();
        ReadmeExample malformed = only("""
                ```sh
                curl -s 'localhost:8080/v2/licenses/details?id=MIT'
                # {"license":{...},"status":{"db":{"created_at":"yesterday",...},...}}
                ```
                """);
        assertThat(run("README", malformed)).singleElement().asString()
                .endsWith("/status/db/created_at: the README shows \"yesterday\", which does not look like a value of"
                        + " this field (" + VaryingValue.INSTANT + ")");
    }

    /** Sends the example's request and reports each way the real answer differs from the one its document shows. */
    private static List<String> run(String document, ReadmeExample example) throws Exception {
        CurlCommand curl = example.curl();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + curl.target()))
                .timeout(Duration.ofSeconds(60))
                .method(curl.method(), curl.body().map(HttpRequest.BodyPublishers::ofString)
                        .orElse(HttpRequest.BodyPublishers.noBody()));
        curl.headers().forEach(request::header);
        Instant sent = Instant.now();
        HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        Instant received = Instant.now();
        String where = document + " line " + example.line() + " `" + firstLine(example) + "`: ";
        return example.mismatches(response.statusCode(), response.body(), varyingValues(sent, received)).stream()
                .map(where::concat).toList();
    }

    /** The fields the README can only show an example of, each with its real source for this request. */
    private static List<VaryingValue> varyingValues(Instant sent, Instant received) {
        String version = System.getProperty("cis.version");
        return List.of(
                new VaryingValue("/status/db/created_at", VaryingValue.INSTANT,
                        "the served snapshot's manifest created_at " + createdAt, createdAt::equals),
                new VaryingValue("/status/server/version", VaryingValue.VERSION, "the build's version " + version,
                        version::equals),
                new VaryingValue("/info/version", VaryingValue.VERSION, "the build's version " + version,
                        version::equals),
                new VaryingValue("/timestamp", VaryingValue.INSTANT, "a time between sending the request ("
                        + sent + ") and receiving the answer", time -> within(time, sent, received)));
    }

    private static boolean within(String time, Instant sent, Instant received) {
        try {
            Instant at = Instant.parse(time);
            return !at.isBefore(sent.truncatedTo(ChronoUnit.SECONDS)) && !at.isAfter(received);
        } catch (DateTimeParseException notATime) {
            return false;
        }
    }

    private static ReadmeExample only(String fragment) {
        List<ReadmeExample> examples = ReadmeExamples.in(fragment);
        assertThat(examples).hasSize(1);
        return examples.get(0);
    }

    private static String firstLine(ReadmeExample example) {
        return example.command().lines().findFirst().orElseThrow().strip();
    }

    /** The one snapshot directory {@code serve} unpacked into its cache. */
    private static Path servedSnapshot(Path cache) throws Exception {
        try (var entries = Files.list(cache)) {
            List<Path> snapshots = entries.filter(entry -> Files.isRegularFile(entry.resolve("manifest.json"))).toList();
            assertThat(snapshots).hasSize(1);
            return snapshots.get(0);
        }
    }

    private static boolean answersEcho() throws Exception {
        try {
            return CLIENT.send(HttpRequest.newBuilder(base.resolve("/v2/licenses/echo"))
                            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (ConnectException notYet) {
            return false;
        }
    }
}
