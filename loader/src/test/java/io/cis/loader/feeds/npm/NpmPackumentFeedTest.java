package io.cis.loader.feeds.npm;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.packageurl.PackageURL;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The npm feed against the real sample documents. Expected values are read from the documents by the test itself
 * (plain Jackson tree walks), not computed by the feed.
 */
class NpmPackumentFeedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSamples() throws FeedException {
        facts = new CollectedFacts();
        NpmPackumentFeed feed = new NpmPackumentFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sink(facts));
    }

    private static BuildSink sink(CollectedFacts into) {
        return new BuildSink(new SnapshotTables(), into, new CollectedVulnerabilities());
    }

    private static JsonNode sample(String file) throws IOException {
        return JSON.readTree(SampleFeeds.npm().resolve(file).toFile());
    }

    private static List<VersionFacts> versions(CollectedFacts from, String purl) {
        return from.versions().stream().filter(v -> v.purl().equals(purl)).toList();
    }

    private static VersionFacts version(String purl, String version) {
        return versions(facts, purl).stream().filter(v -> v.version().equals(version)).findFirst().orElseThrow();
    }

    private static ComponentFacts component(CollectedFacts from, String purl) {
        List<ComponentFacts> found = from.components().stream().filter(c -> c.purl().equals(purl)).toList();
        assertThat(found).as("components reported for " + purl).hasSize(1);
        return found.get(0);
    }

    private static Set<String> keys(JsonNode object) {
        Set<String> keys = new TreeSet<>();
        object.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    @Test
    void findsTheFolderUnderTheFeedsRootOrAsTheRootItself(@TempDir Path empty) {
        NpmPackumentFeed feed = new NpmPackumentFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.npm().normalize());
        assertThat(feed.locate(SampleFeeds.npm())).contains(SampleFeeds.npm().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).as("SPDX JSON is not a package document").isEmpty();
        assertThat(feed.locate(empty)).isEmpty();
    }

    @Test
    void reportsOneComponentPerPackageWithItsPurl() {
        assertThat(facts.components()).extracting(ComponentFacts::purl).containsExactlyInAnyOrder(
                "pkg:npm/express", "pkg:npm/lodash", "pkg:npm/react", "pkg:npm/react-router", "pkg:npm/request");
        assertThat(facts.components()).allSatisfy(c -> assertThat(c.purl()).isEqualTo("pkg:npm/" + c.name()));
    }

    @Test
    void expressReportsEveryEntryOfItsVersionsObjectAsServed() throws IOException {
        Set<String> inFile = keys(sample("express.json").path("versions"));
        assertThat(inFile).hasSize(252);
        List<VersionFacts> served = versions(facts, "pkg:npm/express").stream()
                .filter(v -> !"deleted".equals(v.status())).toList();
        assertThat(served).extracting(VersionFacts::version).containsExactlyInAnyOrderElementsOf(inFile);
    }

    @Test
    void versionsOnlyTheTimeObjectStillListsAreReportedDeleted() throws IOException {
        for (String file : List.of("express.json", "react-router.json", "react.json")) {
            JsonNode document = sample(file);
            Set<String> onlyInTime = keys(document.path("time"));
            onlyInTime.removeAll(Set.of("created", "modified"));
            onlyInTime.removeAll(keys(document.path("versions")));
            String purl = "pkg:npm/" + document.path("name").asText();
            assertThat(versions(facts, purl).stream().filter(v -> "deleted".equals(v.status())))
                    .as(file).extracting(VersionFacts::version).containsExactlyInAnyOrderElementsOf(onlyInTime);
        }
        // the real documents: express's non-semver 1.x–3.x pre-releases, two react-router versions, none of react's
        assertThat(version("pkg:npm/express", "3.0.0rc1").status()).isEqualTo("deleted");
        assertThat(version("pkg:npm/express", "3.0.0rc1").releaseDate()).isEqualTo("2012-07-24");
        assertThat(version("pkg:npm/react-router", "2.0.9-rc4").status()).isEqualTo("deleted");
        assertThat(version("pkg:npm/react-router", "2.0.9-rc4").licenseExpression()).isNull();
    }

    @Test
    void releaseDateIsTheDayOfTheVersionsTimeEntry() throws IOException {
        JsonNode time = sample("express.json").path("time");
        assertThat(version("pkg:npm/express", "4.15.3").releaseDate())
                .isEqualTo(time.path("4.15.3").asText().substring(0, 10))
                .isEqualTo("2017-05-17");
        for (VersionFacts v : versions(facts, "pkg:npm/express")) {
            assertThat(v.releaseDate()).as(v.version()).isEqualTo(time.path(v.version()).asText().substring(0, 10));
        }
    }

    @Test
    void expressLinksToItsGitHubRepositoryAndHomePage() {
        ComponentFacts express = component(facts, "pkg:npm/express");
        assertThat(express.name()).isEqualTo("express");
        assertThat(express.sourcePurl()).isEqualTo("pkg:github/expressjs/express");
        assertThat(express.url()).isEqualTo("http://expressjs.com/");
        assertThat(express.status()).as("served, and not every version deprecated").isEqualTo("active");
        assertThat(express.firstIndexedDate()).isNull();
    }

    @Test
    void withoutAHomePageTheRepositoryPageIsTheUrl() throws IOException {
        assertThat(sample("request.json").has("homepage")).isFalse();
        assertThat(sample("request.json").path("repository").path("url").asText())
                .isEqualTo("http://github.com/mikeal/request.git");
        ComponentFacts request = component(facts, "pkg:npm/request");
        assertThat(request.url()).isEqualTo("https://github.com/mikeal/request");
        assertThat(request.sourcePurl()).isEqualTo("pkg:github/mikeal/request");
    }

    @Test
    void sourcePurlsAreLowerCaseGitHubPurls() {
        assertThat(component(facts, "pkg:npm/react").sourcePurl()).isEqualTo("pkg:github/facebook/react");
        assertThat(component(facts, "pkg:npm/react-router").sourcePurl()).isEqualTo("pkg:github/reacttraining/react-router");
        assertThat(component(facts, "pkg:npm/lodash").sourcePurl()).isEqualTo("pkg:github/lodash/lodash");
    }

    @Test
    void versionsWithADeprecationMessageAreDeprecatedAndTheOtherServedOnesActiveAsOfTheDocument() throws IOException {
        for (String name : List.of("react", "react-router")) {
            JsonNode versions = sample(name + ".json").path("versions");
            for (VersionFacts v : versions(facts, "pkg:npm/" + name)) {
                boolean deprecated = versions.path(v.version()).path("deprecated").asText("").length() > 0;
                if (deprecated) {
                    assertThat(v.status()).as(name + "@" + v.version()).isEqualTo("deprecated");
                } else if (versions.has(v.version())) {
                    assertThat(v.status()).as(name + "@" + v.version()).isEqualTo("active");
                }
                assertThat(v.checkDate()).isEqualTo(sample(name + ".json").path("time").path("modified").asText()
                        .substring(0, 10));
            }
        }
        assertThat(version("pkg:npm/react", "0.7.1").status()).isEqualTo("deprecated");
        assertThat(version("pkg:npm/react-router", "2.0.0-rc2").status()).isEqualTo("deprecated");
        assertThat(version("pkg:npm/react", "15.4.2").status()).isEqualTo("active");
        assertThat(component(facts, "pkg:npm/react").status()).as("one deprecated version does not deprecate react")
                .isEqualTo("active");
    }

    @Test
    void aPackageDeprecatedAsAWholeIsDeprecatedAndAnUnpublishedOneDeleted(@TempDir Path dir) throws Exception {
        // request.json as the registry serves it since its maintainers deprecated the package: a message on every version
        ObjectNode request = (ObjectNode) sample("request.json");
        request.path("versions").forEach(version -> ((ObjectNode) version)
                .put("deprecated", "request has been deprecated, see https://github.com/request/request/issues/3142"));
        JSON.writeValue(dir.resolve("request.json").toFile(), request);
        // and a package unpublished as a whole: no versions left, time.unpublished says when and which
        ObjectNode gone = (ObjectNode) sample("react-router.json");
        List<String> published = new ArrayList<>();
        gone.path("versions").fieldNames().forEachRemaining(published::add);
        gone.remove("versions");
        ObjectNode unpublished = ((ObjectNode) gone.path("time")).putObject("unpublished");
        unpublished.put("time", "2017-05-01T00:00:00.000Z");
        unpublished.putArray("versions");
        JSON.writeValue(dir.resolve("react-router.json").toFile(), gone);

        CollectedFacts own = new CollectedFacts();
        new NpmPackumentFeed().load(dir, dir, sink(own));

        assertThat(component(own, "pkg:npm/request").status()).isEqualTo("deprecated");
        assertThat(versions(own, "pkg:npm/request")).allSatisfy(v -> assertThat(v.status()).isEqualTo("deprecated"));
        assertThat(component(own, "pkg:npm/react-router").status()).isEqualTo("deleted");
        assertThat(versions(own, "pkg:npm/react-router")).extracting(VersionFacts::version).containsAll(published);
        assertThat(versions(own, "pkg:npm/react-router")).allSatisfy(v -> assertThat(v.status()).isEqualTo("deleted"));
    }

    @Test
    void aFreeTextLicenseIsReportedAsGiven() throws IOException {
        JsonNode versions = sample("react-router.json").path("versions");
        List<String> apacheV2 = new ArrayList<>();
        versions.fields().forEachRemaining(e -> {
            if (e.getValue().path("license").asText("").equals("Apache v2")) {
                apacheV2.add(e.getKey());
            }
        });
        assertThat(apacheV2).isNotEmpty();
        for (String v : apacheV2) {
            VersionFacts reported = version("pkg:npm/react-router", v);
            assertThat(reported.licenseExpression()).as(v).isEqualTo("Apache v2");
            assertThat(reported.licenses()).as(v).isEmpty();
        }
        assertThat(version("pkg:npm/react-router", "4.0.0").licenseExpression()).isEqualTo("MIT");
    }

    @Test
    void theLegacyLicensesArrayIsReportedAsListedNames() throws IOException {
        JsonNode legacy = sample("react.json").path("versions").path("0.7.1").path("licenses");
        assertThat(legacy.isArray()).isTrue();
        VersionFacts old = version("pkg:npm/react", "0.7.1");
        assertThat(old.licenses()).containsExactly(legacy.get(0).path("type").asText()).containsExactly("MIT");
        assertThat(old.licenseExpression()).isEqualTo("MIT");
        assertThat(version("pkg:npm/react", "15.4.2").licenseExpression()).isEqualTo("BSD-3-Clause");
        assertThat(version("pkg:npm/request", "2.27.0").licenseExpression()).as("request 2.27.0 declares none").isNull();
    }

    @Test
    void lodashIsReportedOnceFromItsPlainJsonAlthoughTheGzipIsThere() throws IOException {
        assertThat(SampleFeeds.npm().resolve("lodash.gz")).exists();
        assertThat(facts.components()).filteredOn(c -> c.purl().equals("pkg:npm/lodash")).hasSize(1);
        assertThat(versions(facts, "pkg:npm/lodash")).hasSize(keys(sample("lodash.json").path("versions")).size());
    }

    @Test
    void theGzipFormGivesTheSameFactsAsThePlainForm(@TempDir Path dir) throws Exception {
        Path gz = Files.createDirectories(dir.resolve("gz"));
        Path plain = Files.createDirectories(dir.resolve("plain"));
        Files.copy(SampleFeeds.npm().resolve("lodash.gz"), gz.resolve("lodash.gz"));
        Files.copy(SampleFeeds.npm().resolve("lodash.json"), plain.resolve("lodash.json"));
        CollectedFacts fromGz = new CollectedFacts();
        CollectedFacts fromPlain = new CollectedFacts();
        FeedResult gzResult = new NpmPackumentFeed().load(gz, gz, sink(fromGz));
        new NpmPackumentFeed().load(plain, plain, sink(fromPlain));
        assertThat(fromGz.components()).isEqualTo(fromPlain.components()).hasSize(1);
        assertThat(fromGz.versions()).isEqualTo(fromPlain.versions()).hasSize(100);
        assertThat(gzResult.feedDate()).isEqualTo("2017-06-14");
    }

    @Test
    void resultNamesTheFolderCountsEveryFactAndDatesTheFeedByTheLatestModification() throws IOException {
        Instant latest = null;
        try (Stream<Path> files = Files.list(SampleFeeds.npm())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                JsonNode modified = JSON.readTree(file.toFile()).path("time").path("modified");
                if (modified.isTextual() && (latest == null || Instant.parse(modified.asText()).isAfter(latest))) {
                    latest = Instant.parse(modified.asText());
                }
            }
        }
        assertThat(result.name()).isEqualTo("npm");
        assertThat(result.path()).isEqualTo("npm-packuments");
        assertThat(result.feedDate()).isEqualTo(latest.toString().substring(0, 10)).isEqualTo("2017-06-15");
        assertThat(result.version()).isNull();
        assertThat(result.skipped()).isEmpty();
        assertThat(result.records()).isEqualTo(facts.components().size() + facts.versions().size());
    }

    @Test
    void aTruncatedDocumentFailsNamingTheFile(@TempDir Path dir) throws Exception {
        byte[] express = Files.readAllBytes(SampleFeeds.npm().resolve("express.json"));
        Files.write(dir.resolve("express.json"), Arrays.copyOf(express, express.length / 2));
        assertThatThrownBy(() -> new NpmPackumentFeed().load(dir, dir, sink(new CollectedFacts())))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(dir.resolve("express.json").toString())
                .hasMessageContaining("not valid JSON");
    }

    @Test
    void aBrokenGzipFailsNamingTheFile(@TempDir Path dir) throws Exception {
        byte[] lodash = Files.readAllBytes(SampleFeeds.npm().resolve("lodash.gz"));
        Files.write(dir.resolve("lodash.gz"), Arrays.copyOf(lodash, lodash.length / 2));
        Files.write(dir.resolve("plain.gz"), "{\"name\": \"not compressed\"}".getBytes());
        assertThatThrownBy(() -> new NpmPackumentFeed().load(dir, dir, sink(new CollectedFacts())))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(dir.resolve("lodash.gz").toString());
        Files.delete(dir.resolve("lodash.gz"));
        assertThatThrownBy(() -> new NpmPackumentFeed().load(dir, dir, sink(new CollectedFacts())))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(dir.resolve("plain.gz").toString())
                .hasMessageContaining("not valid gzip");
    }

    @Test
    void aDocumentWithoutNameIsSkippedAndCountedWhileTheOthersAreReported(@TempDir Path dir) throws Exception {
        ObjectNode react = (ObjectNode) sample("react.json");
        react.remove("name");
        JSON.writeValue(dir.resolve("react.json").toFile(), react);
        Files.copy(SampleFeeds.npm().resolve("request.json"), dir.resolve("request.json"));
        CollectedFacts own = new CollectedFacts();
        FeedResult partial = new NpmPackumentFeed().load(dir, dir, sink(own));
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("react.json");
            assertThat(skip.id()).isEqualTo("react");
            assertThat(skip.reason()).contains("without \"name\"");
        });
        assertThat(own.components()).extracting(ComponentFacts::purl).containsExactly("pkg:npm/request");
        assertThat(own.versions()).allSatisfy(v -> assertThat(v.purl()).isEqualTo("pkg:npm/request"));
    }

    @Test
    void aVersionEntryThatIsNotAnObjectIsSkippedAndCounted(@TempDir Path dir) throws Exception {
        ObjectNode request = (ObjectNode) sample("request.json");
        int versionsInFile = request.path("versions").size();
        ((ObjectNode) request.path("versions")).put("2.27.0", "not a version entry");
        JSON.writeValue(dir.resolve("request.json").toFile(), request);
        CollectedFacts own = new CollectedFacts();
        FeedResult partial = new NpmPackumentFeed().load(dir, dir, sink(own));
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("request@2.27.0");
            assertThat(skip.reason()).contains("not an object");
        });
        assertThat(own.versions()).hasSize(versionsInFile - 1)
                .extracting(VersionFacts::version).doesNotContain("2.27.0");
    }

    @Test
    void aScopedPackageGetsItsScopeAsPurlNamespace(@TempDir Path dir) throws Exception {
        ObjectNode express = (ObjectNode) sample("express.json");
        express.put("name", "@expressjs/express");
        JSON.writeValue(dir.resolve("scoped.json").toFile(), express);
        CollectedFacts own = new CollectedFacts();
        new NpmPackumentFeed().load(dir, dir, sink(own));
        ComponentFacts scoped = component(own, "pkg:npm/%40expressjs/express");
        assertThat(scoped.name()).isEqualTo("@expressjs/express");
        assertThat(new PackageURL(scoped.purl()).getNamespace()).isEqualTo("@expressjs");
    }

    @Test
    void twoDocumentsOfOnePackageAreReportedOnceAndTheSecondIsSkipped(@TempDir Path dir) throws Exception {
        Files.copy(SampleFeeds.npm().resolve("request.json"), dir.resolve("a-request.json"));
        Files.copy(SampleFeeds.npm().resolve("request.json"), dir.resolve("b-request.json"));
        CollectedFacts own = new CollectedFacts();
        FeedResult twice = new NpmPackumentFeed().load(dir, dir, sink(own));
        assertThat(own.components()).hasSize(1);
        assertThat(own.versions()).hasSize(sample("request.json").path("versions").size());
        assertThat(twice.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("b-request.json");
            assertThat(skip.reason()).contains("a-request.json");
        });
    }

    @Test
    void repositoryShorthandsPointAtGitHub(@TempDir Path dir) throws Exception {
        Map<String, String> shorthands = Map.of("github:ExpressJS/Express", "pkg:github/expressjs/express",
                "expressjs/express", "pkg:github/expressjs/express");
        for (Map.Entry<String, String> shorthand : shorthands.entrySet()) {
            ObjectNode request = (ObjectNode) sample("request.json");
            request.put("repository", shorthand.getKey());
            JSON.writeValue(dir.resolve("request.json").toFile(), request);
            CollectedFacts own = new CollectedFacts();
            new NpmPackumentFeed().load(dir, dir, sink(own));
            assertThat(component(own, "pkg:npm/request").sourcePurl()).as(shorthand.getKey()).isEqualTo(shorthand.getValue());
        }
        ObjectNode request = (ObjectNode) sample("request.json");
        request.put("repository", "gitlab:mikeal/request");
        JSON.writeValue(dir.resolve("request.json").toFile(), request);
        CollectedFacts own = new CollectedFacts();
        new NpmPackumentFeed().load(dir, dir, sink(own));
        assertThat(component(own, "pkg:npm/request").sourcePurl()).as("not on GitHub").isNull();
    }

    @Test
    void documentOrderIsKeptWithinAPackage() throws IOException {
        Iterator<String> inFile = sample("react.json").path("versions").fieldNames();
        List<String> expected = new ArrayList<>();
        inFile.forEachRemaining(expected::add);
        assertThat(versions(facts, "pkg:npm/react").stream().filter(v -> !"deleted".equals(v.status())))
                .extracting(VersionFacts::version).containsExactlyElementsOf(expected);
    }
}
