package io.cis.loader.feeds.changelog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import io.cis.loader.catalog.VersionFacts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release-notes feed on the sample changelogs. Expected releases are read from each file by a plain line scan
 * written for that file's one heading style, independently of the feed's Markdown reading.
 */
class ChangelogFeedTest {

    private static final ValueCodec CODEC = new ValueCodec();
    /** express's headings; one is written "2.4.2. / 2011-07-06", release 2.4.2 with a stray dot. */
    private static final Pattern EXPRESS_HEADING = Pattern.compile("^(\\S+?)\\.?\\s*/\\s*(\\d{4}-\\d{2}-\\d{2})$");
    private static final Pattern REQUESTS_HEADING = Pattern.compile("^(\\S+) \\((\\d{4}-\\d{2}-\\d{2})\\)$");
    private static final Pattern KEEP_A_CHANGELOG = Pattern.compile("^## \\[(\\d[^\\]]*)\\] - (.*)$");
    private static final Pattern LINK_DEFINITION = Pattern.compile("^\\[([^\\]]+)\\]: (\\S+)$");

    private static SnapshotTables tables;
    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSamples() throws FeedException {
        tables = new SnapshotTables();
        facts = new CollectedFacts();
        ChangelogFeed feed = new ChangelogFeed(CODEC);
        BuildSink sink = new BuildSink(tables, facts, new io.cis.loader.vulnerabilities.CollectedVulnerabilities());
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sink);
    }

    private static Optional<ReleaseRecord> stored(String purl, String version) {
        byte[] value = tables.entries(Domain.RELEASE_NOTES).get(ComponentKeys.version(purl, version));
        return Optional.ofNullable(value).map(v -> CODEC.decode(v, ReleaseRecord.class));
    }

    private static long storedFor(String purl) {
        byte[] prefix = ComponentKeys.version(purl, "");
        return tables.entries(Domain.RELEASE_NOTES).keySet().stream()
                .filter(key -> key.length >= prefix.length && java.util.Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length))
                .count();
    }

    private static List<String> lines(String relativeFile) throws IOException {
        return Files.readAllLines(SampleFeeds.releaseNotes(relativeFile), StandardCharsets.UTF_8);
    }

    @Test
    void everyExpressHeadingIsAReleaseWithItsDayAndTagPage() throws IOException {
        List<String> lines = lines("github/expressjs/express/History.md");
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i + 1).matches("^=+$") && !lines.get(i).isBlank()) {
                Matcher heading = EXPRESS_HEADING.matcher(lines.get(i));
                assertThat(heading.matches()).as(lines.get(i)).isTrue();
                expected.put(heading.group(1), heading.group(2));
            }
        }

        assertThat(expected).hasSize(298);
        assertThat(storedFor("pkg:github/expressjs/express")).isEqualTo(expected.size());
        expected.forEach((version, day) -> assertThat(stored("pkg:github/expressjs/express", version)).as(version).hasValueSatisfying(r -> {
            assertThat(r.date()).isEqualTo(day);
            assertThat(r.url()).isEqualTo("https://github.com/expressjs/express/releases/tag/" + version);
        }));
    }

    @Test
    void expressNotesAreTheLinesUnderTheHeadingUntilTheNextOne() throws IOException {
        List<String> lines = lines("github/expressjs/express/History.md");
        int heading = lines.indexOf("4.18.2 / 2022-10-08");
        List<String> body = new ArrayList<>();
        for (int i = heading + 2; i + 1 < lines.size() && !lines.get(i + 1).matches("^=+$"); i++) {
            body.add(lines.get(i));
        }
        while (body.get(0).isBlank()) {
            body.remove(0);
        }
        while (body.get(body.size() - 1).isBlank()) {
            body.remove(body.size() - 1);
        }

        assertThat(stored("pkg:github/expressjs/express", "4.18.2").orElseThrow().releaseNotes())
                .isEqualTo(String.join("\n", body))
                .startsWith("  * Fix regression routing a large stack in a single route");
    }

    @Test
    void everyRequestsHeadingButDevIsARelease() throws IOException {
        List<String> lines = lines("github/psf/requests/HISTORY.md");
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            Matcher heading = REQUESTS_HEADING.matcher(lines.get(i));
            if (lines.get(i + 1).matches("^-{3,}$") && heading.matches()) {
                expected.put(heading.group(1), heading.group(2));
            }
        }

        assertThat(storedFor("pkg:github/psf/requests")).isEqualTo(expected.size());
        expected.forEach((version, day) -> assertThat(stored("pkg:github/psf/requests", version))
                .hasValueSatisfying(r -> assertThat(r.date()).isEqualTo(day)));
        assertThat(stored("pkg:github/psf/requests", "dev")).isEmpty();
    }

    @Test
    void osvScannerHeadingsNameOneOrTwoReleasesAndMayStartWithTheName() throws IOException {
        List<String> expected = new ArrayList<>();
        for (String line : lines("github/google/osv-scanner/CHANGELOG.md")) {
            if (line.startsWith("# ")) {
                Matcher version = Pattern.compile("v\\d[\\w.-]*\\d").matcher(line);
                while (version.find()) {
                    expected.add(version.group());
                }
            }
        }

        assertThat(expected).contains("v2.3.7", "v2.3.8", "v1.8.0", "v1.8.1", "v2.0.0");
        assertThat(storedFor("pkg:github/google/osv-scanner")).isEqualTo(expected.size());
        for (String version : expected) {
            assertThat(stored("pkg:github/google/osv-scanner", version)).hasValueSatisfying(r -> {
                assertThat(r.date()).isEmpty();
                assertThat(r.url()).isEqualTo("https://github.com/google/osv-scanner/releases/tag/" + version);
            });
        }
        assertThat(stored("pkg:github/google/osv-scanner", "v2.3.7").orElseThrow().releaseNotes())
                .isEqualTo(stored("pkg:github/google/osv-scanner", "v2.3.8").orElseThrow().releaseNotes())
                .contains("Fix installation issues with `go install`");
    }

    @Test
    void keepAChangelogReleasesTakeTheirTagFromTheLinkDefinitions() throws IOException {
        for (String repository : List.of("components", "cryptography", "licenses", "semgrep", "vulnerabilities")) {
            String purl = "pkg:github/scanoss/" + repository;
            List<String> lines = lines("github/scanoss/" + repository + "/CHANGELOG.md");
            Map<String, String> links = new LinkedHashMap<>();
            for (String line : lines) {
                Matcher definition = LINK_DEFINITION.matcher(line);
                if (definition.matches()) {
                    links.put(definition.group(1), definition.group(2));
                }
            }
            int releases = 0;
            for (String line : lines) {
                Matcher heading = KEEP_A_CHANGELOG.matcher(line);
                if (!heading.matches()) {
                    continue;
                }
                releases++;
                String version = heading.group(1);
                String day = heading.group(2).strip().replace('/', '-');
                String link = links.get(version);
                String tag = link.contains("...") ? link.substring(link.lastIndexOf("...") + 3)
                        : link.substring(link.lastIndexOf('/') + 1);
                assertThat(stored(purl, version)).as(purl + "@" + version).hasValueSatisfying(r -> {
                    assertThat(r.date()).isEqualTo(day.equals("?") ? "" : day);
                    assertThat(r.url()).isEqualTo("https://github.com/scanoss/" + repository + "/releases/tag/" + tag);
                    assertThat(r.releaseNotes()).doesNotContain("]: https://").doesNotStartWith("\n").doesNotEndWith("\n");
                });
            }
            assertThat(storedFor(purl)).as(purl).isEqualTo(releases);
        }
        assertThat(stored("pkg:github/scanoss/components", "0.5.0").orElseThrow().releaseNotes())
                .isEqualTo("### Changed\n- Removed `/api` prefix from REST endpoints\n### updated\n"
                        + "- Updated project dependencies to latest versions");
    }

    @Test
    void everyReleaseJoinsTheCatalogWithItsDay() {
        List<VersionFacts> versions = facts.versions();

        assertThat(versions).hasSize((int) result.records());
        assertThat(result.records()).isEqualTo(tables.size(Domain.RELEASE_NOTES));
        assertThat(versions).contains(new VersionFacts("pkg:github/expressjs/express", "4.18.2", "2022-10-08",
                null, null, null, null, null, null));
        assertThat(versions).filteredOn(v -> v.version().equals("v2.5.0")).singleElement()
                .satisfies(v -> assertThat(v.releaseDate()).isNull());
        assertThat(facts.components()).extracting(c -> c.purl()).containsExactlyInAnyOrder(
                "pkg:github/expressjs/express", "pkg:github/google/osv-scanner", "pkg:github/psf/requests",
                "pkg:github/scanoss/components", "pkg:github/scanoss/cryptography", "pkg:github/scanoss/licenses",
                "pkg:github/scanoss/semgrep", "pkg:github/scanoss/vulnerabilities");
    }

    @Test
    void theSamplesHaveNothingToSkipAndTheFeedDateIsTheLatestRelease() {
        assertThat(result.skipped()).isEmpty();
        assertThat(result.path()).isEqualTo("release-notes");
        assertThat(result.feedDate()).isEqualTo("2026-05-14");
    }

    @Test
    void aVersionTwiceInOneFileKeepsTheFirstNotesAndListsTheSecond(@TempDir Path root) throws Exception {
        write(root, "release-notes/npm/left-pad/CHANGELOG.md", "## 1.0.0\n- first\n\n## 1.0.0\n- again\n");

        Loaded loaded = load(root);

        assertThat(loaded.result.records()).isEqualTo(1);
        assertThat(loaded.result.skipped()).singleElement().satisfies(s -> {
            assertThat(s.file()).isEqualTo("release-notes/npm/left-pad/CHANGELOG.md");
            assertThat(s.id()).isEqualTo("1.0.0 (line 4)");
            assertThat(s.reason()).contains("already has notes from release-notes/npm/left-pad/CHANGELOG.md");
        });
        assertThat(CODEC.decode(loaded.tables.entries(Domain.RELEASE_NOTES)
                .get(ComponentKeys.version("pkg:npm/left-pad", "1.0.0")), ReleaseRecord.class))
                .isEqualTo(new ReleaseRecord("1.0.0", "", "", "- first"));
    }

    @Test
    void filesOutsideAPurlFolderOrWithoutReleasesAreListed(@TempDir Path root) throws Exception {
        write(root, "release-notes/github/CHANGELOG.md", "## 1.0.0\n- x\n");
        write(root, "release-notes/npm/empty/CHANGELOG.md", "# Changelog\n\nNothing yet.\n");
        write(root, "release-notes/npm/%40scope%2Fodd/.hidden/CHANGELOG.md", "## 1.0.0\n- hidden\n");

        Loaded loaded = load(root);

        assertThat(loaded.result.records()).isZero();
        assertThat(loaded.result.skipped()).extracting(SkippedRecord::file, SkippedRecord::id).containsExactly(
                org.assertj.core.groups.Tuple.tuple("release-notes/github/CHANGELOG.md", "-"),
                org.assertj.core.groups.Tuple.tuple("release-notes/npm/empty/CHANGELOG.md", "-"));
    }

    @Test
    void aScopedNpmFolderSpellsANamespacedPurl(@TempDir Path root) throws Exception {
        write(root, "release-notes/npm/@angular/core/CHANGELOG.md", "# 17.0.0 (2023-11-08)\n- signals\n");

        Loaded loaded = load(root);

        assertThat(loaded.tables.entries(Domain.RELEASE_NOTES))
                .containsKey(ComponentKeys.version("pkg:npm/%40angular/core", "17.0.0"));
    }

    @Test
    void aFileThatIsNotUtf8StopsTheBuildNamingIt(@TempDir Path root) throws Exception {
        Path file = root.resolve("release-notes/npm/bad/HISTORY.md");
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {'#', ' ', '1', '.', '0', '\n', (byte) 0xC3, (byte) 0x28});

        assertThatThrownBy(() -> load(root)).isInstanceOf(FeedException.class)
                .hasMessageContaining("HISTORY.md").hasMessageContaining("not UTF-8");
    }

    @Test
    void theFeedIsPresentExactlyWhenItsFolderIs(@TempDir Path root) throws Exception {
        ChangelogFeed feed = new ChangelogFeed(CODEC);
        assertThat(feed.locate(root)).isEmpty();
        write(root, "release-notes/npm/x/notes.txt", "1.0.0");
        assertThat(feed.locate(root)).contains(root.resolve("release-notes"));
        assertThat(load(root).result().records()).isZero();
        write(root, "release-notes/npm/x/NEWS.markdown", "## 1.0.0\n");
        assertThat(feed.locate(root)).contains(root.resolve("release-notes"));
    }

    private record Loaded(SnapshotTables tables, FeedResult result) {
    }

    private static Loaded load(Path root) throws FeedException {
        SnapshotTables tables = new SnapshotTables();
        ChangelogFeed feed = new ChangelogFeed(CODEC);
        FeedResult result = feed.load(root, feed.locate(root).orElseThrow(), BuildSink.collecting(tables));
        return new Loaded(tables, result);
    }

    private static void write(Path root, String relative, String text) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
