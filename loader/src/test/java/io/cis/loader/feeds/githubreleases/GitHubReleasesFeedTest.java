package io.cis.loader.feeds.githubreleases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.feeds.changelog.ChangelogFeed;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The github-releases feed on the three sample "list releases" responses, and on hand-made faulty ones. */
class GitHubReleasesFeedTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static SnapshotTables tables;
    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSamples() throws FeedException {
        tables = new SnapshotTables();
        facts = new CollectedFacts();
        GitHubReleasesFeed feed = new GitHubReleasesFeed(CODEC);
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(),
                new BuildSink(tables, facts, new CollectedVulnerabilities()));
    }

    private static ReleaseRecord stored(SnapshotTables in, String purl, String version) {
        byte[] value = in.entries(Domain.RELEASE_NOTES).get(ComponentKeys.version(purl, version));
        assertThat(value).as(purl + "@" + version).isNotNull();
        return CODEC.decode(value, ReleaseRecord.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"github/github/licensed", "github/zeit/hyper", "github/github/hub"})
    void everyPublishedReleaseIsStoredUnderItsTag(String folder) throws IOException {
        JsonNode releases = JSON.readTree(SampleFeeds.githubReleases(folder + "/releases.json").toFile());
        String purl = "pkg:" + folder;

        for (JsonNode release : releases) {
            assertThat(release.path("draft").asBoolean()).isFalse();
            ReleaseRecord stored = stored(tables, purl, release.path("tag_name").asText());
            assertThat(stored.url()).isEqualTo(release.path("html_url").asText());
            assertThat(stored.date()).isEqualTo(Instant.parse(release.path("published_at").asText())
                    .atZone(ZoneOffset.UTC).toLocalDate().toString());
            assertThat(stored.releaseNotes()).isEqualTo(release.path("body").asText()).isNotBlank();
        }
    }

    @Test
    void countsEveryReleaseAndJoinsEachTagToTheCatalog() throws IOException {
        long all = 0;
        for (String folder : List.of("github/github/licensed", "github/zeit/hyper", "github/github/hub")) {
            all += JSON.readTree(SampleFeeds.githubReleases(folder + "/releases.json").toFile()).size();
        }

        assertThat(result.records()).isEqualTo(all).isEqualTo(69);
        assertThat(result.skipped()).isEmpty();
        assertThat(result.feedDate()).isEqualTo("2021-04-18");
        assertThat(facts.versions()).hasSize(69);
        assertThat(facts.components()).extracting(c -> c.purl())
                .containsExactly("pkg:github/github/hub", "pkg:github/github/licensed", "pkg:github/zeit/hyper");
        // a pre-release whose tag is not a version number is still a release of the repository
        assertThat(stored(tables, "pkg:github/github/licensed", "pre-release-disable-bundler-ruby-packer").date())
                .isEqualTo("2021-04-18");
    }

    @Test
    void draftsArePassedOverAndUnusableEntriesListed(@TempDir Path root) throws Exception {
        write(root, "github-releases/github/o/r/releases.json", """
                [
                  {"tag_name": "v3.0.0", "draft": true, "body": "not yet", "published_at": null},
                  {"tag_name": "v2.0.0", "name": "Two", "body": null, "published_at": "2020-02-02T23:30:00-02:00"},
                  {"tag_name": "v1.0.0", "body": "one", "published_at": null, "created_at": "2020-01-01T00:00:00Z"},
                  {"name": "no tag"},
                  {"tag_name": "v0.9.0", "published_at": "yesterday"},
                  {"tag_name": "v0.8.0", "body": 42},
                  "not an object"
                ]
                """);

        Loaded loaded = load(root);

        assertThat(loaded.result.records()).isEqualTo(2);
        // the title stands in for an empty body; the day is UTC; without html_url the tag page is the link
        assertThat(stored(loaded.tables, "pkg:github/o/r", "v2.0.0"))
                .isEqualTo(new ReleaseRecord("v2.0.0", "2020-02-03", "https://github.com/o/r/releases/tag/v2.0.0", "Two"));
        assertThat(stored(loaded.tables, "pkg:github/o/r", "v1.0.0").date()).isEqualTo("2020-01-01");
        assertThat(loaded.result.skipped()).extracting(SkippedRecord::id, SkippedRecord::reason).containsExactly(
                Tuple.tuple("[3]", "tag_name is missing or not a non-empty string"),
                Tuple.tuple("v0.9.0", "published_at is not an ISO 8601 timestamp: yesterday"),
                Tuple.tuple("v0.8.0", "body is not a string"),
                Tuple.tuple("[6]", "entry is not an object"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"tag_name\": \"v1\"}", "[{\"tag_name\": \"v1\"}", ""})
    void aFileThatIsNotAJsonArrayStopsTheBuildNamingIt(String content, @TempDir Path root) throws Exception {
        write(root, "github-releases/github/o/r/releases.json", content);

        assertThatThrownBy(() -> load(root)).isInstanceOf(FeedException.class).hasMessageContaining("releases.json");
    }

    @Test
    void aGitHubReleaseWinsOverTheChangelogAndTheChangelogsCopyIsListed(@TempDir Path root) throws Exception {
        write(root, "github-releases/github/o/r/releases.json",
                "[{\"tag_name\": \"v1.0.0\", \"body\": \"from GitHub\", \"published_at\": \"2020-01-01T00:00:00Z\"}]");
        write(root, "release-notes/github/o/r/CHANGELOG.md", "# v1.1.0\n- newer\n\n# v1.0.0\n- from the changelog\n");
        SnapshotTables both = new SnapshotTables();
        BuildSink sink = BuildSink.collecting(both);

        new GitHubReleasesFeed(CODEC).load(root, root.resolve("github-releases"), sink);
        FeedResult changelog = new ChangelogFeed(CODEC).load(root, root.resolve("release-notes"), sink);

        assertThat(stored(both, "pkg:github/o/r", "v1.0.0").releaseNotes()).isEqualTo("from GitHub");
        assertThat(stored(both, "pkg:github/o/r", "v1.1.0").releaseNotes()).isEqualTo("- newer");
        assertThat(changelog.skipped()).singleElement().satisfies(s -> {
            assertThat(s.id()).isEqualTo("v1.0.0 (line 4)");
            assertThat(s.reason()).contains("already has notes from a feed that ran earlier");
        });
    }

    private record Loaded(SnapshotTables tables, FeedResult result) {
    }

    private static Loaded load(Path root) throws FeedException {
        SnapshotTables tables = new SnapshotTables();
        GitHubReleasesFeed feed = new GitHubReleasesFeed(CODEC);
        return new Loaded(tables, feed.load(root, feed.locate(root).orElseThrow(), BuildSink.collecting(tables)));
    }

    private static void write(Path root, String relative, String text) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
