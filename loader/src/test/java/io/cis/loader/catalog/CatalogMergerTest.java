package io.cis.loader.catalog;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedDiscovery;
import io.cis.loader.build.SnapshotTables;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The catalog merge: one record per canonical component, facts of later feeds completing earlier ones. */
class CatalogMergerTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static SnapshotTables tables;
    private static CatalogMerger.Result result;

    @BeforeAll
    static void mergeEverySampleFeed() throws Exception {
        tables = new SnapshotTables();
        CollectedFacts facts = new CollectedFacts();
        for (Feed feed : FeedDiscovery.knownFeeds(CODEC)) {
            Optional<java.nio.file.Path> location = feed.locate(SampleFeeds.root());
            if (location.isPresent()) {
                feed.load(SampleFeeds.root(), location.get(), new BuildSink(tables, facts, new CollectedVulnerabilities()));
            }
        }
        result = new CatalogMerger(CODEC).merge(facts, tables);
    }

    private static ComponentRecord component(String canonicalPurl) {
        byte[] value = tables.entries(Domain.COMPONENTS).get(ComponentKeys.component(canonicalPurl));
        assertThat(value).as(canonicalPurl).isNotNull();
        return CODEC.decode(value, ComponentRecord.class);
    }

    private static VersionRecord version(String canonicalPurl, String version) {
        byte[] value = tables.entries(Domain.VERSIONS).get(ComponentKeys.version(canonicalPurl, version));
        assertThat(value).as(canonicalPurl + "@" + version).isNotNull();
        return CODEC.decode(value, VersionRecord.class);
    }

    @Test
    void expressTakesItsVersionsDatesAndSourceLinkFromTheRegistryDocument() throws Exception {
        JsonNode packument = JSON.readTree(SampleFeeds.npm().resolve("express.json").toFile());
        ComponentRecord express = component("pkg:npm/express");
        Set<String> published = new TreeSet<>();
        packument.get("versions").fieldNames().forEachRemaining(published::add);
        assertThat(express.versions()).containsAll(published);
        assertThat(express.sourcePurl()).isEqualTo("pkg:github/expressjs/express");
        assertThat(version("pkg:npm/express", "4.15.3").releaseDate())
                .isEqualTo(packument.get("time").get("4.15.3").asText().substring(0, 10));
    }

    @Test
    void everyListedVersionHasItsOwnEntryAndNoOtherVersionDoes() {
        // A server confirms that a component lists a version by reading that version's key alone (E3, E14).
        Set<String> listed = new TreeSet<>();
        tables.entries(Domain.COMPONENTS).values().stream().map(value -> CODEC.decode(value, ComponentRecord.class))
                .forEach(record -> record.versions().forEach(version -> listed.add(
                        new String(ComponentKeys.version(record.purl(), version), StandardCharsets.ISO_8859_1))));
        Set<String> entries = new TreeSet<>();
        tables.entries(Domain.VERSIONS).keySet().forEach(key -> entries.add(new String(key, StandardCharsets.ISO_8859_1)));

        assertThat(listed).hasSizeGreaterThan(1_000);
        assertThat(entries).isEqualTo(listed);
    }

    @Test
    void versionsAreStoredInTheEcosystemsOrderNotAsText() {
        List<String> versions = component("pkg:npm/express").versions();
        assertThat(versions.indexOf("4.9.0")).isLessThan(versions.indexOf("4.10.0"));
        assertThat(versions.indexOf("4.0.0-rc4")).isLessThan(versions.indexOf("4.0.0"));
        assertThat(versions.get(versions.size() - 1)).isEqualTo("5.0.0-alpha.5");
        List<String> jackson = component("pkg:maven/com.fasterxml.jackson.core/jackson-databind").versions();
        assertThat(jackson.indexOf("2.4.6.1")).isLessThan(jackson.indexOf("2.5.0"));
        assertThat(jackson.indexOf("2.13.2")).isGreaterThan(jackson.indexOf("2.9.10"));
    }

    @Test
    void theCuratedCatalogCompletesTheRegistryFactsOfTheSameComponent() throws Exception {
        ComponentRecord react = component("pkg:npm/react");
        assertThat(react.status()).isEqualTo("active");
        assertThat(react.firstIndexedDate()).isEqualTo("2011-10-26");
        assertThat(react.lastIndexedDate()).isEqualTo("2022-01-11");
        assertThat(react.sourcePurl()).isEqualTo("pkg:github/facebook/react");
        JsonNode packument = JSON.readTree(SampleFeeds.npm().resolve("react.json").toFile());
        Set<String> fromRegistry = new TreeSet<>();
        packument.get("versions").fieldNames().forEachRemaining(fromRegistry::add);
        Set<String> fromCatalog = catalogVersions("pkg:npm/react");
        assertThat(react.versions()).containsAll(fromRegistry).containsAll(fromCatalog);
        assertThat(version("pkg:npm/react", "0.7.1").status()).isEqualTo("deprecated");
    }

    @Test
    void everyVersionOfEveryComponentHasItsOwnRecord() {
        long versions = 0;
        for (byte[] value : tables.entries(Domain.COMPONENTS).values()) {
            versions += CODEC.decode(value, ComponentRecord.class).versions().size();
        }
        assertThat(tables.size(Domain.VERSIONS)).isEqualTo(versions).isEqualTo(result.versions());
        assertThat(tables.size(Domain.COMPONENTS)).isEqualTo(result.components());
        assertThat(result.skipped()).isEmpty();
    }

    @Test
    void spellingsOfOneComponentFromDifferentFeedsMergeUnderItsCanonicalKey() {
        for (byte[] key : tables.entries(Domain.COMPONENTS).keySet()) {
            String purl = new String(key, StandardCharsets.UTF_8);
            if (purl.startsWith("pkg:pypi/") || purl.startsWith("pkg:github/")) {
                assertThat(purl).isEqualTo(purl.toLowerCase(java.util.Locale.ROOT));
            }
            if (purl.startsWith("pkg:pypi/")) {
                assertThat(purl.substring("pkg:pypi/".length())).doesNotContain("_", ".");
            }
        }
    }

    private static Set<String> catalogVersions(String purl) throws Exception {
        Set<String> versions = new TreeSet<>();
        File catalog = SampleFeeds.scanossCatalog().toFile();
        for (String line : java.nio.file.Files.readAllLines(catalog.toPath())) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> object = JSON.readValue(line, Map.class);
            String linePurl = (String) object.get("purl");
            if (linePurl.startsWith(purl + "@")) {
                versions.add(linePurl.substring(purl.length() + 1));
            }
        }
        assertThat(versions).isNotEmpty();
        return versions;
    }

    @Test
    void aVersionsStatusComesFromItsMostRecentObservationWhicheverFeedSawIt() {
        CollectedFacts facts = new CollectedFacts();
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.0.0", null, "deprecated", null, null, "2020-05-01", null, null));
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.0.0", null, "active", "2016-03-20", null, "2016-03-22", null, null));
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.4.0", null, "deprecated", null, null, "2018-01-01", null, null));
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.4.0", "2016-04-01", "deleted", "2024-02-02", null, "2024-02-03", null, null));
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.4.0", null, null, null, null, null, "MIT", null));
        SnapshotTables own = new SnapshotTables();
        new CatalogMerger(CODEC).merge(facts, own);
        VersionRecord older = CODEC.decode(own.entries(Domain.VERSIONS).get(ComponentKeys.version("pkg:pypi/left-pad", "1.0.0")), VersionRecord.class);
        VersionRecord newer = CODEC.decode(own.entries(Domain.VERSIONS).get(ComponentKeys.version("pkg:pypi/left-pad", "1.4.0")), VersionRecord.class);
        assertThat(older.status()).isEqualTo("deprecated");
        assertThat(older.checkDate()).isEqualTo("2020-05-01");
        assertThat(newer.status()).isEqualTo("deleted");
        assertThat(newer.statusChangeDate()).isEqualTo("2024-02-02");
        assertThat(newer.releaseDate()).isEqualTo("2016-04-01");
        assertThat(newer.licenseExpression()).isEqualTo("MIT");
    }

    @Test
    void spellingsTheEcosystemHoldsEqualAreOneVersionWithTheFactsOfEach() {
        CollectedFacts facts = new CollectedFacts();
        facts.version(new VersionFacts("pkg:maven/org.example/lib", "2.4.0", null, null, null, null, null, "MIT", null));
        facts.version(new VersionFacts("pkg:maven/org.example/lib", "2.4", "2015-09-20", null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:maven/org.example/lib", "2.10", null, null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:maven/org.example/lib", "2.4.1", null, null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:pypi/sample", "2.5.0", null, null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:pypi/sample", "2.5", null, null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:pypi/sample", "2.5+local", null, null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:npm/sample", "1.0.0", "2020-01-01", null, null, null, null, null, null));
        facts.version(new VersionFacts("pkg:npm/sample", "1.0", null, null, null, null, null, null, null));
        SnapshotTables own = new SnapshotTables();

        CatalogMerger.Result merged = new CatalogMerger(CODEC).merge(facts, own);

        ComponentRecord lib = CODEC.decode(own.entries(Domain.COMPONENTS).get(ComponentKeys.component(
                "pkg:maven/org.example/lib")), ComponentRecord.class);
        assertThat(lib.versions()).containsExactly("2.4", "2.4.1", "2.10");
        VersionRecord joined = CODEC.decode(own.entries(Domain.VERSIONS).get(ComponentKeys.version(
                "pkg:maven/org.example/lib", "2.4")), VersionRecord.class);
        assertThat(joined.releaseDate()).isEqualTo("2015-09-20");
        assertThat(joined.licenseExpression()).isEqualTo("MIT");
        assertThat(own.entries(Domain.VERSIONS).get(ComponentKeys.version("pkg:maven/org.example/lib", "2.4.0"))).isNull();
        ComponentRecord sample = CODEC.decode(own.entries(Domain.COMPONENTS).get(ComponentKeys.component(
                "pkg:pypi/sample")), ComponentRecord.class);
        assertThat(sample.versions()).as("a local version is another version in PEP 440").containsExactly("2.5", "2.5+local");
        ComponentRecord npm = CODEC.decode(own.entries(Domain.COMPONENTS).get(ComponentKeys.component(
                "pkg:npm/sample")), ComponentRecord.class);
        assertThat(npm.versions()).as("equal spellings keep the one a feed describes").containsExactly("1.0.0");
        assertThat(merged.versions()).isEqualTo(6);
    }

    @Test
    void factsWhosePurlHasNoCanonicalFormAreSkippedInTheOrderReportedAndTheRestStillMerge() {
        CollectedFacts facts = new CollectedFacts();
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.3.0", "2018-04-09", null, null, null, null, null, null));
        facts.version(new VersionFacts("npm/no-scheme", "1.0.0", null, null, null, null, null, null, null));
        facts.component(new ComponentFacts("pkg:", "broken", null, null, null, null, null));
        facts.component(new ComponentFacts("pkg:pypi/Left-Pad", null, "https://example.org/left-pad", null, null, null, null));
        facts.version(new VersionFacts("pkg:pypi/left-pad", "1.1.0", null, null, null, null, null, null, null));
        SnapshotTables own = new SnapshotTables();

        CatalogMerger.Result merged = new CatalogMerger(CODEC).merge(facts, own);

        assertThat(merged.skipped()).extracting(skip -> skip.id()).containsExactly("npm/no-scheme", "pkg:");
        assertThat(merged.skipped()).allSatisfy(skip -> {
            assertThat(skip.file()).isEqualTo("catalog");
            assertThat(skip.reason()).startsWith("purl cannot be canonicalised: ");
        });
        assertThat(merged.components()).isEqualTo(1);
        ComponentRecord leftPad = CODEC.decode(own.entries(Domain.COMPONENTS).get(ComponentKeys.component(
                "pkg:pypi/left-pad")), ComponentRecord.class);
        assertThat(leftPad.url()).as("a fact under another spelling of the purl joins the component")
                .isEqualTo("https://example.org/left-pad");
        assertThat(leftPad.versions()).containsExactly("1.1.0", "1.3.0");
        assertThat(facts.versions()).as("the facts as reported, in report order")
                .extracting(VersionFacts::version).containsExactly("1.3.0", "1.0.0", "1.1.0");
        assertThat(facts.components()).extracting(ComponentFacts::purl).containsExactly("pkg:", "pkg:pypi/Left-Pad");
    }
}
