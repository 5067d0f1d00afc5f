package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.PackageURL;
import io.cis.dist.CommandsTest.Run;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code audit} of the sample container SBOMs against the demo snapshot: OS packages are answered from the OSV
 * records of their distribution release, through their source package. The expected answer is worked out here from
 * the OSV files themselves (OSV's event walk over each {@code affected[]} entry of the release, for the package or
 * its source package), so the test holds for any records the demo feeds carry.
 */
class ContainerAuditTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String UBUNTU = "sbom/containers/mongo-ubuntu20.04-syft-0.58.0.cdx.json";

    private static final Path SNAPSHOT = UnpackedDemoSnapshot.path();
    private static List<JsonNode> records;

    @BeforeAll
    static void readTheRecords() throws Exception {
        records = new ArrayList<>();
        try (Stream<Path> files = Files.walk(feeds().resolve("osv"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                JsonNode record = JSON.readTree(file.toFile());
                if (record.has("affected")) {
                    records.add(record);
                }
            }
        }
    }

    private static Path feeds() {
        return Path.of(System.getProperty("cis.sample.feeds"));
    }

    /** The vulnerability ids of each OS-package component, by purl, from {@code audit --format json}. */
    private static Map<String, JsonNode> audit(Path sbom) throws Exception {
        Run run = CommandsTest.run("audit", "--snapshot", SNAPSHOT.toString(), "--format", "json", sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Map<String, JsonNode> items = new LinkedHashMap<>();
        for (JsonNode item : JSON.readTree(run.out()).at("/vulnerabilities/components")) {
            String purl = item.path("purl").asText();
            if (purl.startsWith("pkg:deb/") || purl.startsWith("pkg:rpm/") || purl.startsWith("pkg:alpine/")
                    || purl.startsWith("pkg:apk/")) {
                items.put(purl, item);
            }
        }
        return items;
    }

    @Test
    void theUbuntuImageListsTheVulnerabilitiesOfItsRelease() throws Exception {
        Path sbom = feeds().resolve(UBUNTU);
        Map<String, JsonNode> items = audit(sbom);
        assertThat(items).hasSizeGreaterThan(100);
        int affected = 0;
        for (Map.Entry<String, JsonNode> item : items.entrySet()) {
            boolean expected = affectedByRecords(item.getKey(), "Ubuntu:20.04:", VersionSchemes.DEBIAN);
            assertThat(item.getValue().path("vulnerabilities").isEmpty()).as(item.getKey()).isEqualTo(!expected);
            affected += expected ? 1 : 0;
        }
        assertThat(affected).as("OS packages with a vulnerability").isGreaterThan(20);
    }

    @Test
    void theSamePackagesUnderAnotherReleaseAreAnsweredForThatRelease(@TempDir Path dir) throws Exception {
        String text = Files.readString(feeds().resolve(UBUNTU), StandardCharsets.UTF_8)
                .replace("distro=ubuntu-20.04", "distro=ubuntu-22.04");
        Path sbom = dir.resolve("mongo-as-22.04.cdx.json");
        Files.writeString(sbom, text, StandardCharsets.UTF_8);
        Map<String, JsonNode> items = audit(sbom);
        int differing = 0;
        for (Map.Entry<String, JsonNode> item : items.entrySet()) {
            boolean expected = affectedByRecords(item.getKey(), "Ubuntu:22.04:", VersionSchemes.DEBIAN);
            assertThat(item.getValue().path("vulnerabilities").isEmpty()).as(item.getKey()).isEqualTo(!expected);
            boolean in2004 = affectedByRecords(item.getKey().replace("ubuntu-22.04", "ubuntu-20.04"), "Ubuntu:20.04:",
                    VersionSchemes.DEBIAN);
            differing += expected == in2004 ? 0 : 1;
        }
        assertThat(differing).as("packages whose answer depends on the release").isPositive();
    }

    @Test
    void imagesOfOtherDistributionsAreAnsweredForTheirReleases() throws Exception {
        assertAnsweredFor("sbom/containers/fluentd-debian10-trivy.cdx.json", "Debian:10", VersionSchemes.DEBIAN);
        assertAnsweredFor("sbom/containers/alpine-latest-syft-0.58.0.cdx.json", "Alpine:v3.16", VersionSchemes.APK);
    }

    private static void assertAnsweredFor(String file, String release, VersionScheme<?> scheme) throws Exception {
        Map<String, JsonNode> items = audit(feeds().resolve(file));
        assertThat(items).isNotEmpty();
        boolean covered = hasRecordsOf(release);
        for (Map.Entry<String, JsonNode> item : items.entrySet()) {
            // A package no advisory names is unknown to the snapshot, and says so; none is an invalid purl.
            assertThat(item.getValue().path("info_code").asText("COMPONENT_NOT_FOUND")).as(item.getKey())
                    .isEqualTo("COMPONENT_NOT_FOUND");
            assertThat(item.getValue().path("vulnerabilities").isEmpty()).as(item.getKey())
                    .isEqualTo(!affectedByRecords(item.getKey(), release, scheme));
            // A release the snapshot holds no advisories of is said to be not covered, never answered as clean.
            assertThat(item.getValue().path("info_message").asText().contains("is not covered")).as(item.getKey())
                    .isEqualTo(!covered);
        }
    }

    /** Whether any OSV record of the feeds states a fix or range for the release (ecosystem prefix). */
    private static boolean hasRecordsOf(String ecosystemPrefix) {
        return records.stream().anyMatch(record -> {
            for (JsonNode affected : record.get("affected")) {
                String ecosystem = affected.at("/package/ecosystem").asText();
                if (ecosystem.equals(ecosystemPrefix) || ecosystem.startsWith(ecosystemPrefix + ":")
                        || ecosystem.startsWith(ecosystemPrefix + ".")) {
                    return true;
                }
            }
            return false;
        });
    }

    @Test
    void packagesOfAReleaseTheSnapshotDoesNotCoverAreCountedApartAndFailOnSaysNothingWasAudited() throws Exception {
        Path debian10 = feeds().resolve("sbom/containers/fluentd-debian10-trivy.cdx.json");
        assertThat(hasRecordsOf("Debian:10")).as("the demo feeds hold Debian 10 records; pick another release").isFalse();
        Run table = CommandsTest.run("audit", "--snapshot", SNAPSHOT.toString(), debian10.toString());
        assertThat(table.exit()).as(table.err()).isZero();
        long osPackages = audit(debian10).size();
        assertThat(table.out()).contains("NOT_COVERED", "not covered: this snapshot holds no advisories of debian 10");
        assertThat(table.out().lines().reduce((a, b) -> b).orElseThrow())
                .contains(osPackages + " OS packages of distribution releases the snapshot does not cover");
        // The Ubuntu image's release is covered: no package of it says otherwise.
        Run ubuntu = CommandsTest.run("audit", "--snapshot", SNAPSHOT.toString(), feeds().resolve(UBUNTU).toString());
        assertThat(ubuntu.out()).doesNotContain("NOT_COVERED").doesNotContain("does not cover");
    }

    @Test
    void packagesWhosePurlsNameNoReleaseAreAnsweredFromEveryReleaseAndSaySo(@TempDir Path dir) throws Exception {
        String text = Files.readString(feeds().resolve(UBUNTU), StandardCharsets.UTF_8)
                .replace("\\u0026distro=ubuntu-20.04", "").replace("&distro=ubuntu-20.04", "");
        assertThat(text).doesNotContain("distro=ubuntu");
        Path sbom = dir.resolve("mongo-without-release.cdx.json");
        Files.writeString(sbom, text, StandardCharsets.UTF_8);
        int noticed = 0;
        for (Map.Entry<String, JsonNode> item : audit(sbom).entrySet()) {
            boolean expected = affectedByRecords(item.getKey(), "Ubuntu:", VersionSchemes.DEBIAN);
            assertThat(item.getValue().path("vulnerabilities").isEmpty()).as(item.getKey()).isEqualTo(!expected);
            if (!item.getValue().has("info_code")) {
                assertThat(item.getValue().path("info_message").asText()).as(item.getKey())
                        .contains("no distro qualifier", "every ubuntu release");
                noticed++;
            }
        }
        assertThat(noticed).isGreaterThan(20);
    }

    @Test
    void theRedHatImageIsAuditedThoughTheSnapshotKnowsNoneOfItsPackages() throws Exception {
        // Its purls name no release; the snapshot holds advisories of a RHEL release, so the distribution is covered.
        Map<String, JsonNode> items = audit(feeds().resolve(
                "sbom/containers/ubi9-micro-container-9.4-6.1716471860_amd64.spdx.json"));
        assertThat(items).hasSize(20);
        for (Map.Entry<String, JsonNode> item : items.entrySet()) {
            assertThat(item.getValue().path("vulnerabilities").isEmpty()).as(item.getKey())
                    .isEqualTo(!affectedByRecords(item.getKey(), "Red Hat:", VersionSchemes.RPM));
            assertThat(item.getValue().path("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        }
    }

    /**
     * Whether an OSV record of the release (ecosystem prefix) affects the purl's package or the source package its
     * {@code upstream} qualifier names, at the purl's (or the source's) version.
     */
    private static <V extends Comparable<V>> boolean affectedByRecords(String purl, String ecosystemPrefix,
            VersionScheme<V> scheme) throws Exception {
        PackageURL parsed = new PackageURL(purl);
        Map<String, String> qualifiers = parsed.getQualifiers() == null ? Map.of() : parsed.getQualifiers();
        String upstream = qualifiers.get("upstream");
        String epoch = qualifiers.getOrDefault("epoch", "0");
        String version = epoch.equals("0") ? parsed.getVersion() : epoch + ":" + parsed.getVersion();
        String source = upstream == null ? parsed.getName() : upstream.split("@", 2)[0];
        String sourceVersion = upstream != null && upstream.contains("@") ? upstream.split("@", 2)[1] : version;
        for (JsonNode record : records) {
            for (JsonNode affected : record.get("affected")) {
                String ecosystem = affected.at("/package/ecosystem").asText();
                String name = affected.at("/package/name").asText();
                if (!ecosystem.startsWith(ecosystemPrefix)) {
                    continue;
                }
                if ((name.equals(parsed.getName()) && affects(affected, version, scheme))
                        || (name.equals(source) && affects(affected, sourceVersion, scheme))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** OSV's evaluation: listed in {@code versions}, or inside a range by walking its events in order. */
    private static <V extends Comparable<V>> boolean affects(JsonNode affected, String version, VersionScheme<V> scheme) {
        for (JsonNode listed : affected.path("versions")) {
            if (listed.asText().equals(version)) {
                return true;
            }
        }
        V v = scheme.parseOrNull(version);
        for (JsonNode range : affected.path("ranges")) {
            if (!"ECOSYSTEM".equals(range.path("type").asText())) {
                continue;
            }
            boolean inside = false;
            for (JsonNode event : range.path("events")) {
                String kind = event.fieldNames().next();
                String bound = event.get(kind).asText();
                int c = "0".equals(bound) ? 1 : v.compareTo(scheme.parseOrNull(bound));
                switch (kind) {
                    case "introduced" -> inside |= c >= 0;
                    case "fixed" -> inside &= c < 0;
                    case "last_affected" -> inside &= c <= 0;
                    default -> {
                    }
                }
            }
            if (inside) {
                return true;
            }
        }
        return false;
    }
}
