package io.cis.loader.fetch.github;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.cli.FetchCommand;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.RetryPolicy;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code cis fetch --config FILE} for the GitHub sources, with the token from the environment. */
class FetchCommandGitHubTest {

    private static final String TOKEN = "github_pat_11AAAAAAA0secret";

    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    private final List<Duration> waits = new ArrayList<>();
    private GitHubStandIn github;

    @TempDir
    Path dir;

    @BeforeEach
    void serve() throws IOException {
        github = new GitHubStandIn(Instant.now());
        github.releases("zeit/hyper", new ObjectMapper().readTree(SampleFeeds.root()
                .resolve("github-releases/github/zeit/hyper/releases.json").toFile()));
        github.file("expressjs/express", "History.md", Files.readAllBytes(SampleFeeds.root()
                .resolve("release-notes/github/expressjs/express/History.md")));
    }

    @AfterEach
    void stop() {
        github.close();
    }

    @Test
    void theConfiguredRepositoriesAreFetchedWithTheEnvironmentsTokenWhichIsPrintedAndWrittenNowhere()
            throws IOException {
        Path config = config("""
                github:
                  api: %s
                  repositories:
                    - repository: zeit/hyper
                      changelog: false
                    - repository: expressjs/express
                      releases: false
                """.formatted(github.base()));
        Path feeds = dir.resolve("feeds");

        Run run = fetch(Map.of("GITHUB_TOKEN", TOKEN), "--out", feeds.toString(), "--config", config.toString(),
                "--only", "github-releases,changelog");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(feeds.resolve("github-releases/github/zeit/hyper/releases.json")).exists();
        assertThat(feeds.resolve("release-notes/github/expressjs/express/History.md")).hasSameBinaryContentAs(
                SampleFeeds.root().resolve("release-notes/github/expressjs/express/History.md"));
        assertThat(github.requests()).isNotEmpty().allSatisfy(request ->
                assertThat(request.authorization()).isEqualTo("Bearer " + TOKEN));
        assertThat(run.out() + run.err()).doesNotContain(TOKEN);
        assertThat(Files.readString(feeds.resolve(FetchManifest.FILE))).doesNotContain(TOKEN)
                .contains(github.base().toString());
    }

    @Test
    void withoutRepositoriesTheGitHubSourcesArePassedOverAndAskedForByNameTheyFail() throws IOException {
        Run dryRun = fetch(Map.of(), "--out", dir.resolve("feeds").toString(), "--dry-run");

        assertThat(dryRun.exit()).isZero();
        for (String source : List.of("github-releases", "changelog", "github-contributors")) {
            assertThat(dryRun.out()).contains(source + ": https://api.github.com/ -> " + dir.resolve("feeds")
                    + " (skipped: no repository listed under github.repositories (--config FILE), and none linked from"
                    + " the registry documents in " + dir.resolve("feeds") + ")");
        }

        Run asked = fetch(Map.of(), "--out", dir.resolve("feeds").toString(), "--only", "changelog");

        assertThat(asked.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(asked.out()).contains("changelog: failed, previous copy kept: no repository listed");
        assertThat(asked.err()).startsWith("fetch failed: source(s) changelog failed");
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void theConfiguredGitHubApiIsTheBaseOfCve5TooUnlessAMirrorNamesAnother() throws IOException {
        Path feeds = dir.resolve("feeds");
        Path moved = config("github:\n  api: https://github.example.org/api/v3/\n");
        Path mirrored = config("github:\n  api: https://github.example.org/api/v3/\nmirrors:\n"
                + "  cve5: https://api.github.com/repos/CVEProject/cvelistV5/\n");

        Run followed = fetch(Map.of(), "--out", feeds.toString(), "--config", moved.toString(), "--dry-run");
        Run kept = fetch(Map.of(), "--out", feeds.toString(), "--config", mirrored.toString(), "--dry-run");

        assertThat(followed.out()).contains("cve5: https://github.example.org/api/v3/repos/CVEProject/cvelistV5/ -> "
                + feeds + System.lineSeparator(), "github-releases: https://github.example.org/api/v3/ -> ");
        assertThat(kept.out()).contains("cve5: https://api.github.com/repos/CVEProject/cvelistV5/ -> " + feeds
                + System.lineSeparator());
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void aConfigurationThatCannotBeReadIsRefusedBeforeAnythingIsFetched() throws IOException {
        Path config = config("mirrors:\n  nvd2: https://mirror.example.org/nvd/\n");

        Run unknownSource = fetch(Map.of(), "--out", dir.resolve("feeds").toString(), "--config", config.toString());

        assertThat(unknownSource.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(unknownSource.err()).startsWith("fetch failed: unknown source nvd2 (known: ");

        Run misspelt = fetch(Map.of(), "--out", dir.resolve("feeds").toString(), "--config",
                config("gihtub: {}\n").toString());

        assertThat(misspelt.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(misspelt.err()).startsWith("fetch failed: --config ").contains("unknown key gihtub");
        assertThat(dir.resolve("feeds")).doesNotExist();
    }

    private record Run(int exit, String out, String err) {
    }

    private Run fetch(Map<String, String> environment, String... args) {
        CommandLine cli = new CommandLine(new FetchCommand(http, new RetryPolicy(3, Duration.ofSeconds(2),
                Duration.ofMinutes(1), Set.of(429, 503)), waits::add, environment));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private Path config(String text) throws IOException {
        Path file = Files.createTempFile(dir, "fetch", ".yaml");
        Files.writeString(file, text);
        return file;
    }
}
