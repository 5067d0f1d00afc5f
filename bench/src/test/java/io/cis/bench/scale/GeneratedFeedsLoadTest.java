package io.cis.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.releases.ReleasePage;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.vulnerabilities.ComponentCpes;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small generation is read by the real loader as it is, and the engine answers its workload. */
class GeneratedFeedsLoadTest {

    private static final ScaleSizes SIZES = new ScaleSizes(2024, 2_000, 20_000, 500);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path temp;
    private static Path feeds;
    private static GenerationReport generated;
    private static BuildReport built;

    @BeforeAll
    static void generateAndBuild() throws Exception {
        feeds = temp.resolve("feeds");
        generated = GeneratedFeeds.generate(feeds, SIZES, 2);
        built = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC))
                .build(feeds, temp.resolve("snapshot"), false);
    }

    @Test
    void everyGeneratedFeedIsFoundAndNoRecordIsSkipped() {
        assertThat(built.feeds()).extracting(FeedResult::name).containsExactlyInAnyOrder("spdx", "cyclonedx", "osv",
                "epss", "kev", "purl2cpe", "crypto", "github-releases", "catalog");
        for (FeedResult feed : built.feeds()) {
            assertThat(feed.skipped()).as(feed.name()).isEmpty();
            assertThat(feed.records()).as(feed.name()).isPositive();
        }
        assertThat(built.catalog().skipped()).isEmpty();
        assertThat(built.vulnerabilities().skipped()).as("unscorable CVSS vectors, unknown packages").isEmpty();
        assertThat(built.vulnerabilities().affectedUnknown()).as("range versions the ordering cannot read").isEmpty();
        assertThat(built.cryptography().unclassified()).as("algorithm names the dataset does not know").isEmpty();
        assertThat(built.licenses().unmappedNames()).as("declared licenses that are not SPDX").isEmpty();
    }

    @Test
    void theSnapshotHoldsTheCountsTheGeneratorReported() {
        assertThat(generated.catalogComponents()).isEqualTo(SIZES.components());
        assertThat(generated.catalogVersions()).isEqualTo(SIZES.versions());
        assertThat(built.catalog().components()).isEqualTo(generated.expectedComponents());
        assertThat(built.catalog().versions()).isEqualTo(generated.expectedVersions());
        assertThat(built.vulnerabilities().vulnerabilities()).isEqualTo(generated.expectedVulnerabilities())
                .isEqualTo(SIZES.advisories());
        assertThat(feed("osv").records()).isEqualTo(SIZES.advisories());
        assertThat(feed("epss").records()).isEqualTo(generated.epssRows());
        assertThat(feed("kev").records()).isEqualTo(generated.kevRows());
        assertThat(feed("purl2cpe").records()).isEqualTo(generated.cpeComponents());
    }

    @Test
    void theEngineAnswersWorkloadRequestsForAffectedVersionsWithTheirVulnerability() throws Exception {
        Map<String, Set<String>> cvesByVersion = affectedVersionsFromOsvRecords();
        int checked = 0;
        try (Engine engine = Engine.open(temp.resolve("snapshot"))) {
            for (String file : GeneratedFeeds.files(feeds.resolve("workload/e3-100"))) {
                JsonNode body = JSON.readTree(feeds.resolve("workload/e3-100").resolve(file).toFile());
                for (JsonNode component : body.get("components")) {
                    String purl = component.get("purl").asText();
                    String requirement = component.get("requirement").asText();
                    Set<String> expected = cvesByVersion.get(purl + "@" + requirement);
                    if (expected != null) {
                        // The version in the purl is exact in every ecosystem; a bare requirement is not (Cargo reads
                        // "1.3.0" as "^1.3.0").
                        assertThat(engine.vulnerabilities().vulnerabilities(purl + "@" + requirement, null).vulnerabilities())
                                .extracting(VulnerabilityRecord::id).as(purl + " " + requirement)
                                .containsAll(expected);
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("workload requests for versions an advisory names as introduced or listed")
                .isGreaterThan(20);
    }

    @Test
    void workloadGetPathsNameKnownComponentsExceptAboutOneInTen() throws Exception {
        List<String> paths = Files.readAllLines(feeds.resolve("workload/get-paths.txt"));
        Map<ResolutionCode, Integer> outcomes = new HashMap<>();
        int withCpes = 0;
        try (Engine engine = Engine.open(temp.resolve("snapshot"))) {
            for (String path : paths) {
                assertThat(path).matches("/v2/(cryptography/algorithms|vulnerabilities/cpes)/component\\?purl=[^&]+&requirement=.+");
                Map<String, String> query = query(path);
                ComponentCpes answer = engine.cpes().cpes(query.get("purl"), query.get("requirement"));
                outcomes.merge(answer.resolution().code(), 1, Integer::sum);
                withCpes += path.startsWith("/v2/vulnerabilities/cpes/") && !answer.cpes().isEmpty() ? 1 : 0;
            }
        }
        assertThat(paths).hasSize(FeedSetGenerator.WORKLOAD.getPaths());
        assertThat(outcomes.getOrDefault(ResolutionCode.INVALID_PURL, 0)).isZero();
        assertThat(outcomes.get(ResolutionCode.COMPONENT_NOT_FOUND)).isBetween(paths.size() / 14, paths.size() / 7);
        assertThat(outcomes.get(ResolutionCode.OK)).isGreaterThan(paths.size() * 3 / 4);
        // nearly half the E14 requests ask for components with a purl2cpe folder; a folder without a "*" name
        // answers only its listed versions, so about a quarter of E14 requests get CPEs
        assertThat(withCpes).as("E14 requests answered with CPEs").isGreaterThan(paths.size() / 2 / 5);
    }

    @Test
    void everyReleasePageOfTheWorkloadHasReleaseNotes() throws Exception {
        List<String> paths = Files.readAllLines(feeds.resolve("workload/e1-paths.txt"));
        try (Engine engine = Engine.open(temp.resolve("snapshot"))) {
            for (String path : paths) {
                Map<String, String> query = query(path);
                ReleasePage page = new ReleasePage(Integer.parseInt(query.getOrDefault("limit", "50")),
                        Integer.parseInt(query.getOrDefault("offset", "0")));
                assertThat(engine.releases().list(query.get("purl"), null, ReleaseOptions.STRICT, page).releases())
                        .as(path).isNotEmpty();
            }
        }
        assertThat(paths).hasSize(FeedSetGenerator.WORKLOAD.releasePaths());
    }

    private static Map<String, String> query(String path) {
        Map<String, String> values = new HashMap<>();
        for (String pair : path.substring(path.indexOf('?') + 1).split("&")) {
            int equals = pair.indexOf('=');
            values.put(pair.substring(0, equals), URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
        }
        return values;
    }

    /**
     * Read back from the archives: the CVE of each advisory under every version it names as introduced or lists,
     * for the packages whose purl the record gives (Go versions get back their {@code v}).
     */
    private static Map<String, Set<String>> affectedVersionsFromOsvRecords() throws Exception {
        Map<String, Set<String>> byVersion = new HashMap<>();
        for (String file : GeneratedFeeds.files(feeds.resolve("osv"))) {
            try (ZipFile zip = new ZipFile(feeds.resolve("osv").resolve(file).toFile())) {
                Enumeration<? extends ZipEntry> entries = zip.entries();
                while (entries.hasMoreElements()) {
                    JsonNode record;
                    try (InputStream in = zip.getInputStream(entries.nextElement())) {
                        record = JSON.readTree(in);
                    }
                    String cve = null;
                    for (JsonNode alias : record.get("aliases")) {
                        cve = alias.asText().startsWith("CVE-") ? alias.asText() : cve;
                    }
                    for (JsonNode affected : record.get("affected")) {
                        JsonNode purl = affected.get("package").get("purl");
                        if (cve == null || purl == null) {
                            continue;
                        }
                        boolean go = purl.asText().startsWith("pkg:golang/");
                        Set<String> versions = new HashSet<>();
                        affected.path("versions").forEach(v -> versions.add(v.asText()));
                        for (JsonNode range : affected.get("ranges")) {
                            for (JsonNode event : range.get("events")) {
                                JsonNode introduced = event.get("introduced");
                                if (introduced != null && !introduced.asText().equals("0")) {
                                    versions.add((go ? "v" : "") + introduced.asText());
                                }
                            }
                        }
                        for (String version : versions) {
                            byVersion.computeIfAbsent(purl.asText() + "@" + version, k -> new HashSet<>()).add(cve);
                        }
                    }
                }
            }
        }
        return byVersion;
    }

    private static FeedResult feed(String name) {
        return built.feeds().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }
}
