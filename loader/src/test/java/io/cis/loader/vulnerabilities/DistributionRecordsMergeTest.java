package io.cis.loader.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.vulnerabilities.AffectedComponent;
import io.cis.engine.vulnerabilities.IdentifiedVulnerability;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SnapshotBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Linux distribution records that name their CVE only in {@code upstream} or {@code related} (Ubuntu's
 * {@code UBUNTU-CVE-*} and {@code USN-*}, AlmaLinux, Rocky, SUSE, Mageia and Wolfi records of the sample feeds) are
 * merged into the CVE's one entry, the distribution's id among its aliases. The CVEs each record names are read from
 * the record files here, so the test holds for whatever records the samples carry. The snapshot is built from the
 * distribution samples alone, which takes a moment.
 */
class DistributionRecordsMergeTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CVE = Pattern.compile("(?:[A-Z][A-Z0-9]*-)?(CVE-\\d{4}-\\d{4,})");
    private static final List<String> SOURCES = List.of("ubuntu-security-notices", "almalinux-osv-database",
            "rocky-linux-vunnel-fixtures", "osv-vulnerabilities");

    @TempDir
    static Path dir;
    private static Engine engine;
    /** Record id -> the CVEs it names in its id, aliases, upstream or related. */
    private static final Map<String, TreeSet<String>> NAMED = new LinkedHashMap<>();

    @BeforeAll
    static void buildFromTheDistributionSamples() throws Exception {
        Path feeds = dir.resolve("feeds");
        for (String source : SOURCES) {
            Path from = SampleFeeds.root().resolve("osv").resolve(source);
            try (Stream<Path> files = Files.walk(from)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    Path to = feeds.resolve("osv").resolve(source).resolve(from.relativize(file).toString());
                    Files.createDirectories(to.getParent());
                    Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
                    if (file.toString().endsWith(".json")) {
                        record(JSON.readTree(file.toFile()));
                    }
                }
            }
        }
        SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, dir.resolve("snapshot"), false);
        engine = Engine.open(dir.resolve("snapshot"));
    }

    private static void record(JsonNode record) {
        if (!record.has("affected") || isEcosystemPackageRecord(record)) {
            return;
        }
        TreeSet<String> cves = new TreeSet<>();
        List<JsonNode> ids = new ArrayList<>();
        ids.add(record.path("id"));
        for (String field : List.of("aliases", "upstream", "related")) {
            record.path(field).forEach(ids::add);
        }
        for (JsonNode id : ids) {
            Matcher m = CVE.matcher(id.asText());
            if (m.matches()) {
                cves.add(m.group(1));
            }
        }
        NAMED.put(record.get("id").asText(), cves);
    }

    /** The OSV export folder also holds Hex, Pub, Packagist... records: not a distribution's. */
    private static boolean isEcosystemPackageRecord(JsonNode record) {
        String ecosystem = record.at("/affected/0/package/ecosystem").asText();
        return !ecosystem.matches("(?i)(ubuntu|debian|alpine|almalinux|rocky linux|red hat|mageia|opensuse|suse|wolfi|chainguard).*");
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @Test
    void everyCveADistributionRecordNamesIsOneEntryWithTheRecordsIdAmongItsAliases() {
        assertThat(NAMED.values().stream().filter(c -> !c.isEmpty()).count()).as("records naming CVEs")
                .isGreaterThan(30);
        for (Map.Entry<String, TreeSet<String>> record : NAMED.entrySet()) {
            for (String cve : record.getValue()) {
                List<IdentifiedVulnerability> found = engine.vulnerabilities().byId(cve);
                assertThat(found).as(cve + " of " + record.getKey()).hasSize(1);
                VulnerabilityRecord entry = found.get(0).vulnerability();
                assertThat(entry.id()).isEqualTo(cve);
                if (!record.getKey().equals(cve)) {
                    assertThat(entry.aliases()).as(cve).contains(record.getKey());
                }
                // A CVE entry links NVD's page, never a distribution's notice.
                assertThat(entry.url()).as(cve).isEqualTo("https://nvd.nist.gov/vuln/detail/" + cve);
            }
        }
    }

    @Test
    void aDistributionIdFindsTheCvesItsRecordNames() {
        for (Map.Entry<String, TreeSet<String>> record : NAMED.entrySet()) {
            if (record.getValue().isEmpty()) {
                continue;
            }
            List<String> ids = engine.vulnerabilities().byId(record.getKey()).stream()
                    .map(found -> found.vulnerability().id()).toList();
            assertThat(ids).as(record.getKey()).containsExactlyInAnyOrderElementsOf(record.getValue());
        }
    }

    @Test
    void noPackageListsACveAndADistributionIdForIt() {
        int checked = 0;
        for (TreeSet<String> cves : NAMED.values()) {
            for (String cve : cves) {
                for (AffectedComponent component : engine.vulnerabilities().byId(cve).get(0).affected()) {
                    // The lowest version there is: below every fix, so every statement with an open start holds.
                    List<String> listed = engine.vulnerabilities().vulnerabilities(component.purl() + "@0.0.1", "")
                            .vulnerabilities().stream().map(VulnerabilityRecord::id).toList();
                    assertThat(listed).as(component.purl()).doesNotHaveDuplicates();
                    // a distribution's own id for a CVE it names never stands beside (or for) the CVE's entry
                    assertThat(listed).as(component.purl()).noneMatch(id -> !id.startsWith("CVE-")
                            && NAMED.containsKey(id) && !NAMED.get(id).isEmpty());
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(30);
    }
}
