package io.cis.loader.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.snapshot.CacheStats;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.vulnerabilities.RenderedVulnerability;
import io.cis.engine.vulnerabilities.VulnerabilityKeys;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import io.cis.loader.SampleBuild;
import io.cis.loader.SampleFeeds;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * (component, version, expected vulnerability) triples taken straight from the OSV records' own explicit
 * {@code versions} lists and {@code fixed} events (GitHub, PyPA, Go and Bitnami samples), independently of the range
 * matcher, checked against the answers of a snapshot built from every sample feed.
 */
class OsvMatchingTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper YAML = new ObjectMapper(new com.fasterxml.jackson.dataformat.yaml.YAMLFactory());

    private static Engine engine;

    /** One expectation: the purl with version, the ids any of which may name the vulnerability, affected or not. */
    record Triple(String purl, Set<String> ids, boolean affected, String from) {
    }

    @BeforeAll
    static void open() throws Exception {
        engine = Engine.open(SampleBuild.snapshot());
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    /** Sampled evenly so every source contributes while the run stays short. */
    private static final int MAX_TRIPLES = 600;

    @TestFactory
    Stream<DynamicTest> everyExplicitlyListedVersionIsAffectedAndEverySoleFixedVersionIsNot() throws Exception {
        List<Triple> triples = triples();
        assertThat(triples.stream().filter(Triple::affected).count()).isGreaterThanOrEqualTo(30);
        assertThat(triples.stream().filter(t -> !t.affected()).count()).isGreaterThanOrEqualTo(10);
        int step = Math.max(1, triples.size() / MAX_TRIPLES);
        return java.util.stream.IntStream.range(0, triples.size()).filter(i -> i % step == 0).mapToObj(triples::get)
                .map(t -> DynamicTest.dynamicTest(
                (t.affected() ? "affected " : "not affected ") + t.purl() + " " + t.ids(), () -> {
                    Set<String> listed = new HashSet<>();
                    for (VulnerabilityRecord record : engine.vulnerabilities().vulnerabilities(t.purl(), "").vulnerabilities()) {
                        listed.add(record.id());
                    }
                    if (t.affected()) {
                        assertThat(listed).as(t.from()).containsAnyElementsOf(t.ids());
                    } else {
                        assertThat(listed).as(t.from()).doesNotContainAnyElementsOf(t.ids());
                    }
                }));
    }

    @Test
    void withdrawnAndMergedRecordsCountOncePerCve() throws Exception {
        String purl = "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1";
        List<String> ids = new ArrayList<>();
        engine.vulnerabilities().vulnerabilities(purl, "").vulnerabilities().forEach(v -> ids.add(v.id()));
        assertThat(ids).doesNotHaveDuplicates().contains("CVE-2021-44228", "CVE-2021-45046");
    }

    @Test
    void aRepeatedQuestionIsAnsweredFromDecodedValuesAndAnswersAsWithoutThem() throws Exception {
        String purl = "pkg:pypi/django@3.2.12";
        List<VulnerabilityRecord> first = engine.vulnerabilities().vulnerabilities(purl, "").vulnerabilities();
        CacheStats before = engine.decodedValueStats();

        List<VulnerabilityRecord> again = engine.vulnerabilities().vulnerabilities(purl, "").vulnerabilities();
        CacheStats after = engine.decodedValueStats();

        assertThat(first).isNotEmpty();
        assertThat(again).isEqualTo(first);
        assertThat(after.misses()).as("nothing read from the snapshot again").isEqualTo(before.misses());
        assertThat(after.hits() - before.hits())
                .as("the version (one point read), its statements and each vulnerability that affects it, kept on its own")
                .isEqualTo(2 + first.size());
        try (Engine fresh = Engine.open(engine.snapshotDirectory(), new SnapshotOptions(8L << 20, 64L << 20), ResolutionListener.NONE)) {
            List<RenderedVulnerability> held = fresh.vulnerabilities().rendered(purl, "").vulnerabilities();
            long stored;
            try (Snapshot snapshot = Snapshot.open(engine.snapshotDirectory())) {
                PurlKey component = PurlParser.parse(purl).key();
                byte[] key = component.bytes();
                // The version is confirmed by its own key, not by reading the component's whole version list.
                assertThat(snapshot.get(Domain.VERSIONS, ComponentKeys.version(component.canonical(), "3.2.12"))).isPresent();
                stored = snapshot.get(Domain.VERSIONS, ComponentKeys.version(component.canonical(), "3.2.12")).orElseThrow().length
                        + snapshot.get(Domain.AFFECTED, key).orElseThrow().length;
                for (RenderedVulnerability vulnerability : held) {
                    stored += snapshot.get(Domain.VULNERABILITIES, VulnerabilityKeys.of(vulnerability.id())).orElseThrow().length;
                }
            }
            assertThat(fresh.decodedValueStats().entries()).as("the version, its statements, each vulnerability shown")
                    .isEqualTo(2 + held.size());
            assertThat(fresh.decodedValueStats().weight()).as("every kept value counts against the budget")
                    .isGreaterThan(stored);
        }
        try (Engine uncached = Engine.open(engine.snapshotDirectory(), new SnapshotOptions(8L << 20, 0), ResolutionListener.NONE)) {
            assertThat(uncached.vulnerabilities().vulnerabilities(purl, "").vulnerabilities()).isEqualTo(first);
            assertThat(uncached.decodedValueStats().entries()).isZero();
        }
    }

    @Test
    void theRenderedAnswerIsEachRecordAsPlainJacksonWritesItHighestScoreFirst() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        for (String purl : List.of("pkg:pypi/django@3.2.12", "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1")) {
            List<VulnerabilityRecord> records = engine.vulnerabilities().vulnerabilities(purl, "").vulnerabilities();
            List<String> rendered = engine.vulnerabilities().rendered(purl, "").vulnerabilities().stream()
                    .map(RenderedVulnerability::json).toList();

            assertThat(rendered).as(purl).isNotEmpty().hasSameSizeAs(records);
            for (int i = 0; i < records.size(); i++) {
                // the record as Jackson writes it, with the answer's fixed versions in place of its closing brace
                String record = plain.writeValueAsString(records.get(i));
                assertThat(rendered.get(i)).startsWith(record.substring(0, record.length() - 1) + ",\"fixed_versions\":[")
                        .endsWith("]}");
                assertThat(plain.readTree(rendered.get(i)).get("fixed_versions").isArray()).isTrue();
            }
            for (int i = 1; i < records.size(); i++) {
                VulnerabilityRecord before = records.get(i - 1);
                VulnerabilityRecord after = records.get(i);
                assertThat(before.highestScore() > after.highestScore()
                        || before.highestScore() == after.highestScore() && before.id().compareTo(after.id()) < 0)
                        .as("%s before %s", before.id(), after.id()).isTrue();
            }
        }
    }

    /** Up to three listed versions per affected package, and the fixed version of single-pair ranges. */
    private static List<Triple> triples() throws Exception {
        List<Triple> triples = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SampleFeeds.root().resolve("osv"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json") || p.toString().endsWith(".yaml")).sorted().toList()) {
                JsonNode record = (file.toString().endsWith(".yaml") ? YAML : JSON).readTree(file.toFile());
                if (record == null || !record.has("id") || record.has("withdrawn")) {
                    continue;
                }
                Set<String> ids = new HashSet<>();
                ids.add(record.get("id").asText());
                record.path("aliases").forEach(a -> ids.add(a.asText()));
                for (JsonNode affected : record.path("affected")) {
                    String purl = purlOf(affected.path("package"));
                    if (purl == null) {
                        continue;
                    }
                    List<String> versions = new ArrayList<>();
                    affected.path("versions").forEach(v -> versions.add(v.asText()));
                    for (String version : versions.subList(0, Math.min(3, versions.size()))) {
                        triples.add(new Triple(purl + "@" + encode(version), ids, true, file.getFileName().toString()));
                    }
                    JsonNode ranges = affected.path("ranges");
                    if (ranges.size() == 1 && ranges.get(0).path("events").size() == 2) {
                        JsonNode fixed = ranges.get(0).path("events").get(1).get("fixed");
                        if (fixed != null && !versions.contains(fixed.asText()) && onlyStatementFor(record, affected)) {
                            triples.add(new Triple(purl + "@" + encode(fixed.asText()), ids, false, file.getFileName().toString()));
                        }
                    }
                }
            }
        }
        return triples;
    }

    /** Whether the record has no other affected entry for the same package (which could cover the fixed version). */
    private static boolean onlyStatementFor(JsonNode record, JsonNode affected) {
        int count = 0;
        for (JsonNode other : record.path("affected")) {
            if (other.path("package").equals(affected.path("package"))) {
                count++;
            }
        }
        return count == 1;
    }

    /** The purl of an OSV package, by the ecosystems' documented purl types (independent of the loader's mapping). */
    private static String purlOf(JsonNode pkg) {
        String name = pkg.path("name").asText();
        switch (pkg.path("ecosystem").asText()) {
            case "npm":
                return "pkg:npm/" + (name.startsWith("@") ? "%40" + name.substring(1) : name);
            case "Maven":
                return "pkg:maven/" + name.replace(':', '/');
            case "PyPI":
                return "pkg:pypi/" + name.toLowerCase(Locale.ROOT);
            case "Go":
                return "pkg:golang/" + name;
            case "NuGet":
                return "pkg:nuget/" + name;
            case "RubyGems":
                return "pkg:gem/" + name;
            case "crates.io":
                return "pkg:cargo/" + name;
            case "Bitnami":
                return "pkg:bitnami/" + name;
            default:
                return null;
        }
    }

    private static String encode(String version) {
        return URLEncoder.encode(version, StandardCharsets.UTF_8).replace("+", "%2B");
    }
}
