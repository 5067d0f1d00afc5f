package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.fetch.archives.ScanLimits;
import io.cis.loader.fetch.github.ContributorsSource;
import io.cis.loader.fetch.github.GitHubRepository;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fetch configuration file: what each key sets, and a clear refusal of what it cannot mean. */
class FetchConfigTest {

    @TempDir
    Path dir;

    @Test
    void everyKeySetsWhatTheDocumentationSays() throws IOException {
        FetchConfig config = read("""
                mirrors:
                  osv: https://mirror.example.org/osv-vulnerabilities/
                osv:
                  ecosystems: [PyPI, "Red Hat", npm]
                github:
                  api: https://github.example.org/api/v3/
                  repositories:
                    - expressjs/express
                    - repository: psf/requests
                      changelog: HISTORY.md
                    - repository: github/hub
                      changelog: false
                    - repository: google/osv-scanner
                      releases: false
                """);

        assertThat(config.mirrors())
                .isEqualTo(Map.of("osv", URI.create("https://mirror.example.org/osv-vulnerabilities/")));
        assertThat(config.osvEcosystems()).containsExactly("PyPI", "Red Hat", "npm");
        assertThat(config.githubApi()).contains(URI.create("https://github.example.org/api/v3/"));
        assertThat(config.repositories()).containsExactly(
                new GitHubRepository("expressjs", "express", true, true, Optional.empty()),
                new GitHubRepository("psf", "requests", true, true, Optional.of("HISTORY.md")),
                new GitHubRepository("github", "hub", true, false, Optional.empty()),
                new GitHubRepository("google", "osv-scanner", false, true, Optional.empty()));
        assertThat(config.repositories().get(0).purlPath()).isEqualTo("github/expressjs/express");
    }

    @Test
    void theContributorsCountTheArchiveBasesAndTheScanLimitsAreSetByTheirKeysAndDefaultOtherwise()
            throws IOException {
        FetchConfig config = read("""
                github:
                  contributors: 3
                archives:
                  npm: https://npm.example.org/registry
                  maven: https://maven.example.org/maven2/
                  limits:
                    archive_mib: 8
                    file_kib: 512
                    seconds: 20
                """);

        assertThat(config.contributors()).isEqualTo(3);
        assertThat(config.archives().bases().npm()).contains(URI.create("https://npm.example.org/registry/"));
        assertThat(config.archives().bases().maven()).contains(URI.create("https://maven.example.org/maven2/"));
        assertThat(config.archives().bases().pypi()).isEmpty();
        assertThat(config.archives().limits()).isEqualTo(new ScanLimits(8L << 20,
                ScanLimits.DEFAULT.unpackedBytes(), 512L << 10, Duration.ofSeconds(20)));
        assertThat(FetchConfig.NONE.contributors()).isEqualTo(ContributorsSource.DEFAULT_TOP);
        assertThat(FetchConfig.NONE.archives().limits()).isEqualTo(ScanLimits.DEFAULT);
        assertThat(config.withOsvEcosystems(List.of("npm"))).isEqualTo(new FetchConfig(config.mirrors(),
                List.of("npm"), config.githubApi(), config.repositories(), 3, config.registries(), config.archives()));
    }

    @Test
    void aCountOrLimitThatIsNoWholeNumberInRangeIsRefusedWithItsPlace() {
        assertThatThrownBy(() -> read("github:\n  contributors: 101\n"))
                .hasMessageEndingWith("fetch.yaml: github.contributors: not a whole number from 0 to 100");
        assertThatThrownBy(() -> read("archives:\n  limits:\n    seconds: 1.5\n"))
                .hasMessageEndingWith("fetch.yaml: archives.limits.seconds: not a whole number from 1 to 86400");
        assertThatThrownBy(() -> read("archives:\n  limits:\n    archive_bytes: 10\n"))
                .hasMessageContaining("archives.limits: unknown key archive_bytes");
        assertThatThrownBy(() -> read("archives:\n  crates: ftp://crates.example.org/\n"))
                .hasMessageEndingWith("fetch.yaml: archives.crates: not an http(s) URL: ftp://crates.example.org/");
    }

    @Test
    void anEmptyFileIsNoConfiguration() throws IOException {
        assertThat(read("# nothing yet\n")).isEqualTo(FetchConfig.NONE);
    }

    @Test
    void aMisspeltKeyIsRefusedNamingItAndTheKnownOnes() {
        assertThatThrownBy(() -> read("github:\n  repos:\n    - a/b\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageEndingWith("fetch.yaml: github: unknown key repos (known: api, contributors, repositories)");
    }

    @Test
    void aRepositoryThatIsNoOwnerAndNameIsRefusedWithItsPlace() {
        assertThatThrownBy(() -> read("github:\n  repositories:\n    - a/b\n    - ../../etc\n"))
                .hasMessageEndingWith("fetch.yaml: github.repositories[1]: not owner/name: ../../etc");
        assertThatThrownBy(() -> read("github:\n  repositories:\n    - repository: a/b\n      changelog: ../x.md\n"))
                .hasMessageContaining("github.repositories[0]: not a file path in the repository: ../x.md");
        assertThatThrownBy(() -> read("github:\n  repositories:\n    - repository: a/b\n      changelog: NEWS.rst\n"))
                .hasMessageContaining("is not Markdown");
    }

    @Test
    void aBaseThatIsNoHttpUrlIsRefused() {
        assertThatThrownBy(() -> read("mirrors:\n  kev: file:///srv/kev/\n"))
                .hasMessageEndingWith("fetch.yaml: mirrors.kev: not an http(s) URL: file:///srv/kev/");
        assertThatThrownBy(() -> read("osv:\n  ecosystems: PyPI\n"))
                .hasMessageEndingWith("fetch.yaml: osv.ecosystems: not a list");
    }

    @Test
    void theDocumentedExampleIsAValidConfiguration() throws IOException {
        String docs = Files.readString(Path.of("..", "docs", "feeds.md"));
        int start = docs.indexOf("```yaml\n# cis fetch --config");
        assertThat(start).as("the example in docs/feeds.md").isNotNegative();
        String example = docs.substring(docs.indexOf('\n', start) + 1, docs.indexOf("```", start + 7));

        FetchConfig config = read(example);

        assertThat(config.repositories()).isNotEmpty();
        assertThat(config.osvEcosystems()).isNotEmpty();
        assertThat(List.copyOf(config.mirrors().values())).allSatisfy(url ->
                assertThat(url.getHost()).endsWith(".example.org"));
    }

    private FetchConfig read(String text) throws IOException {
        Path file = dir.resolve("fetch.yaml");
        Files.writeString(file, text);
        return FetchConfig.read(file);
    }
}
