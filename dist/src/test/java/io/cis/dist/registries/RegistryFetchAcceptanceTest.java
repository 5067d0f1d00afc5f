package io.cis.dist.registries;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.dist.Main;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.http.ApiServer;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The connected side's flow from two real SBOMs (juice-shop, npm; dropwizard, Maven) and a list of one purl per
 * recorded registry package: {@code cis fetch} against registries standing in with the recorded answers in each
 * registry's own URL layout, {@code cis build}, then the answers: E7 shows the deprecated, deleted, yanked, unlisted,
 * retired and retracted states the recorded answers contain, the version list gives each version its day, and E5
 * gives declared licenses as SPDX, a Maven license inherited through the parent chain the fetch followed. Expected
 * values are read from the recorded answers.
 */
class RegistryFetchAcceptanceTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FEEDS = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
    private static final Path EXTRA_MAVEN = Path.of("src/test/resources/registry-samples/maven-metadata");
    private static final Path REGISTRIES = FEEDS.resolve("registries");

    @TempDir
    static Path dir;
    private static String firstFetch;
    private static String secondFetch;
    private static List<RegistryStandIn.Request> secondRequests;
    private static Engine engine;
    private static ApiServer server;
    private static int port;
    private static final HttpClient HTTP = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();

    private record Run(int exit, String out, String err) {
    }

    private static Run cis(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @BeforeAll
    static void fetchBuildAndServe() throws Exception {
        Path feeds = dir.resolve("feeds");
        Path config = dir.resolve("fetch.yaml");
        Path list = dir.resolve("components.txt");
        Files.writeString(list, String.join("\n",
                "# one recorded package of each state, besides the SBOMs' own packages",
                "pkg:npm/react@0.7.1", "pkg:npm/react-router@2.0.0-rc2", "pkg:cargo/regex",
                "pkg:nuget/NuGet.Core@2.14.0", "pkg:hex/plug@1.13.0", "pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2",
                "pkg:pypi/luigi", ""));
        try (RegistryStandIn registries = new RegistryStandIn()) {
            try (Stream<Path> npm = Files.list(FEEDS.resolve("npm-packuments"))) {
                for (Path document : npm.filter(file -> file.toString().endsWith(".json")).toList()) {
                    String name = document.getFileName().toString();
                    registries.serve("/npm/" + name.substring(0, name.length() - ".json".length()), document);
                }
            }
            registries.serveTree("/maven2/", FEEDS.resolve("maven-metadata"));
            registries.serveTree("/maven2/", EXTRA_MAVEN);
            registries.serveTree("/crates/", REGISTRIES.resolve("crates.io"));
            registries.serveTree("/crates-index/", REGISTRIES.resolve("crates.io/index"));
            for (String registry : List.of("pypi", "go", "nuget", "hex")) {
                registries.serveTree("/" + registry + "/", REGISTRIES.resolve(registry));
            }
            Files.writeString(config, String.join("\n", "registries:",
                    "  npm: " + registries.base("/npm/"),
                    "  maven: " + registries.base("/maven2/"),
                    "  pypi: " + registries.base("/pypi/"),
                    "  crates:",
                    "    url: " + registries.base("/crates/"),
                    "    index: " + registries.base("/crates-index/"),
                    "  go: " + registries.base("/go/"),
                    "  nuget:",
                    "    url: " + registries.base("/nuget/"),
                    "    registration: registration3-gz-semver2",
                    "  hex: " + registries.base("/hex/"), ""));
            String[] fetch = {"fetch", "--out", feeds.toString(), "--config", config.toString(),
                "--only", "npm,maven,pypi,crates,go,nuget,hex",
                "--sbom", FEEDS.resolve("sbom/cyclonedx/SBOM/juice-shop/v11.1.2/bom.json").toString(),
                "--sbom", FEEDS.resolve("sbom/cyclonedx/SBOM/dropwizard-1.3.15/bom.json").toString(),
                "--components", list.toString()};

            Run first = cis(fetch);
            assertThat(first.exit()).as(first.out() + first.err()).isZero();
            firstFetch = first.out();
            registries.forgetRequests();
            Run second = cis(fetch);
            assertThat(second.exit()).as(second.out() + second.err()).isZero();
            secondFetch = second.out();
            secondRequests = registries.requests();
        }
        // the SPDX License List, which the spdx source fetches beside the registries, says which ids are SPDX's
        copy(FEEDS.resolve("spdx"), feeds.resolve("spdx"));
        Path snapshot = dir.resolve("snapshot");
        Run build = cis("build", "--feeds", feeds.toString(), "--out", snapshot.toString());
        assertThat(build.exit()).as(build.out() + build.err()).isZero();

        engine = Engine.open(snapshot);
        server = new ApiServer(new EngineSwitch(engine), new ServerVersion("test"), ServerSettings.defaults(
                "127.0.0.1", 0), new Operations(new ServiceMetrics(), new AccessLog(new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)), Clock.systemUTC(), Optional.empty()));
        port = server.start();
    }

    private static void copy(Path from, Path to) throws java.io.IOException {
        try (Stream<Path> tree = Files.walk(from)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static JsonNode get(String path, String purl, String more) throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path
                + "?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8) + more)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static String versionStatus(String purl, String version) throws Exception {
        JsonNode answer = get("/v2/components/status/component", purl + "@" + version, "");
        assertThat(answer.at("/version_status/version").asText()).as(purl + "@" + version).isEqualTo(version);
        return answer.at("/version_status/status").asText();
    }

    private static JsonNode sample(Path file) throws Exception {
        return JSON.readTree(file.toFile());
    }

    private static String day(String timestamp) {
        return OffsetDateTime.parse(timestamp).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void theFetchNamedWhatTheRegistriesLackAndASecondFetchWasAllNotModified() {
        assertThat(firstFetch).contains("components: ").contains("npm: not in the registry (HTTP 404 or 410), ")
                .contains("pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.9.10: no POM")
                .doesNotContain("failed");
        assertThat(secondRequests).isNotEmpty().filteredOn(request -> request.status() != 404)
                .isNotEmpty().allMatch(request -> request.conditional() && request.status() == 304);
        assertThat(secondFetch.lines().filter(line -> line.matches("\\w+: \\d+ file\\(s\\).*")))
                .hasSize(7).allMatch(line -> line.contains(" 0 transferred"));
    }

    @Test
    void e7ShowsTheDeprecatedDeletedAndYankedStatesOfTheRecordedAnswers() throws Exception {
        JsonNode react = sample(FEEDS.resolve("npm-packuments/react.json"));
        List<String> deprecated = new ArrayList<>();
        react.path("versions").fields().forEachRemaining(version -> {
            if (version.getValue().path("deprecated").isTextual()
                    && !version.getValue().path("deprecated").asText().isEmpty()) {
                deprecated.add(version.getKey());
            }
        });
        assertThat(deprecated).contains("0.7.1");
        for (String version : deprecated) {
            assertThat(versionStatus("pkg:npm/react", version)).as("react " + version).isEqualTo("deprecated");
        }
        assertThat(versionStatus("pkg:npm/react-router", "2.0.0-rc2")).isEqualTo("deprecated");

        // juice-shop's express: a version the document's time names but no longer serves was deleted
        JsonNode express = sample(FEEDS.resolve("npm-packuments/express.json"));
        String deleted = null;
        for (Iterator<String> it = express.path("time").fieldNames(); it.hasNext(); ) {
            String version = it.next();
            if (!version.equals("created") && !version.equals("modified") && !express.path("versions").has(version)) {
                deleted = version;
                break;
            }
        }
        assertThat(deleted).isNotNull();
        assertThat(versionStatus("pkg:npm/express", deleted)).isEqualTo("deleted");

        JsonNode regex = sample(REGISTRIES.resolve("crates.io/api/v1/crates/regex"));
        int yanked = 0;
        for (JsonNode version : regex.path("versions")) {
            String expected = version.path("yanked").asBoolean() ? "yanked" : "active";
            assertThat(versionStatus("pkg:cargo/regex", version.path("num").asText()))
                    .as("regex " + version.path("num").asText()).isEqualTo(expected);
            yanked += expected.equals("yanked") ? 1 : 0;
        }
        assertThat(yanked).isEqualTo(3);
    }

    @Test
    void e7ShowsTheUnlistedRetiredAndRetractedStatesOfTheOtherRegistries() throws Exception {
        JsonNode core = sample(REGISTRIES.resolve("nuget/v3/registration3-gz-semver2/nuget.core/index.json"));
        for (JsonNode leaf : core.at("/items/0/items")) {
            JsonNode entry = leaf.path("catalogEntry");
            String expected = !entry.path("listed").asBoolean(true) ? "unlisted"
                    : entry.has("deprecation") ? "deprecated" : "active";
            assertThat(versionStatus("pkg:nuget/NuGet.Core", entry.path("version").asText()))
                    .as("NuGet.Core " + entry.path("version").asText()).isEqualTo(expected);
        }
        JsonNode plug = sample(REGISTRIES.resolve("hex/api/packages/plug"));
        for (Iterator<String> it = plug.path("retirements").fieldNames(); it.hasNext(); ) {
            assertThat(versionStatus("pkg:hex/plug", it.next())).isEqualTo("retired");
        }
        String mod = Files.readString(REGISTRIES.resolve("go/github.com/golang-jwt/jwt/v4/@v/v4.5.2.mod"));
        assertThat(mod).containsPattern("retract \\(\\s*v4\\.4\\.0 ");
        assertThat(versionStatus("pkg:golang/github.com/golang-jwt/jwt/v4", "v4.4.0")).isEqualTo("retracted");
        assertThat(versionStatus("pkg:golang/github.com/golang-jwt/jwt/v4", "v4.5.2")).isEqualTo("active");
    }

    @Test
    void theVersionListGivesEachVersionOfAPackageDocumentItsDay() throws Exception {
        for (String name : List.of("express", "lodash", "request")) {
            JsonNode document = sample(FEEDS.resolve("npm-packuments/" + name + ".json"));
            Map<String, String> days = new TreeMap<>();
            document.path("versions").fieldNames().forEachRemaining(version -> days.put(version,
                    day(document.path("time").path(version).asText())));

            JsonNode answer = get("/v2/components/versions", "pkg:npm/" + name, "&limit=1000");

            Map<String, String> listed = new TreeMap<>();
            for (JsonNode version : answer.at("/component/versions")) {
                listed.put(version.path("version").asText(), version.path("date").asText());
            }
            assertThat(listed).as(name).containsAllEntriesOf(days);
        }
        JsonNode guava = get("/v2/components/versions", "pkg:maven/com.google.guava/guava", "&limit=1000");
        assertThat(guava.at("/component/versions")).hasSize(162);
    }

    @Test
    void e5GivesDeclaredLicensesAsSpdxAMavenOneInheritedThroughTheFetchedParentChain() throws Exception {
        // guava's and jackson-annotations' POMs declare no license: guava-parent and jackson-parent do
        for (String purl : List.of("pkg:maven/com.google.guava/guava@24.1.1-jre",
                "pkg:maven/com.fasterxml.jackson.core/jackson-annotations@2.9.10",
                "pkg:maven/joda-time/joda-time@2.10.1")) {
            String[] parts = purl.split("@");
            JsonNode answer = get("/v2/licenses/component", parts[0], "&requirement=" + parts[1]);
            assertThat(answer.at("/component/statement").asText()).as(purl).isEqualTo("Apache-2.0");
            assertThat(answer.at("/component/licenses/0/is_spdx_approved").asBoolean()).as(purl).isTrue();
        }
        JsonNode express = sample(FEEDS.resolve("npm-packuments/express.json"));
        String version = express.path("dist-tags").path("latest").asText();
        assertThat(express.path("versions").path(version).path("license").asText()).isEqualTo("MIT");
        assertThat(get("/v2/licenses/component", "pkg:npm/express", "&requirement=" + version)
                .at("/component/statement").asText()).isEqualTo("MIT");
    }
}
