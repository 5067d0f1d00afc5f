package io.cis.loader.feeds.purl2cpe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.CpeMapping;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Purl2CpeFeedTest {

    private static final Pattern LIST_ENTRY = Pattern.compile("^\\s*-\\s+\\S.*$");

    private static CollectedVulnerabilities collected;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleMappings() throws FeedException {
        collected = new CollectedVulnerabilities();
        Purl2CpeFeed feed = new Purl2CpeFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sinkOf(collected));
    }

    private static BuildSink sinkOf(CollectedVulnerabilities into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), into);
    }

    private static FeedResult loadInto(Path dataRoot, CollectedVulnerabilities into) throws FeedException {
        return new Purl2CpeFeed().load(dataRoot, dataRoot, sinkOf(into));
    }

    /** The list entries of a sample file, read as text lines without the feed's YAML reader. */
    private static List<String> entries(Path file) throws IOException {
        return Files.readAllLines(file).stream().filter(line -> LIST_ENTRY.matcher(line).matches())
                .map(line -> line.substring(line.indexOf('-') + 1).trim()).toList();
    }

    private static List<CpeMapping> mappingsOf(CollectedVulnerabilities from, String purl) {
        return from.cpes().stream().filter(mapping -> mapping.purl().equals(purl)).toList();
    }

    /** A data tree holding a copy of the given sample folders ({@code vendor/product}). */
    private static Path copyOf(Path dir, String... folders) throws IOException {
        for (String folder : folders) {
            Path target = Files.createDirectories(dir.resolve(folder));
            for (String file : List.of(MappingFolders.PURLS, MappingFolders.CPES)) {
                Files.copy(SampleFeeds.purl2cpe().resolve(folder).resolve(file), target.resolve(file));
            }
        }
        return dir;
    }

    @Test
    void findsTheDataUnderTheFeedsRootTheFeedFolderOrAsTheRootItself(@TempDir Path dir) throws IOException {
        Purl2CpeFeed feed = new Purl2CpeFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.purl2cpe().normalize());
        // --feeds may name the purl2cpe folder itself, which holds data/
        assertThat(feed.locate(SampleFeeds.root().resolve("purl2cpe"))).contains(SampleFeeds.purl2cpe().normalize());
        assertThat(feed.locate(SampleFeeds.purl2cpe())).contains(SampleFeeds.purl2cpe().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.path()).isEqualTo("purl2cpe/data");
        // a purl2cpe folder that holds the vendors directly, without data/
        copyOf(dir.resolve("purl2cpe"), "lodash/lodash");
        assertThat(feed.locate(dir)).contains(dir.resolve("purl2cpe"));
    }

    @Test
    void reportsOneMappingForEveryPurlOfEverySampleFolder() throws IOException {
        long purls = 0;
        long folders = 0;
        try (Stream<Path> files = Files.walk(SampleFeeds.purl2cpe())) {
            for (Path file : files.filter(f -> f.getFileName().toString().equals("purls.yml")).toList()) {
                purls += entries(file).size();
                folders++;
            }
        }
        assertThat(folders).isEqualTo(200);
        assertThat(purls).isEqualTo(739);
        assertThat(result.records()).isEqualTo(purls);
        assertThat(collected.cpes()).hasSize((int) purls);
        assertThat(result.skipped()).isEmpty();
        assertThat(result.feedDate()).isNull();
        assertThat(result.version()).isNull();
    }

    @Test
    void eachPurlGetsEveryCpeOfItsFolderAsWrittenAndInFileOrder() throws IOException {
        List<String> log4jCpes = entries(SampleFeeds.purl2cpe().resolve("apache/log4j/cpes.yml"));
        assertThat(mappingsOf(collected, "pkg:maven/org.apache.logging.log4j/log4j")).singleElement()
                .satisfies(mapping -> assertThat(mapping.cpes()).containsExactlyElementsOf(log4jCpes));
        // the version-free name comes first, then version-specific names, an update field kept as written
        assertThat(log4jCpes).startsWith("cpe:2.3:a:apache:log4j:*:*:*:*:*:*:*:*")
                .contains("cpe:2.3:a:apache:log4j:1.2:-:*:*:*:*:*:*");
        // commons-text lists only version-specific names (102 of the 200 folders have no name with a '*' version)
        assertThat(mappingsOf(collected, "pkg:maven/org.apache.commons/commons-text")).singleElement().satisfies(mapping -> {
            assertThat(mapping.cpes()).hasSize(29).first().isEqualTo("cpe:2.3:a:apache:commons_text:1.0:-:*:*:*:*:*:*");
            assertThat(mapping.cpes()).contains("cpe:2.3:a:apache:commons_text:1.0:beta1-rc1:*:*:*:*:*:*")
                    .noneMatch(cpe -> cpe.split(":")[5].equals("*"));
        });
        // lodash lists its versions for node.js, and the version-free name last
        assertThat(mappingsOf(collected, "pkg:npm/lodash")).singleElement().satisfies(mapping -> {
            assertThat(mapping.cpes()).first().isEqualTo("cpe:2.3:a:lodash:lodash:0.10.0:*:*:*:*:node.js:*:*");
            assertThat(mapping.cpes()).last().isEqualTo("cpe:2.3:a:lodash:lodash:*:*:*:*:*:node.js:*:*");
        });
    }

    @Test
    void aPurlListedInSeveralFoldersIsReportedOncePerFolder() {
        // curl/curl, curl/libcurl, haxx/curl and haxx/libcurl all list the curl repository
        assertThat(mappingsOf(collected, "pkg:github/curl/curl")).hasSize(4)
                .extracting(mapping -> mapping.cpes().get(0).split(":")[3] + ":" + mapping.cpes().get(0).split(":")[4])
                .containsExactly("curl:curl", "curl:libcurl", "haxx:curl", "haxx:libcurl");
    }

    @Test
    void purlsKeepTheFeedsSpellingAndFoldersComeInPathOrder() {
        assertThat(collected.cpes()).extracting(CpeMapping::purl).contains("pkg:nuget/Moment.js", "pkg:nuget/jQuery");
        assertThat(collected.cpes().get(0).purl()).isEqualTo("pkg:apache/activemq");
        assertThat(collected.cpes().get(collected.cpes().size() - 1).cpes().get(0)).startsWith("cpe:2.3:a:zlib:zlib:");
    }

    @Test
    void aVersionQualifiersAndSubpathAreCutFromAPurl(@TempDir Path dir) throws Exception {
        copyOf(dir, "lodash/lodash");
        Files.writeString(dir.resolve("lodash/lodash/purls.yml"),
                "purls:\n  - pkg:npm/lodash@4.17.21\n  - pkg:github/lodash/lodash?vcs_url=x#src\n");
        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.cpes()).extracting(CpeMapping::purl).containsExactly("pkg:npm/lodash", "pkg:github/lodash/lodash");
        assertThat(partial.skipped()).isEmpty();
    }

    @Test
    void aFolderWithoutCpesSkipsEachOfItsPurls(@TempDir Path dir) throws Exception {
        copyOf(dir, "lodash/lodash", "expressjs/express");
        Files.delete(dir.resolve("expressjs/express/cpes.yml"));
        List<String> expressPurls = entries(SampleFeeds.purl2cpe().resolve("expressjs/express/purls.yml"));
        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(partial.records()).isEqualTo(entries(dir.resolve("lodash/lodash/purls.yml")).size());
        assertThat(partial.skipped()).extracting(SkippedRecord::id).containsExactlyElementsOf(expressPurls);
        assertThat(partial.skipped()).allSatisfy(skip -> {
            assertThat(skip.file()).isEqualTo(dir.resolve("expressjs/express/purls.yml").toString());
            assertThat(skip.reason()).isEqualTo("no cpes.yml beside purls.yml");
        });
    }

    @Test
    void cpesWithoutPurlsAreListedOnce(@TempDir Path dir) throws Exception {
        copyOf(dir, "lodash/lodash", "expressjs/express");
        Files.delete(dir.resolve("expressjs/express/purls.yml"));
        FeedResult partial = loadInto(dir, new CollectedVulnerabilities());
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("expressjs/express");
            assertThat(skip.reason()).contains("without purls.yml");
        });
    }

    @Test
    void invalidPurlsCpesAndNonStringEntriesAreSkippedOneByOne(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("acme/widget"));
        Files.writeString(folder.resolve("purls.yml"), """
                purls:
                  - pkg:npm/widget
                  - pkg:npm/@scope/unencoded
                  - not a purl
                  - 42
                  - pkg:npm/widget@1.0.0
                """);
        Files.writeString(folder.resolve("cpes.yml"), """
                cpes:
                  - cpe:2.3:a:acme:widget:*:*:*:*:*:*:*:*
                  - cpe:/a:acme:widget:1.0
                  - cpe:2.3:a:acme:widget:1.0
                  - cpe:2.3:a:acme:widget:1.0:*:*:*:*:node.js:*:*
                  - cpe:2.3:a:acme:widget:*:*:*:*:*:*:*:*
                  - {name: cpe}
                """);
        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.cpes()).singleElement().isEqualTo(new CpeMapping("pkg:npm/widget",
                List.of("cpe:2.3:a:acme:widget:*:*:*:*:*:*:*:*", "cpe:2.3:a:acme:widget:1.0:*:*:*:*:node.js:*:*")));
        assertThat(partial.records()).isEqualTo(1);
        assertThat(partial.skipped()).extracting(SkippedRecord::id, SkippedRecord::reason).containsExactly(
                org.assertj.core.groups.Tuple.tuple("pkg:npm/@scope/unencoded", partial.skipped().get(0).reason()),
                org.assertj.core.groups.Tuple.tuple("not a purl", partial.skipped().get(1).reason()),
                org.assertj.core.groups.Tuple.tuple("42", "entry is not a string"),
                org.assertj.core.groups.Tuple.tuple("pkg:npm/widget@1.0.0", "repeats pkg:npm/widget of the same file"),
                org.assertj.core.groups.Tuple.tuple("cpe:/a:acme:widget:1.0", "not a CPE 2.3 formatted string"),
                org.assertj.core.groups.Tuple.tuple("cpe:2.3:a:acme:widget:1.0", "not a CPE 2.3 formatted string"),
                org.assertj.core.groups.Tuple.tuple("cpe:2.3:a:acme:widget:*:*:*:*:*:*:*:*", "repeated in the same file"),
                org.assertj.core.groups.Tuple.tuple("{\"name\":\"cpe\"}", "entry is not a string"));
        assertThat(partial.skipped().subList(0, 2)).allSatisfy(skip -> assertThat(skip.reason()).startsWith("invalid purl"));
    }

    @Test
    void aFolderWhoseCpesAreAllUnusableSkipsItsPurls(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("acme/widget"));
        Files.writeString(folder.resolve("purls.yml"), "purls:\n  - pkg:npm/widget\n");
        Files.writeString(folder.resolve("cpes.yml"), "cpes: []\n");
        FeedResult partial = loadInto(dir, new CollectedVulnerabilities());
        assertThat(partial.records()).isZero();
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("pkg:npm/widget");
            assertThat(skip.reason()).isEqualTo("cpes.yml lists no usable CPE 2.3 name");
        });
    }

    @Test
    void escapedCpeValuesAreCpe23Names() {
        assertThat(Cpe23Names.isFormattedString("cpe:2.3:a:nodejs:node.js:*:*:*:*:-:windows:*:*")).isTrue();
        assertThat(Cpe23Names.isFormattedString("cpe:2.3:a:hp:insight_diagnostics:7.4.0.1570:-:*:*:online:win2003:x64:*")).isTrue();
        assertThat(Cpe23Names.isFormattedString("cpe:2.3:a:foo\\\\bar:big\\$money_manager_2010:*:*:*:*:special:ipod_touch:80gb:*")).isTrue();
        assertThat(Cpe23Names.isFormattedString("cpe:2.3:a:acme:wid get:1.0:*:*:*:*:*:*:*")).isFalse();
        assertThat(Cpe23Names.isFormattedString("cpe:2.3:x:acme:widget:1.0:*:*:*:*:*:*:*")).isFalse();
    }

    @Test
    void aFileThatIsNotYamlOrHasNoListFailsTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        copyOf(dir, "lodash/lodash");
        Path cpes = dir.resolve("lodash/lodash/cpes.yml");
        Files.writeString(cpes, "cpes:\n  - cpe:2.3:a:lodash:lodash:*:*:*:*:*:*:*:*\n - [unclosed\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(cpes.toString())
                .hasMessageContaining("not valid YAML")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(cpes));

        Path purls = dir.resolve("lodash/lodash/purls.yml");
        Files.writeString(purls, "packages:\n  - pkg:npm/lodash\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(purls.toString())
                .hasMessageContaining("no \"purls\" key");

        Files.writeString(purls, "purls: pkg:npm/lodash\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .hasMessageContaining("\"purls\" is not a list");
    }
}
