package io.cis.loader.fetch.github;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.releases.ReleasePage;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.SourceRecord;
import io.cis.loader.fetch.SwappedFolder;
import io.cis.loader.fetch.UpstreamClient;
import io.cis.loader.fetch.registries.RegistryRepositories;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub sources for the repositories the registry documents of the feeds folder link to, and
 * {@code github-contributors}, against a stand-in of GitHub's REST API serving the recorded answers (sferik/rails_admin's
 * contributors and sferik's profile, the sample release lists and changelogs) with its rate-limit headers.
 */
class LinkedRepositoriesTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final Path GITHUB = SampleFeeds.registry("github");
    private static final String RAILS_ADMIN = "sferik/rails_admin";

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final List<Duration> waits = new ArrayList<>();
    private GitHubStandIn github;
    private String output = "";

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeEach
    void serve() throws IOException {
        feeds = dir.resolve("feeds");
        github = new GitHubStandIn(NOW);
        github.contributors(RAILS_ADMIN, Files.readAllBytes(GITHUB.resolve("repos/sferik/rails_admin/contributors")));
        github.user("sferik", Files.readAllBytes(GITHUB.resolve("users/sferik")));
        github.releases("expressjs/express", json.readTree(SampleFeeds.githubReleases("github/zeit/hyper/releases.json")
                .toFile()));
        github.file("expressjs/express", "History.md", Files.readAllBytes(SampleFeeds.releaseNotes(
                "github/expressjs/express/History.md")));
        github.contributors("expressjs/express", Files.readAllBytes(GITHUB.resolve(
                "repos/sferik/rails_admin/contributors")));
    }

    @AfterEach
    void stop() {
        github.close();
    }

    @Test
    void theOwnerAndTheTopContributorsThatArePeopleHaveTheirProfilesAskedForOnceAMissingOneNoted() throws Exception {
        JsonNode list = json.readTree(GITHUB.resolve("repos/sferik/rails_admin/contributors").toFile());
        List<String> people = new ArrayList<>();
        list.forEach(entry -> {
            if ("User".equals(entry.path("type").asText()) && !entry.path("login").asText().equals("sferik")) {
                people.add(entry.path("login").asText().toLowerCase(Locale.ROOT));
            }
        });
        assertThat(list.findValuesAsText("type")).as("the list names anonymous contributors too").contains("Anonymous");

        FetchReport report = fetch(contributors(3, List.of(GitHubRepository.parse("sferik/rails_admin"))));

        assertThat(report.failed()).isEmpty();
        List<String> asked = GitHubStandIn.paths(github.requests());
        assertThat(asked).containsExactly("/repos/sferik/rails_admin/contributors?per_page=100", "/users/sferik",
                "/users/" + people.get(0), "/users/" + people.get(1), "/users/" + people.get(2));
        assertThat(feeds.resolve("registries/github/repos/sferik/rails_admin/contributors"))
                .hasSameBinaryContentAs(GITHUB.resolve("repos/sferik/rails_admin/contributors"));
        assertThat(feeds.resolve("registries/github/users/sferik")).hasSameBinaryContentAs(GITHUB.resolve(
                "users/sferik"));
        assertThat(output).contains("github-contributors: no profile (HTTP 404: the account is gone), so no location,"
                + " for 3 login(s): " + String.join(", ", people.subList(0, 3)));
        SourceRecord record = recorded("github-contributors");
        assertThat(record.files()).extracting(FetchedFile::path).containsExactly(
                "registries/github/repos/sferik/rails_admin/contributors", "registries/github/users/sferik");
        assertThat(record.files().get(0).records()).isEqualTo(list.size());
    }

    @Test
    void aSecondRunAsksConditionallyAndKeepsWhatDidNotChange() throws Exception {
        FeedSource source = contributors(0, List.of(GitHubRepository.parse("sferik/rails_admin")));
        fetch(source);
        github.forgetRequests();

        FetchReport again = fetch(source);

        assertThat(again.failed()).isEmpty();
        assertThat(github.requests()).hasSize(2).allSatisfy(request -> {
            assertThat(request.conditional()).isTrue();
            assertThat(request.status()).isEqualTo(304);
        });
        assertThat(feeds.resolve("registries/github/users/sferik")).exists();
    }

    @Test
    void aSpentRateLimitIsWaitedOutUntilItsResetBeforeTheNextRequest() throws Exception {
        github.remaining(1);

        FetchReport report = fetch(contributors(0, List.of(GitHubRepository.parse("sferik/rails_admin"))));

        assertThat(report.failed()).isEmpty();
        assertThat(waits).containsExactly(Duration.between(NOW, github.reset()).plusSeconds(1));
        assertThat(feeds.resolve("registries/github/users/sferik")).exists();
    }

    @Test
    void aSecondaryLimitsRetryAfterIsWaitedBeforeTheRequestIsAskedAgain() throws Exception {
        github.fault(GitHubStandIn.Fault.SECONDARY_LIMIT);

        FetchReport report = fetch(contributors(0, List.of(GitHubRepository.parse("sferik/rails_admin"))));

        assertThat(report.failed()).isEmpty();
        assertThat(waits).containsExactly(Duration.ofSeconds(30));
        assertThat(github.requests()).extracting(GitHubStandIn.Request::status).containsExactly(403, 200, 200);
    }

    @Test
    void anEmptyRepositoryHasAnEmptyListAndItsOwnerStillDeclaresALocation() throws Exception {
        github.emptyRepository(RAILS_ADMIN);

        FetchReport report = fetch(contributors(3, List.of(GitHubRepository.parse("sferik/rails_admin"))));

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("registries/github/repos/sferik/rails_admin/contributors")).hasContent("[]");
        assertThat(feeds.resolve("registries/github/users/sferik")).exists();
        assertThat(output).contains("empty repository, no contributors (HTTP 204): sferik/rails_admin");
    }

    @Test
    void theRepositoriesTheRegistryDocumentsLinkToAreFetchedAndOneThatIsGoneIsNotedNotFailed() throws Exception {
        Files.createDirectories(feeds.resolve("npm-packuments"));
        for (String packument : List.of("express.json", "request.json")) {
            Files.copy(SampleFeeds.npm().resolve(packument), feeds.resolve("npm-packuments").resolve(packument));
        }
        WantedRepositories wanted = WantedRepositories.configuredAndLinked(List.of(), RegistryRepositories::read);
        GitHubApi api = api();

        FetchReport report = fetch(new GitHubReleasesSource(api, wanted, github.base(), json),
                new ChangelogSource(api, wanted, github.base(), json),
                new ContributorsSource(api, wanted, 0, github.base(), json));

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("github-releases/github/expressjs/express/releases.json")).exists();
        assertThat(feeds.resolve("release-notes/github/expressjs/express/History.md")).exists();
        assertThat(feeds.resolve("registries/github/repos/expressjs/express/contributors")).exists();
        for (String source : List.of("github-releases", "changelog", "github-contributors")) {
            assertThat(output).contains(source + ": no such repository, or not visible to this token (HTTP 404),"
                    + " passed over: mikeal/request (linked from pkg:npm/request)");
        }
        assertThat(github.requests()).noneMatch(request -> request.path().contains("sferik"));
    }

    @Test
    void aRepositoryConfiguredWithoutContributorsHasNeitherItsListNorItsOwnersProfileAskedThoughADocumentLinksIt()
            throws Exception {
        Files.createDirectories(feeds.resolve("npm-packuments"));
        Files.copy(SampleFeeds.npm().resolve("express.json"), feeds.resolve("npm-packuments/express.json"));
        GitHubRepository withoutPeople = new GitHubRepository("expressjs", "express", true, true, Optional.empty(),
                false);
        WantedRepositories wanted = WantedRepositories.configuredAndLinked(List.of(withoutPeople,
                GitHubRepository.parse(RAILS_ADMIN)), RegistryRepositories::read);

        FetchReport report = fetch(new ContributorsSource(api(), wanted, 0, github.base(), json));

        assertThat(report.failed()).isEmpty();
        assertThat(GitHubStandIn.paths(github.requests())).containsExactly(
                "/repos/sferik/rails_admin/contributors?per_page=100", "/users/sferik");
        assertThat(feeds.resolve("registries/github/repos/expressjs")).doesNotExist();
        assertThat(feeds.resolve("registries/github/users/expressjs")).doesNotExist();

        github.forgetRequests();
        Files.delete(feeds.resolve("npm-packuments/express.json"));
        FetchReport nothing = fetch(new ContributorsSource(api(), WantedRepositories.configuredAndLinked(
                List.of(withoutPeople), RegistryRepositories::read), 0, github.base(), json));

        assertThat(nothing.failed()).isEmpty();
        assertThat(output).contains("github-contributors: skipped, no repository listed under github.repositories");
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void registryDocumentsPublishedThroughTheirFolderLinkAreReadAgainWhenANewCopyTakesItsPlace() throws Exception {
        // as the npm source publishes its folder: a link to one generation, replaced by a link to the next
        Files.createDirectories(feeds);
        SwappedFolder npm = new SwappedFolder(feeds, "npm-packuments");
        npm.publish(packuments("first", "request.json"));
        WantedRepositories wanted = WantedRepositories.configuredAndLinked(List.of(), RegistryRepositories::read);
        assertThat(wanted.in(feeds)).extracting(repository -> repository.repository().slug())
                .containsExactly("mikeal/request");

        npm.publish(packuments("second", "express.json", "request.json"));

        assertThat(wanted.in(feeds)).extracting(repository -> repository.repository().slug())
                .containsExactlyInAnyOrder("expressjs/express", "mikeal/request");
    }

    /** A complete copy of the npm folder holding the sample {@code packuments}, to be published. */
    private Path packuments(String name, String... packuments) throws IOException {
        Path built = Files.createDirectories(dir.resolve("built").resolve(name));
        for (String packument : packuments) {
            Files.copy(SampleFeeds.npm().resolve(packument), built.resolve(packument));
        }
        return built;
    }

    @Test
    void withoutARepositoryListedOrLinkedTheSourcesAreSkippedSayingSo() throws Exception {
        WantedRepositories wanted = WantedRepositories.configuredAndLinked(List.of(), RegistryRepositories::read);

        FetchReport report = fetch(new ContributorsSource(api(), wanted, 3, github.base(), json));

        assertThat(report.failed()).isEmpty();
        assertThat(report.fetched()).isEmpty();
        assertThat(output).contains("github-contributors: skipped, no repository listed under github.repositories"
                + " (--config FILE), and none linked from the registry documents in " + feeds);
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void aBuildOfWhatWasFetchedAnswersReleaseNotesAndLocationsOfTheLinkedPackage() throws Exception {
        Files.createDirectories(feeds.resolve("npm-packuments"));
        Files.copy(SampleFeeds.npm().resolve("express.json"), feeds.resolve("npm-packuments/express.json"));
        WantedRepositories wanted = WantedRepositories.configuredAndLinked(List.of(), RegistryRepositories::read);
        GitHubApi api = api();
        assertThat(fetch(new GitHubReleasesSource(api, wanted, github.base(), json),
                new ContributorsSource(api, wanted, 3, github.base(), json)).failed()).isEmpty();

        SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, dir.resolve("snapshot"), false);

        JsonNode releases = json.readTree(SampleFeeds.githubReleases("github/zeit/hyper/releases.json").toFile());
        try (Engine engine = Engine.open(dir.resolve("snapshot"))) {
            ReleaseRecord newest = engine.releases().list("pkg:github/expressjs/express", "",
                    ReleaseOptions.STRICT, ReleasePage.FIRST).releases().get(0);
            assertThat(newest.version()).isEqualTo(releases.get(0).path("tag_name").asText());
            assertThat(newest.releaseNotes()).isEqualTo(releases.get(0).path("body").asText());
            assertThat(engine.geoProvenance().locations("pkg:npm/express", "").locations().declaredLocations())
                    .as("the stand-in serves express's contributors as rails_admin's, of whom only sferik has a profile")
                    .containsExactly(new DeclaredLocation("contributor", "San Francisco, CA"));
        }
    }

    private ContributorsSource contributors(int top, List<GitHubRepository> repositories) {
        return new ContributorsSource(api(), WantedRepositories.configured(repositories), top, github.base(), json);
    }

    private GitHubApi api() {
        return new GitHubApi(http, waits::add, Clock.fixed(NOW, ZoneOffset.UTC), Optional.empty(),
                GitHubApi.Limits.DEFAULT);
    }

    private FetchReport fetch(FeedSource... sources) throws IOException {
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        StringWriter out = new StringWriter();
        UpstreamClient client = new UpstreamClient(http, new RetryPolicy(3, Duration.ofSeconds(2),
                Duration.ofMinutes(1), Set.of(429, 503)), waits::add, clock);
        FetchReport report = new Fetcher(List.of(sources), client, json, clock).fetch(feeds, List.of(), Map.of(),
                new PrintWriter(out));
        output = out.toString();
        return report;
    }

    private SourceRecord recorded(String source) throws IOException {
        return FetchManifest.read(feeds, json).sources().get(source);
    }
}
