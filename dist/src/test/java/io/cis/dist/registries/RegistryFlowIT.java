package io.cis.dist.registries;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.dist.PackagedJar;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The connected side's flow as an operator runs it with the packaged jar, seeded by two real SBOMs (juice-shop, npm;
 * dropwizard, Maven) and a list of one purl per recorded registry package of another state: {@code cis fetch} against
 * one stand-in on a loopback port serving the recorded registry answers in each registry's URL layout and the
 * recorded GitHub REST answers in GitHub's, then {@code cis build}, then {@code cis serve} on what was built.
 *
 * <p>E7 shows the deprecated, deleted, yanked, unlisted, retired and retracted states of the recorded answers, the
 * version list gives each version its day, E5 gives declared licenses as SPDX (a Maven one inherited through the
 * parent chain the fetch followed), E1 gives release notes fetched from GitHub, and E11 the owner's location resolved
 * to a country. The fetch follows every registry document's link to its GitHub repository. GitHub answers are recorded
 * for few repositories, and for none that a package of these SBOMs links to has releases or people recorded: express
 * (juice-shop) links to expressjs/express, whose changelog is recorded; the releases are those of zeit/hyper and the
 * people those of sferik/rails_admin, listed in the configuration as a site lists repositories of its own. Every
 * other request is answered 404, as GitHub answers for what it does not have. Expected values are read from the
 * recorded answers.
 */
class RegistryFlowIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FEEDS = Path.of(System.getProperty("cis.sample.feeds", "src/demo/feeds"));
    private static final Path EXTRA_MAVEN = Path.of("src/test/resources/registry-samples/maven-metadata");
    private static final Path REGISTRIES = FEEDS.resolve("registries");
    private static final Path JUICE_SHOP = FEEDS.resolve("sbom/cyclonedx/SBOM/juice-shop/v11.1.2/bom.json");
    private static final Path DROPWIZARD = FEEDS.resolve("sbom/cyclonedx/SBOM/dropwizard-1.3.15/bom.json");
    private static final Path CONTRIBUTORS = REGISTRIES.resolve("github/repos/sferik/rails_admin/contributors");
    private static final Pattern GITHUB_LINK = Pattern.compile("github\\.com[/:]([^/]+)/([^/]+?)(?:\\.git)?/?$");
    private static final Pattern SERVING = Pattern.compile("on http://127\\.0\\.0\\.1:(\\d+)");
    private static final HttpClient HTTP = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();

    @TempDir
    static Path dir;
    private static String firstFetch;
    private static String secondFetch;
    private static List<RegistryStandIn.Request> firstRequests;
    private static List<RegistryStandIn.Request> secondRequests;
    private static Process server;
    private static int port;

    private record Run(int exit, String output) {
    }

    /** {@code cis args...} with the packaged jar, its standard output and error together. */
    private static Run cis(String name, String... args) throws IOException, InterruptedException {
        Path log = dir.resolve(name + ".log");
        ProcessBuilder builder = new ProcessBuilder(PackagedJar.command(args)).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        // no token of the environment goes to the stand-in, no setting of it changes what the jar does
        builder.environment().remove("GITHUB_TOKEN");
        builder.environment().keySet().removeIf(variable -> variable.startsWith("CIS_"));
        Process process = builder.start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("cis " + String.join(" ", args) + " did not end: " + Files.readString(log));
        }
        return new Run(process.exitValue(), Files.readString(log));
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
        try (RegistryStandIn upstream = new RegistryStandIn()) {
            try (Stream<Path> npm = Files.list(FEEDS.resolve("npm-packuments"))) {
                for (Path document : npm.filter(file -> file.toString().endsWith(".json")).toList()) {
                    String name = document.getFileName().toString();
                    upstream.serve("/npm/" + name.substring(0, name.length() - ".json".length()), document);
                }
            }
            upstream.serveTree("/maven2/", FEEDS.resolve("maven-metadata"));
            upstream.serveTree("/maven2/", EXTRA_MAVEN);
            upstream.serveTree("/crates/", REGISTRIES.resolve("crates.io"));
            upstream.serveTree("/crates-index/", REGISTRIES.resolve("crates.io/index"));
            for (String registry : List.of("pypi", "go", "nuget", "hex")) {
                upstream.serveTree("/" + registry + "/", REGISTRIES.resolve(registry));
            }
            upstream.serveGitHub("/github/", FEEDS);
            Files.writeString(config, String.join("\n", "registries:",
                    "  npm: " + upstream.base("/npm/"),
                    "  maven: " + upstream.base("/maven2/"),
                    "  pypi: " + upstream.base("/pypi/"),
                    "  crates:",
                    "    url: " + upstream.base("/crates/"),
                    "    index: " + upstream.base("/crates-index/"),
                    "  go: " + upstream.base("/go/"),
                    "  nuget:",
                    "    url: " + upstream.base("/nuget/"),
                    "    registration: registration3-gz-semver2",
                    "  hex: " + upstream.base("/hex/"),
                    "github:",
                    "  api: " + upstream.base("/github/"),
                    "  contributors: 2",
                    "  repositories:",
                    "    # what is recorded of each, and only that: express's changelog, hyper's releases,",
                    "    # rails_admin's contributors and its owner's profile",
                    "    - repository: expressjs/express",
                    "      releases: false",
                    "      changelog: History.md",
                    "      contributors: false",
                    "    - repository: zeit/hyper",
                    "      changelog: false",
                    "      contributors: false",
                    "    - repository: sferik/rails_admin",
                    "      releases: false",
                    "      changelog: false", ""));
            String[] fetch = {"fetch", "--out", feeds.toString(), "--config", config.toString(),
                "--only", "npm,maven,pypi,crates,go,nuget,hex,github-releases,changelog,github-contributors",
                "--sbom", JUICE_SHOP.toString(), "--sbom", DROPWIZARD.toString(), "--components", list.toString()};

            Run first = cis("fetch", fetch);
            assertThat(first.exit()).as(first.output()).isZero();
            firstFetch = first.output();
            firstRequests = upstream.requests();
            upstream.forgetRequests();
            Run second = cis("fetch-again", fetch);
            assertThat(second.exit()).as(second.output()).isZero();
            secondFetch = second.output();
            secondRequests = upstream.requests();
        }
        // the SPDX License List, which the spdx source fetches beside the registries, says which ids are SPDX's
        copy(FEEDS.resolve("spdx"), feeds.resolve("spdx"));
        Path snapshot = dir.resolve("snapshot");
        Run build = cis("build", "build", "--feeds", feeds.toString(), "--out", snapshot.toString());
        assertThat(build.exit()).as(build.output()).isZero();

        Path log = dir.resolve("serve.log");
        server = new ProcessBuilder(PackagedJar.command("serve", "--snapshot", snapshot.toString(), "--host",
                "127.0.0.1", "--port", "0", "--cache-dir", dir.resolve("cache").toString())).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        port = boundPort(server, log);
    }

    /** The port the server says it bound (it was asked for any free one), once it answers. */
    private static int boundPort(Process process, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            assertThat(process.isAlive()).as(Files.readString(log)).isTrue();
            Matcher serving = SERVING.matcher(Files.readString(log));
            if (serving.find()) {
                return Integer.parseInt(serving.group(1));
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the server did not start: " + Files.readString(log));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> tree = Files.walk(from)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (server != null) {
            server.destroy();
            server.waitFor(30, TimeUnit.SECONDS);
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

    private static JsonNode sample(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }

    private static String day(String timestamp) {
        return OffsetDateTime.parse(timestamp).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    /** The version an SBOM names of a package, by its purl without version. */
    private static String sbomVersion(Path bom, String purl) throws IOException {
        List<String> versions = new ArrayList<>();
        sample(bom).findValuesAsText("purl").forEach(named -> {
            if (named.startsWith(purl + "@")) {
                versions.add(named.substring(purl.length() + 1).split("\\?")[0]);
            }
        });
        assertThat(versions).as(purl + " in " + bom).isNotEmpty();
        return versions.get(0);
    }

    /** {@code owner/repo} of a GitHub repository URL as a registry document writes it. */
    private static String repository(String url) {
        Matcher link = GITHUB_LINK.matcher(url.strip());
        assertThat(link.find()).as(url).isTrue();
        return link.group(1) + "/" + link.group(2);
    }

    @Test
    void theFetchNamedWhatTheRegistriesLackAndASecondFetchWasAllNotModified() {
        assertThat(firstFetch).contains("components: ").contains("npm: not in the registry (HTTP 404 or 410), ")
                .contains("pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.9.10: no POM")
                .doesNotContain("failed");
        assertThat(secondRequests).isNotEmpty().filteredOn(request -> request.status() != 404)
                .isNotEmpty().allMatch(request -> request.conditional() && request.status() == 304);
        assertThat(secondFetch.lines().filter(line -> line.matches("[\\w-]+: \\d+ file\\(s\\).*")))
                .hasSize(10).allMatch(line -> line.contains(" 0 transferred"));
    }

    @Test
    void theFetchAskedGitHubAboutEveryRepositoryTheFetchedRegistryDocumentsLinkTo() throws Exception {
        Map<String, String> links = new LinkedHashMap<>();
        for (String name : List.of("lodash", "request", "react", "react-router")) {
            links.put("pkg:npm/" + name, repository(sample(FEEDS.resolve("npm-packuments/" + name + ".json"))
                    .path("repository").path("url").asText()));
        }
        Matcher scm = Pattern.compile("<scm>.*?<url>([^<]+)</url>", Pattern.DOTALL).matcher(Files.readString(
                EXTRA_MAVEN.resolve("joda-time/joda-time/2.10.1/joda-time-2.10.1.pom")));
        assertThat(scm.find()).isTrue();
        links.put("pkg:maven/joda-time/joda-time", repository(scm.group(1)));

        // GitHub's names are case-insensitive: the link keeps the purl's lower case (JodaOrg is jodaorg)
        List<String> asked = firstRequests.stream().map(request -> request.path().toLowerCase(Locale.ROOT)).toList();
        String said = firstFetch.toLowerCase(Locale.ROOT);
        links.forEach((purl, linked) -> {
            String repository = linked.toLowerCase(Locale.ROOT);
            assertThat(asked).as(purl).contains("/github/repos/" + repository + "/releases",
                    "/github/repos/" + repository + "/contents/", "/github/repos/" + repository + "/contributors");
            for (String source : List.of("github-releases", "changelog", "github-contributors")) {
                assertThat(said).as(source + " " + purl).containsPattern(Pattern.quote(source)
                        + ": no such repository, or not visible to this token \\(http 404\\), passed over: .*"
                        + Pattern.quote(repository + " (linked from " + purl.toLowerCase(Locale.ROOT)));
            }
        });
        // express's repository is listed, so it is asked for as listed: its changelog at its path, no releases or people
        assertThat(asked).contains("/github/repos/expressjs/express/contents/history.md")
                .doesNotContain("/github/repos/expressjs/express/releases", "/github/repos/expressjs/express/contents/",
                        "/github/repos/expressjs/express/contributors", "/github/repos/zeit/hyper/contributors");
    }

    @Test
    void e7ShowsTheDeprecatedDeletedAndYankedStatesOfTheRecordedAnswers() throws Exception {
        JsonNode react = sample(FEEDS.resolve("npm-packuments/react.json"));
        List<String> deprecated = new ArrayList<>();
        react.path("versions").properties().forEach(version -> {
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

    @Test
    void e1GivesJuiceShopsExpressTheNotesOfItsVersionFromTheChangelogOfTheRepositoryItsDocumentLinks()
            throws Exception {
        String version = sbomVersion(JUICE_SHOP, "pkg:npm/express");
        assertThat(repository(sample(FEEDS.resolve("npm-packuments/express.json")).path("repository").path("url")
                .asText())).isEqualTo("expressjs/express");
        // History.md: "<version> / <day>" underlined with "===", the notes up to the next such heading
        List<String> lines = Files.readString(FEEDS.resolve("release-notes/github/expressjs/express/History.md"))
                .lines().toList();
        int heading = 0;
        while (!(lines.get(heading).startsWith(version + " / ") && lines.get(heading + 1).matches("=+"))) {
            heading++;
        }
        int next = heading + 2;
        while (!lines.get(next + 1).matches("=+")) {
            next++;
        }
        String notes = String.join("\n", lines.subList(heading + 2, next)).replaceAll("^\\n+|\\n+$", "");

        JsonNode answer = get("/v3/components/releases", "pkg:npm/express@" + version, "&show_related_results=true");

        assertThat(answer.at("/component/info_code").asText()).isEqualTo("WARNING");
        assertThat(answer.at("/component/info_message").asText()).contains("pkg:github/expressjs/express");
        assertThat(answer.path("releases")).hasSize(1);
        JsonNode release = answer.path("releases").get(0);
        assertThat(release.path("version").asText()).isEqualTo(version);
        assertThat(release.path("date").asText()).isEqualTo(lines.get(heading).substring((version + " / ").length()));
        assertThat(release.path("release_notes").asText()).isNotBlank().isEqualTo(notes);
        assertThat(release.path("url").asText()).isEqualTo("https://github.com/expressjs/express/releases/tag/"
                + version);
    }

    @Test
    void e1GivesEveryGitHubReleaseOfAListedRepositoryWithItsNotesAndDay() throws Exception {
        JsonNode recorded = sample(FEEDS.resolve("github-releases/github/zeit/hyper/releases.json"));
        Map<String, List<String>> expected = new TreeMap<>();
        for (JsonNode release : recorded) {
            if (!release.path("draft").asBoolean()) {
                expected.put(release.path("tag_name").asText(), List.of(day(release.path("published_at").asText()),
                        release.path("body").asText(), release.path("html_url").asText()));
            }
        }

        JsonNode answer = get("/v3/components/releases", "pkg:github/zeit/hyper", "&limit=1000");

        Map<String, List<String>> answered = new TreeMap<>();
        for (JsonNode release : answer.path("releases")) {
            answered.put(release.path("version").asText(), List.of(release.path("date").asText(),
                    release.path("release_notes").asText(), release.path("url").asText()));
        }
        assertThat(answered).isNotEmpty().isEqualTo(expected);
    }

    @Test
    void e11GivesTheOwnersDeclaredLocationAndItsCountryAndTheTopContributorsWereAskedForTheirs() throws Exception {
        JsonNode owner = sample(REGISTRIES.resolve("github/users/sferik"));
        List<String> top = new ArrayList<>();
        for (JsonNode contributor : sample(CONTRIBUTORS)) {
            String login = contributor.path("login").asText().toLowerCase(Locale.ROOT);
            if ("User".equals(contributor.path("type").asText()) && !login.equals("sferik") && top.size() < 2) {
                top.add(login);
            }
        }
        assertThat(firstRequests.stream().map(RegistryStandIn.Request::path))
                .contains("/github/users/sferik", "/github/users/" + top.get(0), "/github/users/" + top.get(1));
        // of the people of rails_admin only its owner's profile is recorded
        assertThat(firstFetch).contains("no profile (HTTP 404: the account is gone), so no location, for 2 login(s): "
                + String.join(", ", top));

        JsonNode answer = get("/v2/geoprovenance/countries/component", "pkg:github/sferik/rails_admin", "");

        JsonNode location = answer.path("component_location");
        assertThat(location.path("declared_locations")).hasSize(1);
        assertThat(location.at("/declared_locations/0/type").asText()).isEqualTo("owner");
        assertThat(location.at("/declared_locations/0/location").asText()).isNotBlank()
                .isEqualTo(owner.path("location").asText());
        assertThat(location.path("curated_locations")).hasSize(1);
        assertThat(location.at("/curated_locations/0/country").asText()).startsWith("United States");
        assertThat(location.at("/curated_locations/0/count").asInt()).isEqualTo(1);
    }
}
