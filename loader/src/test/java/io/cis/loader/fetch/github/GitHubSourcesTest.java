package io.cis.loader.fetch.github;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.SourceRecord;
import io.cis.loader.fetch.UpstreamClient;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code github-releases} and {@code changelog} against a stand-in of GitHub's REST API serving the real sample
 * release lists and changelogs, with waits recorded instead of slept and the clock fixed.
 */
class GitHubSourcesTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final Path RELEASES = SampleFeeds.root().resolve("github-releases");
    private static final Path NOTES = SampleFeeds.root().resolve("release-notes");
    private static final List<String> RELEASE_REPOSITORIES = List.of("github/hub", "github/licensed", "zeit/hyper");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final List<Duration> waits = new ArrayList<>();
    private GitHubStandIn github;
    private String output = "";

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeEach
    void serveTheSamples() throws IOException {
        feeds = dir.resolve("feeds");
        github = new GitHubStandIn(NOW);
        for (String slug : RELEASE_REPOSITORIES) {
            github.releases(slug, json.readTree(RELEASES.resolve("github/" + slug + "/releases.json").toFile()));
        }
        github.file("expressjs/express", "History.md", notes("expressjs/express/History.md"));
        github.file("expressjs/express", "Readme.md", "# express\n".getBytes());
        github.file("psf/requests", "HISTORY.md", notes("psf/requests/HISTORY.md"));
        github.file("google/osv-scanner", "CHANGELOG.md", notes("google/osv-scanner/CHANGELOG.md"));
        github.file("zeit/hyper", "README.md", "# hyper\n".getBytes());
        github.file("github/hub", "README.md", "# hub\n".getBytes());
        github.file("github/licensed", "README.md", "# licensed\n".getBytes());
    }

    @AfterEach
    void stop() {
        github.close();
    }

    @Test
    void releasesAreFetchedPageByPageAsTheLinkHeaderLeadsIntoTheLayoutTheBuildReads() throws Exception {
        github.pageSize(10);

        FetchReport report = fetch("github-releases", repositories(), Optional.empty());

        assertThat(report.failed()).isEmpty();
        Path hub = feeds.resolve("github-releases/github/github/hub");
        assertThat(listed(hub)).containsExactly("releases-2.json", "releases-3.json", "releases.json");
        assertThat(concatenated(hub, 3)).isEqualTo(json.readTree(RELEASES.resolve("github/github/hub/releases.json")
                .toFile()));
        assertThat(concatenated(feeds.resolve("github-releases/github/zeit/hyper"), 2))
                .isEqualTo(json.readTree(RELEASES.resolve("github/zeit/hyper/releases.json").toFile()));
        assertThat(GitHubStandIn.paths(github.requests())).contains("/repos/github/hub/releases?per_page=100",
                "/repositories/1000/releases?per_page=10&page=2", "/repositories/1000/releases?per_page=10&page=3");
        SourceRecord record = recorded("github-releases");
        assertThat(record.files()).extracting(FetchedFile::records).containsExactly(10L, 10L, 8L, 10L, 10L, 10L,
                10L, 1L);
        assertThat(record.dataDate()).isEqualTo(newestPublishedDay());
        assertThat(github.requests()).allSatisfy(request -> {
            assertThat(request.accept()).isEqualTo("application/vnd.github+json");
            assertThat(request.authorization()).isNull();
        });
    }

    @Test
    void aSecondRunAsksForEveryPageConditionallyAndFollowsThePagesItKnowsWhenNothingChanged() throws Exception {
        github.pageSize(10);
        fetch("github-releases", repositories(), Optional.empty());
        github.forgetRequests();

        FetchReport again = fetch("github-releases", repositories(), Optional.empty());

        assertThat(again.failed()).isEmpty();
        assertThat(github.requests()).hasSize(8).allSatisfy(request -> {
            assertThat(request.conditional()).isTrue();
            assertThat(request.status()).isEqualTo(304);
        });
        assertThat(GitHubStandIn.paths(github.requests())).contains("/repositories/1000/releases?per_page=10&page=3");
        assertThat(recorded("github-releases").files()).hasSize(8).noneMatch(FetchedFile::transferred);
    }

    @Test
    void aListThatShrankLosesThePageItNoLongerHas() throws Exception {
        github.pageSize(10);
        fetch("github-releases", repositories(), Optional.empty());
        ArrayNode hub = (ArrayNode) json.readTree(RELEASES.resolve("github/github/hub/releases.json").toFile());
        ArrayNode newest = json.createArrayNode();
        for (int i = 0; i < 18; i++) {
            newest.add(hub.get(i));
        }
        github.releases("github/hub", newest);

        FetchReport again = fetch("github-releases", repositories(), Optional.empty());

        assertThat(again.failed()).isEmpty();
        Path folder = feeds.resolve("github-releases/github/github/hub");
        assertThat(listed(folder)).containsExactly("releases-2.json", "releases.json");
        assertThat(concatenated(folder, 2)).isEqualTo(newest);
    }

    @Test
    void theTokenGoesToTheApiAloneAndANextPageOnAnotherOriginIsNotFollowed() throws Exception {
        github.pageSize(10);
        try (GitHubStandIn elsewhere = new GitHubStandIn(NOW)) {
            github.linkBase(elsewhere.base());

            FetchReport report = fetch("github-releases", repositories(), Optional.of("ghp_secret_token_value"));

            assertThat(report.failed().get("github-releases")).contains("is not on the API's origin")
                    .contains("not followed").doesNotContain("ghp_secret_token_value");
            assertThat(elsewhere.requests()).isEmpty();
            assertThat(github.requests()).isNotEmpty().allSatisfy(request ->
                    assertThat(request.authorization()).isEqualTo("Bearer ghp_secret_token_value"));
            assertThat(output).doesNotContain("ghp_secret_token_value");
        }
    }

    @Test
    void afterAMoveToAMirrorThePagesAreFollowedAtTheMirrorAlone() throws Exception {
        github.pageSize(10);
        fetch("github-releases", repositories(), Optional.empty());
        github.forgetRequests();
        try (GitHubStandIn mirror = new GitHubStandIn(NOW)) {
            mirror.pageSize(10);
            for (String slug : RELEASE_REPOSITORIES) {
                mirror.releases(slug, json.readTree(RELEASES.resolve("github/" + slug + "/releases.json").toFile()));
            }

            FetchReport moved = fetch("github-releases", repositories(), Optional.empty(), GitHubApi.Limits.DEFAULT,
                    mirror.base());

            assertThat(moved.failed()).isEmpty();
            assertThat(github.requests()).isEmpty();
            assertThat(recorded("github-releases").files()).hasSize(8)
                    .allSatisfy(file -> assertThat(file.url()).startsWith(mirror.base().toString()));
            assertThat(concatenated(feeds.resolve("github-releases/github/github/hub"), 3)).isEqualTo(
                    json.readTree(RELEASES.resolve("github/github/hub/releases.json").toFile()));
        }
    }

    @Test
    void aSpentHourlyLimitIsWaitedOutUntilItsResetBeforeTheNextRequest() throws Exception {
        github.remaining(1);

        FetchReport report = fetch("github-releases", repositories(), Optional.empty());

        assertThat(report.failed()).isEmpty();
        assertThat(waits).containsExactly(Duration.between(NOW, github.reset()).plusSeconds(1));
        assertThat(github.requests()).hasSize(3).allSatisfy(request -> assertThat(request.status()).isEqualTo(200));
    }

    @Test
    void rateLimitRefusalsAreWaitedOutAsGitHubSays() throws Exception {
        github.fault(GitHubStandIn.Fault.PRIMARY_LIMIT);
        github.fault(GitHubStandIn.Fault.SECONDARY_LIMIT);
        github.fault(GitHubStandIn.Fault.TOO_MANY_REQUESTS);
        github.fault(GitHubStandIn.Fault.TOO_MANY_REQUESTS);

        FetchReport report = fetch("github-releases", repositories(), Optional.empty());

        assertThat(report.failed()).isEmpty();
        assertThat(waits).containsExactly(Duration.between(NOW, github.reset()).plusSeconds(1),
                Duration.ofSeconds(30), Duration.ofMinutes(1), Duration.ofMinutes(2));
        assertThat(github.requests()).extracting(GitHubStandIn.Request::status)
                .containsExactly(403, 403, 429, 429, 200, 200, 200);
        assertThat(listed(feeds.resolve("github-releases/github/github/hub"))).containsExactly("releases.json");
    }

    @Test
    void aResetFurtherAwayThanARunWaitsFailsTheSourceSayingWhenAndThatATokenHelps() throws Exception {
        github.fault(GitHubStandIn.Fault.PRIMARY_LIMIT);

        FetchReport report = fetch("github-releases", repositories(), Optional.empty(),
                new GitHubApi.Limits(5, Duration.ofSeconds(2), Duration.ofMinutes(1)));

        assertThat(report.failed().get("github-releases")).contains("rate limit is spent until " + github.reset())
                .contains("a token (--github-token or GITHUB_TOKEN) raises the limit");
        assertThat(waits).isEmpty();
        assertThat(feeds.resolve("github-releases")).doesNotExist();
    }

    @Test
    void aRefusalThatIsNoRateLimitFailsAtOnceWithGitHubsReason() throws Exception {
        github.fault(GitHubStandIn.Fault.FORBIDDEN);

        FetchReport report = fetch("github-releases", repositories(), Optional.empty());

        assertThat(report.failed().get("github-releases")).contains("HTTP 403")
                .contains("(Resource not accessible by personal access token)");
        assertThat(github.requests()).hasSize(1);
    }

    @Test
    void aRepositoryGitHubDoesNotKnowFailsTheSourceNamingIt() throws Exception {
        List<GitHubRepository> repositories = new ArrayList<>(repositories());
        repositories.add(GitHubRepository.parse("github/no-such-repository"));

        FetchReport report = fetch("github-releases", repositories, Optional.empty());

        assertThat(report.failed().get("github-releases"))
                .startsWith("github/no-such-repository: no such repository, or not visible to this token");
        assertThat(feeds.resolve("github-releases")).doesNotExist();
    }

    @Test
    void changelogsComeFromTheConfiguredPathOrTheRootAndARepositoryWithoutOneIsNamed() throws Exception {
        FetchReport report = fetch("changelog", repositories(), Optional.empty());

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("release-notes/github/expressjs/express/History.md"))
                .hasSameBinaryContentAs(NOTES.resolve("github/expressjs/express/History.md"));
        assertThat(feeds.resolve("release-notes/github/psf/requests/HISTORY.md"))
                .hasSameBinaryContentAs(NOTES.resolve("github/psf/requests/HISTORY.md"));
        assertThat(feeds.resolve("release-notes/github/google/osv-scanner/CHANGELOG.md"))
                .hasSameBinaryContentAs(NOTES.resolve("github/google/osv-scanner/CHANGELOG.md"));
        assertThat(GitHubStandIn.paths(github.requests())).contains("/repos/expressjs/express/contents/",
                "/repos/psf/requests/contents/HISTORY.md").doesNotContain("/repos/psf/requests/contents/");
        assertThat(github.requests()).filteredOn(request -> request.path().endsWith(".md"))
                .allSatisfy(request -> assertThat(request.accept()).isEqualTo("application/vnd.github.raw+json"));
        SourceRecord record = recorded("changelog");
        assertThat(record.notes()).singleElement().asString().contains("in the root of github/hub, github/licensed,"
                + " zeit/hyper");
        assertThat(record.dataDate()).isEqualTo("2026-05-14");
    }

    @Test
    void aSecondRunAsksForTheKnownChangelogsConditionallyWithoutListingTheirRepositories() throws Exception {
        fetch("changelog", repositories(), Optional.empty());
        github.forgetRequests();

        FetchReport again = fetch("changelog", repositories(), Optional.empty());

        assertThat(again.failed()).isEmpty();
        assertThat(github.requests()).filteredOn(request -> request.path().endsWith(".md")).hasSize(3)
                .allSatisfy(request -> assertThat(request.status()).isEqualTo(304));
        assertThat(GitHubStandIn.paths(github.requests())).doesNotContain("/repos/expressjs/express/contents/",
                "/repos/google/osv-scanner/contents/");
    }

    @Test
    void theBuildReadsWhatWasFetchedAsItReadsTheSamples() throws Exception {
        github.pageSize(10);
        fetch("github-releases", repositories(), Optional.empty());
        fetch("changelog", repositories(), Optional.empty());
        Path samples = dir.resolve("samples");
        for (String slug : RELEASE_REPOSITORIES) {
            copy(RELEASES.resolve("github/" + slug + "/releases.json"),
                    samples.resolve("github-releases/github/" + slug + "/releases.json"));
        }
        for (String file : List.of("expressjs/express/History.md", "psf/requests/HISTORY.md",
                "google/osv-scanner/CHANGELOG.md")) {
            copy(NOTES.resolve("github/" + file), samples.resolve("release-notes/github/" + file));
        }

        Map<String, FeedResult> fetched = build(feeds, "fetched");
        Map<String, FeedResult> direct = build(samples, "direct");

        for (String feed : List.of("github-releases", "release-notes")) {
            assertThat(fetched.get(feed).records()).as(feed).isPositive().isEqualTo(direct.get(feed).records());
            assertThat(fetched.get(feed).feedDate()).as(feed).isEqualTo(direct.get(feed).feedDate());
            assertThat(fetched.get(feed).skipped()).as(feed).hasSameSizeAs(direct.get(feed).skipped());
        }
    }

    /** The release repositories, and the changelog ones: one named in the configuration, two found in the root. */
    private static List<GitHubRepository> repositories() {
        List<GitHubRepository> repositories = new ArrayList<>();
        RELEASE_REPOSITORIES.forEach(slug -> repositories.add(GitHubRepository.parse(slug)));
        repositories.add(new GitHubRepository("expressjs", "express", false, true, Optional.empty()));
        repositories.add(new GitHubRepository("psf", "requests", false, true, Optional.of("HISTORY.md")));
        repositories.add(new GitHubRepository("google", "osv-scanner", false, true, Optional.empty()));
        return repositories;
    }

    private FetchReport fetch(String source, List<GitHubRepository> repositories, Optional<String> token)
            throws IOException {
        return fetch(source, repositories, token, GitHubApi.Limits.DEFAULT);
    }

    private FetchReport fetch(String source, List<GitHubRepository> repositories, Optional<String> token,
                              GitHubApi.Limits limits) throws IOException {
        return fetch(source, repositories, token, limits, github.base());
    }

    private FetchReport fetch(String source, List<GitHubRepository> repositories, Optional<String> token,
                              GitHubApi.Limits limits, URI base) throws IOException {
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        GitHubApi api = new GitHubApi(http, waits::add, clock, token, limits);
        FeedSource chosen = source.equals("changelog")
                ? new ChangelogSource(api, repositories, base, json)
                : new GitHubReleasesSource(api, repositories, base, json);
        StringWriter out = new StringWriter();
        UpstreamClient client = new UpstreamClient(http, new RetryPolicy(3, Duration.ofSeconds(2),
                Duration.ofMinutes(1), Set.of(429, 503)), waits::add, clock);
        FetchReport report = new Fetcher(List.of(chosen), client, json, clock).fetch(feeds, List.of(source),
                Map.of(), new PrintWriter(out));
        output = out.toString();
        return report;
    }

    private SourceRecord recorded(String source) throws IOException {
        return FetchManifest.read(feeds, json).sources().get(source);
    }

    private ArrayNode concatenated(Path folder, int pages) throws IOException {
        ArrayNode all = json.createArrayNode();
        for (int page = 1; page <= pages; page++) {
            all.addAll((ArrayNode) json.readTree(folder.resolve(GitHubReleasesSource.pageName(page)).toFile()));
        }
        return all;
    }

    private String newestPublishedDay() throws IOException {
        String newest = "";
        for (String slug : RELEASE_REPOSITORIES) {
            for (JsonNode release : json.readTree(RELEASES.resolve("github/" + slug + "/releases.json").toFile())) {
                String day = release.path("published_at").asText("").substring(0, 10);
                newest = day.compareTo(newest) > 0 ? day : newest;
            }
        }
        return newest;
    }

    private Map<String, FeedResult> build(Path root, String name) throws Exception {
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-06-01T00:00:00Z"), ZoneOffset.UTC))
                .build(root, dir.resolve("snapshot-" + name), false).feeds().stream()
                .collect(Collectors.toMap(FeedResult::name, Function.identity()));
    }

    private static List<String> listed(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        Files.copy(from, to);
    }

    private static byte[] notes(String file) throws IOException {
        return Files.readAllBytes(NOTES.resolve("github/" + file));
    }
}
