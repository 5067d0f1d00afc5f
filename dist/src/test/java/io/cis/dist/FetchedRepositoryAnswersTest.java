package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.http.ApiServer;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code cis fetch} of the GitHub sources against a stand-in of GitHub's REST API serving recorded answers (a release
 * list, a contributors list and a profile) with its rate-limit headers, then {@code cis build}, then the server on
 * what was built: E1 answers the releases, E11 (and the deprecated E8) the owner's location and its country, for the
 * repository and for the package whose registry document links to it.
 */
class FetchedRepositoryAnswersTest {

    private static final Path SAMPLES = Path.of(System.getProperty("cis.sample.feeds"));
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<String> asked = new CopyOnWriteArrayList<>();
    private final HttpClient client = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private HttpServer github;
    private Map<String, byte[]> answers;

    @TempDir
    Path dir;

    @BeforeEach
    void serveGitHub() throws IOException {
        answers = Map.of(
                "/repos/zeit/hyper/releases", Files.readAllBytes(SAMPLES.resolve(
                        "github-releases/github/zeit/hyper/releases.json")),
                "/repos/sferik/rails_admin/contributors", Files.readAllBytes(SAMPLES.resolve(
                        "registries/github/repos/sferik/rails_admin/contributors")),
                "/users/sferik", Files.readAllBytes(SAMPLES.resolve("registries/github/users/sferik")),
                "/repos/zeit/hyper/contributors", "[]".getBytes());
        github = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        github.createContext("/", this::answer);
        github.start();
    }

    @AfterEach
    void stop() {
        github.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        asked.add(path);
        exchange.getResponseHeaders().add("X-RateLimit-Limit", "5000");
        exchange.getResponseHeaders().add("X-RateLimit-Remaining", "4990");
        exchange.getResponseHeaders().add("X-RateLimit-Reset", Long.toString(Instant.now().plusSeconds(3600)
                .getEpochSecond()));
        byte[] body = answers.getOrDefault(path,
                "{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest\"}".getBytes());
        exchange.sendResponseHeaders(answers.containsKey(path) ? 200 : 404, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Test
    void releaseNotesAndLocationsFetchedFromGitHubAreAnsweredAfterTheBuild() throws Exception {
        Path feeds = dir.resolve("feeds");
        Files.createDirectories(feeds.resolve("catalog"));
        // the link a registry document gives: rails_admin's gem names its repository
        Files.writeString(feeds.resolve("catalog/links.jsonl"), "{\"kind\":\"component\",\"purl\":"
                + "\"pkg:gem/rails_admin\",\"source_purl\":\"pkg:github/sferik/rails_admin\"}\n");
        Path config = Files.writeString(dir.resolve("fetch.yaml"), """
                github:
                  api: http://127.0.0.1:%d/
                  contributors: 2
                  repositories:
                    - repository: zeit/hyper
                      changelog: false
                    - repository: sferik/rails_admin
                      releases: false
                      changelog: false
                """.formatted(github.getAddress().getPort()));

        Run fetch = run("fetch", "--out", feeds.toString(), "--config", config.toString(), "--only",
                "github-releases,github-contributors");
        Run build = run("build", "--feeds", feeds.toString(), "--out", dir.resolve("snapshot").toString());

        assertThat(fetch.exit()).as(fetch.out() + fetch.err()).isZero();
        assertThat(fetch.out()).contains("github-contributors: no profile (HTTP 404: the account is gone), so no"
                + " location, for ");
        assertThat(asked).contains("/repos/zeit/hyper/releases", "/repos/sferik/rails_admin/contributors",
                "/users/sferik", "/users/zeit");
        assertThat(build.exit()).as(build.err()).isZero();
        JsonNode releases = JSON.readTree(SAMPLES.resolve("github-releases/github/zeit/hyper/releases.json").toFile());
        String unitedStates;
        try (Engine engine = Engine.open(dir.resolve("snapshot"));
             ApiServer server = server(engine)) {
            int port = server.start();

            JsonNode e1 = get(port, "/v3/components/releases?purl=pkg:github/zeit/hyper&limit=2");
            assertThat(e1.path("releases")).hasSize(2);
            assertThat(e1.path("releases").get(0).path("version").asText()).isEqualTo(releases.get(0)
                    .path("tag_name").asText());
            assertThat(e1.path("releases").get(0).path("release_notes").asText()).isEqualTo(releases.get(0)
                    .path("body").asText());
            assertThat(e1.path("releases").get(0).path("date").asText()).isEqualTo(releases.get(0)
                    .path("published_at").asText().substring(0, 10));

            JsonNode e11 = get(port, "/v2/geoprovenance/countries/component?purl=pkg:github/sferik/rails_admin");
            JsonNode location = e11.path("component_location");
            assertThat(location.path("declared_locations")).hasSize(1);
            assertThat(location.path("declared_locations").get(0).path("type").asText()).isEqualTo("owner");
            assertThat(location.path("declared_locations").get(0).path("location").asText())
                    .isEqualTo(JSON.readTree(SAMPLES.resolve("registries/github/users/sferik").toFile())
                            .path("location").asText());
            unitedStates = location.path("curated_locations").get(0).path("country").asText();
            assertThat(unitedStates).startsWith("United States");
            assertThat(location.path("curated_locations").get(0).path("count").asInt()).isEqualTo(1);

            JsonNode gem = get(port, "/v2/geoprovenance/countries/component?purl=pkg:gem/rails_admin");
            assertThat(gem.path("component_location").path("declared_locations"))
                    .isEqualTo(location.path("declared_locations"));
            JsonNode e8 = post(port, "/v2/geoprovenance/countries",
                    "{\"purls\":[{\"purl\":\"pkg:gem/rails_admin\"}]}");
            assertThat(e8.path("purls").get(0).path("curated_locations").get(0).path("country").asText())
                    .isEqualTo(unitedStates);
        }
    }

    private static ApiServer server(Engine engine) {
        return new ApiServer(new EngineSwitch(engine), new ServerVersion("test"),
                ServerSettings.defaults("127.0.0.1", 0), new Operations(new ServiceMetrics(),
                        new AccessLog(new PrintStream(new ByteArrayOutputStream(), true)), Clock.systemUTC(),
                        Optional.empty()));
    }

    private JsonNode get(int port, String path) throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + path)).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private JsonNode post(int port, String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + path)).POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json")
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }
}
