package io.cis.loader.feeds.catalog;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.cryptography.StatedAlgorithm;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.geoprovenance.ComponentLocationFacts;
import io.cis.engine.geoprovenance.DeclaredLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogJsonlFeedTest {

    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleCatalog() throws FeedException {
        facts = new CollectedFacts();
        CatalogJsonlFeed feed = new CatalogJsonlFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), new BuildSink(new SnapshotTables(), facts, new CollectedVulnerabilities()));
    }

    private static FeedResult loadInto(Path dir, CollectedFacts into) throws FeedException {
        return new CatalogJsonlFeed().load(dir, dir, new BuildSink(new SnapshotTables(), into, new CollectedVulnerabilities()));
    }

    /** Counted without the feed: the lines that are neither blank nor a comment. */
    private static long dataLines(List<String> lines) {
        return lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).count();
    }

    private static List<String> sampleLines() throws IOException {
        return Files.readAllLines(SampleFeeds.scanossCatalog());
    }

    private static ComponentFacts component(CollectedFacts from, String purl) {
        return from.components().stream().filter(c -> c.purl().equals(purl)).findFirst()
                .orElseThrow(() -> new AssertionError("no component facts for " + purl));
    }

    private static VersionFacts version(CollectedFacts from, String purl, String version) {
        return from.versions().stream().filter(v -> v.purl().equals(purl) && v.version().equals(version)).findFirst()
                .orElseThrow(() -> new AssertionError("no version facts for " + purl + "@" + version));
    }

    @Test
    void findsTheCatalogFolderUnderTheFeedsRootOrAsTheRootItself() {
        CatalogJsonlFeed feed = new CatalogJsonlFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.catalog().normalize());
        assertThat(feed.locate(SampleFeeds.catalog())).contains(SampleFeeds.catalog().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.path()).isEqualTo("catalog");
    }

    @Test
    void everyDataLineOfTheDerivedCatalogIsReported() throws IOException {
        List<String> lines = sampleLines();
        long components = lines.stream().filter(l -> l.contains("\"kind\": \"component\"")).count();
        long versions = lines.stream().filter(l -> l.contains("\"kind\": \"version\"")).count();
        List<String> algorithmLines = Files.readAllLines(SampleFeeds.scanossCryptography());
        List<String> locationLines = Files.readAllLines(SampleFeeds.scanossGeoProvenance());
        long algorithms = dataLines(algorithmLines);
        long located = dataLines(locationLines);
        assertThat(result.skipped()).isEmpty();
        assertThat(dataLines(lines)).isEqualTo(components + versions);
        assertThat(result.records()).isEqualTo(dataLines(lines) + algorithms + located);
        // an algorithms line also makes its version known, a locations line its component
        assertThat(facts.components()).hasSize((int) (components + located));
        assertThat(facts.versions()).hasSize((int) (versions + algorithms));
        assertThat(components).isEqualTo(103);
        assertThat(versions).isEqualTo(2985);
        assertThat(algorithms).isEqualTo(4);
        assertThat(located).isEqualTo(3);
    }

    /**
     * Fixture row: projects (mine 2 = npm) 'react': first_indexed_date 2011-10-26, last_indexed_date 2022-01-11,
     * status active, source_purl_name facebook/react on mine 5 (github).
     */
    @Test
    void reactHasTheStatusAndDatesOfItsProjectsRow() {
        ComponentFacts react = component(facts, "pkg:npm/react");
        assertThat(react.name()).isEqualTo("react");
        assertThat(react.status()).isEqualTo("active");
        assertThat(react.firstIndexedDate()).isEqualTo("2011-10-26");
        assertThat(react.lastIndexedDate()).isEqualTo("2022-01-11");
        assertThat(react.sourcePurl()).isEqualTo("pkg:github/facebook/react");
        assertThat(react.url()).isNull();
    }

    /**
     * Fixture row: all_urls 'tablestyle' 0.0.10 (mine 1 = gem): date 2013-08-26, indexed_date 2013-08-26,
     * version_status active, version_status_change_date 2013-08-26, license MIT.
     */
    @Test
    void aVersionHasTheDatesAndStatusOfItsAllUrlsRow() {
        VersionFacts tablestyle = version(facts, "pkg:gem/tablestyle", "0.0.10");
        assertThat(tablestyle.releaseDate()).isEqualTo("2013-08-26");
        assertThat(tablestyle.indexedDate()).isEqualTo("2013-08-26");
        assertThat(tablestyle.status()).isEqualTo("active");
        assertThat(tablestyle.statusChangeDate()).isEqualTo("2013-08-26");
        assertThat(tablestyle.checkDate()).isEqualTo("2013-08-26");
        assertThat(tablestyle.licenseExpression()).isEqualTo("MIT");
        // the project row of tablestyle is the other one with a status
        assertThat(component(facts, "pkg:gem/tablestyle").firstIndexedDate()).isEqualTo("2013-07-05");
    }

    /** Fixture: 27 all_urls rows (wheels) of grpcio 1.10.0, dated 2018-03-01 (19), 2018-03-02 (4), 2018-03-13 (4). */
    @Test
    void aVersionWithManyFilesCarriesItsEarliestDate() {
        VersionFacts grpcio = version(facts, "pkg:pypi/grpcio", "1.10.0");
        assertThat(grpcio.releaseDate()).isEqualTo("2018-03-01");
        assertThat(grpcio.licenseExpression()).isEqualTo("Apache License 2.0");
        assertThat(facts.versions()).filteredOn(v -> v.purl().equals("pkg:pypi/grpcio") && v.version().equals("1.10.0")).hasSize(1);
    }

    @Test
    void aBadLineIsSkippedWithItsLineNumberAndTheRestLoads(@TempDir Path dir) throws Exception {
        List<String> lines = new ArrayList<>(sampleLines());
        int broken = 10; // 1-based line number of a version line (after the 4 comment lines)
        assertThat(lines.get(broken - 1)).contains("\"kind\": \"version\"");
        lines.set(broken - 1, lines.get(broken - 1).substring(0, 40));
        Files.write(dir.resolve("catalog.jsonl"), lines);

        CollectedFacts own = new CollectedFacts();
        FeedResult partial = loadInto(dir, own);
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(dir.resolve("catalog.jsonl").toString());
            assertThat(skip.id()).isEqualTo("line 10");
            assertThat(skip.reason()).startsWith("not JSON");
        });
        assertThat(partial.records()).isEqualTo(dataLines(lines) - 1);
        assertThat(own.versions()).hasSize(2985 - 1);
    }

    @Test
    void onlyRealDaysWrittenYyyyMmDdAreDates(@TempDir Path dir) throws Exception {
        List<String> dates = List.of("2020-02-29", "2019-02-29", "2018-13-01", "2018-04-00", "2018-04-31", "0000-01-01",
                "2018/04/09", "2018-4-09", "20180-4-09", "\uFF12018-04-09", "2018-04-09 ", "9999-12-31");
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < dates.size(); i++) {
            lines.append("{\"purl\": \"pkg:npm/left-pad@1.").append(i).append(".0\", \"release_date\": \"")
                    .append(dates.get(i)).append("\"}\n");
        }
        Files.writeString(dir.resolve("dates.jsonl"), lines);
        CollectedFacts own = new CollectedFacts();
        FeedResult loaded = loadInto(dir, own);
        assertThat(own.versions()).extracting(VersionFacts::releaseDate)
                .containsExactly("2020-02-29", "0000-01-01", "9999-12-31");
        assertThat(loaded.skipped()).extracting(SkippedRecord::id)
                .containsExactly("line 2", "line 3", "line 4", "line 5", "line 7", "line 8", "line 9", "line 10", "line 11");
        assertThat(loaded.skipped()).allSatisfy(skip -> assertThat(skip.reason()).contains("is not a YYYY-MM-DD date"));
    }

    @Test
    void eachKindOfUnusableLineIsReportedWithItsReason(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("faults.jsonl"), String.join("\n",
                "# line 1: a comment",
                "{\"kind\": \"component\", \"purl\": \"pkg:npm/left-pad\", \"status\": \"active\"}",
                "{\"kind\": \"version\", \"name\": \"no purl here\"}",
                "{\"purl\": \"npm/left-pad@1.0.0\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"release_date\": \"2018-02-30\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"indexed_date\": \"18-04-09\"}",
                "{\"kind\": \"component\", \"purl\": \"pkg:npm/left-pad@1.3.0\"}",
                "{\"kind\": \"version\", \"purl\": \"pkg:npm/left-pad\"}",
                "{\"kind\": \"crypto\", \"purl\": \"pkg:npm/left-pad@1.3.0\", \"algorithms\": []}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"status\": 3}",
                "{\"purl\": \"pkg:npm/left-pad\", \"source_purl\": \"pkg:github/left-pad/left-pad@v1.3.0\"}",
                "[\"pkg:npm/left-pad@1.3.0\"]",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"purl\": \"pkg:npm/left-pad@1.2.0\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\"} {\"purl\": \"pkg:npm/left-pad@1.2.0\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"licenses\": \"WTFPL\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"release_date\": \"2018-04-09\", \"license\": \"WTFPL\"}"));
        CollectedFacts own = new CollectedFacts();
        FeedResult partial = loadInto(dir, own);
        assertThat(partial.skipped()).extracting(SkippedRecord::id).containsExactly(
                "line 3", "line 4", "line 5", "line 6", "line 7", "line 8", "line 9", "line 10", "line 11", "line 12",
                "line 13", "line 14", "line 15");
        assertThat(partial.skipped()).extracting(SkippedRecord::reason).satisfiesExactly(
                r -> assertThat(r).contains("no \"purl\""),
                r -> assertThat(r).contains("invalid \"purl\""),
                r -> assertThat(r).contains("release_date").contains("2018-02-30"),
                r -> assertThat(r).contains("indexed_date").contains("YYYY-MM-DD"),
                r -> assertThat(r).contains("component line").contains("must not have a version"),
                r -> assertThat(r).contains("version line").contains("@version"),
                r -> assertThat(r).contains("unknown kind \"crypto\"").contains("algorithms and locations lines"),
                r -> assertThat(r).contains("\"status\" must be a string"),
                r -> assertThat(r).contains("source_purl"),
                r -> assertThat(r).contains("not a JSON object"),
                r -> assertThat(r).contains("not JSON").containsIgnoringCase("duplicate"),
                r -> assertThat(r).contains("not JSON"),
                r -> assertThat(r).contains("\"licenses\" must be an array"));
        assertThat(partial.records()).isEqualTo(2);
        assertThat(own.components()).singleElement().satisfies(c -> {
            assertThat(c.purl()).isEqualTo("pkg:npm/left-pad");
            assertThat(c.status()).isEqualTo("active");
        });
        assertThat(own.versions()).singleElement().satisfies(v -> {
            assertThat(v.version()).isEqualTo("1.3.0");
            assertThat(v.releaseDate()).isEqualTo("2018-04-09");
            assertThat(v.licenseExpression()).isEqualTo("WTFPL");
        });
    }

    @Test
    void aStatusOutsideTheClosedLifecycleSetIsSkippedNamingTheSet(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("status.jsonl"), String.join("\n",
                "{\"purl\": \"pkg:npm/left-pad@1.3.0\", \"status\": \"Yanked\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.2.0\", \"status\": \"gone\"}",
                "{\"purl\": \"pkg:npm/left-pad\", \"status\": \"yanked\"}",
                "{\"purl\": \"pkg:npm/left-pad\", \"status\": \"abandoned\"}",
                "{\"purl\": \"pkg:npm/left-pad@1.1.0\", \"status\": \"abandoned\"}"));
        CollectedFacts own = new CollectedFacts();
        FeedResult loaded = loadInto(dir, own);
        assertThat(own.versions()).singleElement().satisfies(v -> assertThat(v.status()).isEqualTo("yanked"));
        assertThat(own.components()).singleElement().satisfies(c -> assertThat(c.status()).isEqualTo("abandoned"));
        assertThat(loaded.skipped()).extracting(SkippedRecord::id).containsExactly("line 2", "line 3", "line 5");
        assertThat(loaded.skipped().get(0).reason()).isEqualTo("\"status\" \"gone\" is not a version lifecycle status "
                + "(one of deleted, yanked, retracted, retired, unlisted, deprecated, active)");
        assertThat(loaded.skipped().get(1).reason()).contains("not a component lifecycle status")
                .contains("deleted, abandoned, deprecated, active");
    }

    @Test
    void withoutKindThePurlDecidesAndUnknownFieldsAreIgnored(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.jsonl"), "\uFEFF{\"purl\": \"pkg:pypi/requests\", \"url\": \"https://requests.readthedocs.io\", \"stars\": 50000}\r\n"
                + "\r\n"
                + "   # an indented comment\r\n"
                + "{\"purl\": \"pkg:pypi/requests@2.31.0?file_name=requests-2.31.0.tar.gz\", \"check_date\": \"2023-05-22\", "
                + "\"licenses\": [\"Apache-2.0\"], \"future_field\": {\"x\": 1}}\r\n");
        CollectedFacts own = new CollectedFacts();
        FeedResult loaded = loadInto(dir, own);
        assertThat(loaded.skipped()).isEmpty();
        assertThat(own.components()).containsExactly(
                new ComponentFacts("pkg:pypi/requests", null, "https://requests.readthedocs.io", null, null, null, null));
        assertThat(own.versions()).containsExactly(
                new VersionFacts("pkg:pypi/requests", "2.31.0", null, null, null, null, "2023-05-22", null, List.of("Apache-2.0")));
    }

    @Test
    void gzippedFilesReadLikePlainOnesAndFilesLoadInNameOrder(@TempDir Path dir) throws Exception {
        for (Path sample : List.of(SampleFeeds.scanossCatalog(), SampleFeeds.scanossCryptography(), SampleFeeds.scanossGeoProvenance())) {
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("b-" + sample.getFileName() + ".gz")))) {
                out.write(Files.readAllBytes(sample));
            }
        }
        Files.writeString(dir.resolve("a-extra.jsonl"), "{\"purl\": \"pkg:npm/left-pad\", \"status\": \"deleted\"}\n");
        Files.writeString(dir.resolve("notes.txt"), "not a catalog file\n");
        CollectedFacts own = new CollectedFacts();
        FeedResult loaded = loadInto(dir, own);
        assertThat(loaded.records()).isEqualTo(result.records() + 1);
        assertThat(own.components().get(0).purl()).isEqualTo("pkg:npm/left-pad");
        assertThat(own.components().subList(1, own.components().size())).isEqualTo(facts.components());
        assertThat(own.versions()).isEqualTo(facts.versions());
    }

    @Test
    void aBrokenGzipFailsTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        Path gz = dir.resolve("catalog.jsonl.gz");
        Files.write(gz, Files.readAllBytes(SampleFeeds.scanossCatalog()));
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(gz.toString())
                .hasMessageContaining("gzip");

        byte[] zipped;
        try (var bytes = new java.io.ByteArrayOutputStream(); OutputStream out = new GZIPOutputStream(bytes)) {
            out.write(Files.readAllBytes(SampleFeeds.scanossCatalog()));
            out.close();
            zipped = bytes.toByteArray();
        }
        Files.write(gz, Arrays.copyOf(zipped, zipped.length / 2));
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(gz.toString())
                .hasMessageContaining("gzip");
    }

    @Test
    void bytesThatAreNotUtf8FailTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.jsonl");
        Files.write(file, "{\"purl\": \"pkg:npm/caf\u00e9\"}\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("not UTF-8");
    }

    @Test
    void thousandsOfLinesAreReportedAndSkippedInFileOrder(@TempDir Path dir) throws Exception {
        StringBuilder lines = new StringBuilder();
        List<String> expectedSkips = new ArrayList<>();
        List<String> expectedVersions = new ArrayList<>();
        for (int i = 1; i <= 20_000; i++) {
            if (i % 997 == 0) {
                lines.append("{\"purl\": \"pkg:npm/left-pad@1.").append(i).append(".0\", \"release_date\": \"2018-02-30\"}\n");
                expectedSkips.add("line " + i);
            } else if (i % 101 == 0) {
                lines.append("# a comment\n");
            } else {
                lines.append("{\"purl\": \"pkg:npm/left-pad@1.").append(i).append(".0\"}\n");
                expectedVersions.add("1." + i + ".0");
            }
        }
        Files.writeString(dir.resolve("many.jsonl"), lines);
        CollectedFacts own = new CollectedFacts();
        FeedResult loaded = loadInto(dir, own);
        assertThat(loaded.skipped()).extracting(SkippedRecord::id).containsExactlyElementsOf(expectedSkips);
        assertThat(loaded.records()).isEqualTo(expectedVersions.size());
        assertThat(own.versions()).extracting(VersionFacts::version).containsExactlyElementsOf(expectedVersions);
    }

    @Test
    void bytesThatAreNotUtf8AfterThousandsOfLinesFailNamingHowManyLinesWereRead(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("late.jsonl");
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int i = 1; i <= 5_000; i++) {
                out.write(("{\"purl\": \"pkg:npm/left-pad@1." + i + ".0\"}\n").getBytes(StandardCharsets.UTF_8));
            }
            out.write("{\"purl\": \"pkg:npm/caf\u00e9@1.0.0\"}\n".getBytes(StandardCharsets.ISO_8859_1));
        }
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                // the decoder reads a buffer ahead, so the count is of the lines read before that buffer
                .hasMessageMatching(".*not UTF-8 text \\(after line [1-9][0-9]{0,3}\\)");
    }

    /** Loads a folder with every kind of fact collected. */
    private record Loaded(FeedResult result, CollectedFacts catalog, CollectedCryptography cryptography,
                          CollectedLocations locations) {
    }

    private static Loaded loadAll(Path dir) throws FeedException {
        CollectedFacts catalog = new CollectedFacts();
        CollectedCryptography cryptography = new CollectedCryptography();
        CollectedLocations locations = new CollectedLocations();
        FeedResult loaded = new CatalogJsonlFeed().load(dir, dir, new BuildSink(new SnapshotTables(), catalog,
                new CollectedVulnerabilities(), cryptography, locations));
        return new Loaded(loaded, catalog, cryptography, locations);
    }

    /** The sample file's line for that purl, read as JSON by the test, and its 1-based line number. */
    private static JsonNode sampleLine(Path file, String purl) throws IOException {
        for (String line : Files.readAllLines(file)) {
            if (!line.startsWith("#") && new ObjectMapper().readTree(line).get("purl").asText().equals(purl)) {
                return new ObjectMapper().readTree(line);
            }
        }
        throw new AssertionError(purl + " is not in " + file);
    }

    @Test
    void anAlgorithmsLineReportsWhatItStatesAndMakesItsVersionKnown(@TempDir Path dir) throws Exception {
        Files.copy(SampleFeeds.scanossCryptography(), dir.resolve("crypto.jsonl"));
        Loaded loaded = loadAll(dir);
        assertThat(loaded.result().skipped()).isEmpty();
        JsonNode line = sampleLine(SampleFeeds.scanossCryptography(), "pkg:gem/tablestyle@0.0.10");
        List<StatedAlgorithm> expected = new ArrayList<>();
        line.get("algorithms").forEach(a -> expected.add(new StatedAlgorithm(a.get("algorithm").asText(), a.get("strength").asText())));
        VersionAlgorithms reported = loaded.cryptography().versions().stream()
                .filter(v -> v.purl().equals("pkg:gem/tablestyle") && v.version().equals("0.0.10")).findFirst().orElseThrow();
        assertThat(reported.algorithms()).isEqualTo(expected).isNotEmpty();
        assertThat(reported.source()).startsWith(dir.resolve("crypto.jsonl").toString()).contains(" line ");
        assertThat(loaded.cryptography().versions()).hasSize((int) dataLines(Files.readAllLines(SampleFeeds.scanossCryptography())));
        // the version is reported to the catalog too, with no other facts
        assertThat(loaded.catalog().versions()).contains(
                new VersionFacts("pkg:gem/tablestyle", "0.0.10", null, null, null, null, null, null, List.of()));
    }

    @Test
    void aLocationsLineReportsItsDeclaredLocationsAndMakesItsComponentKnown(@TempDir Path dir) throws Exception {
        Files.copy(SampleFeeds.scanossGeoProvenance(), dir.resolve("geo.jsonl"));
        Loaded loaded = loadAll(dir);
        assertThat(loaded.result().skipped()).isEmpty();
        JsonNode line = sampleLine(SampleFeeds.scanossGeoProvenance(), "pkg:github/torvalds/uemacs");
        List<DeclaredLocation> expected = new ArrayList<>();
        line.get("locations").forEach(l -> expected.add(new DeclaredLocation(l.get("type").asText(), l.get("location").asText())));
        ComponentLocationFacts uemacs = loaded.locations().facts().stream()
                .filter(f -> f.purl().equals("pkg:github/torvalds/uemacs")).findFirst().orElseThrow();
        assertThat(uemacs.locations()).isEqualTo(expected).extracting(DeclaredLocation::type).contains("owner", "contributor");
        assertThat(loaded.catalog().components()).contains(
                new ComponentFacts("pkg:github/torvalds/uemacs", null, null, null, null, null, null));
        // a component whose contributors declare nothing still has its (empty) line
        assertThat(loaded.locations().facts()).filteredOn(f -> f.purl().equals("pkg:github/scanoss/minr"))
                .singleElement().satisfies(f -> assertThat(f.locations()).isEmpty());
    }

    @Test
    void unusableAlgorithmsAndLocationsLinesAreSkippedWithTheirReason(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("faults.jsonl"), String.join("\n",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle\", \"algorithms\": []}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.4\"}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.4\", \"algorithms\": \"md5\"}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.4\", \"algorithms\": [\"md5\"]}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.4\", \"algorithms\": [{\"strength\": \"128\"}]}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.4\", \"algorithms\": [{\"algorithm\": \"md5\", \"strength\": 128}]}",
                "{\"kind\": \"locations\", \"purl\": \"pkg:github/torvalds/uemacs@v4.0\", \"locations\": []}",
                "{\"kind\": \"locations\", \"purl\": \"pkg:github/torvalds/uemacs\", \"locations\": [{\"type\": \"owner\"}]}",
                "{\"kind\": \"locations\", \"purl\": \"pkg:github/torvalds/uemacs\"}",
                "{\"kind\": \"algorithms\", \"purl\": \"pkg:gem/tablestyle@0.0.5\", \"algorithms\": [{\"algorithm\": \"MD5\"}]}",
                "{\"kind\": \"locations\", \"purl\": \"pkg:github/torvalds/uemacs\", \"locations\": [{\"type\": \"owner\", \"location\": \"Portland, OR\"}]}"));
        Loaded loaded = loadAll(dir);
        assertThat(loaded.result().skipped()).extracting(SkippedRecord::id).containsExactly(
                "line 1", "line 2", "line 3", "line 4", "line 5", "line 6", "line 7", "line 8", "line 9");
        assertThat(loaded.result().skipped()).extracting(SkippedRecord::reason).satisfiesExactly(
                r -> assertThat(r).contains("algorithms line").contains("@version"),
                r -> assertThat(r).contains("\"algorithms\"").contains("required"),
                r -> assertThat(r).contains("\"algorithms\" must be an array of objects"),
                r -> assertThat(r).contains("\"algorithms\" must be an array of objects"),
                r -> assertThat(r).contains("\"algorithms\"[0] has no \"algorithm\""),
                r -> assertThat(r).contains("\"strength\" must be a string"),
                r -> assertThat(r).contains("locations line").contains("must not have a version"),
                r -> assertThat(r).contains("\"locations\"[0] needs a \"type\" and a \"location\""),
                r -> assertThat(r).contains("\"locations\"").contains("required"));
        assertThat(loaded.result().records()).isEqualTo(2);
        assertThat(loaded.cryptography().versions()).singleElement()
                .satisfies(v -> assertThat(v.algorithms()).containsExactly(new StatedAlgorithm("MD5", null)));
        assertThat(loaded.locations().facts()).singleElement()
                .satisfies(f -> assertThat(f.locations()).containsExactly(new DeclaredLocation("owner", "Portland, OR")));
    }
}
