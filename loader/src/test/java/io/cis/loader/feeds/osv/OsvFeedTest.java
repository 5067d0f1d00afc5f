package io.cis.loader.feeds.osv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.AdvisoryFacts;
import io.cis.loader.vulnerabilities.AffectedPackage;
import io.cis.loader.vulnerabilities.AffectedRange;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.CvssVector;
import io.cis.loader.vulnerabilities.RangeEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The OSV feed over the real sample records of all four sources, with expectations read from the files. */
class OsvFeedTest {

    static final String GHSA = "github-advisory-database";
    static final String PYPA = "pypa-advisory-database";
    static final String GO = "go-vulndb";
    static final String BITNAMI = "bitnami-vulndb";
    // Linux distributions' records, as the OSV export and the distributions' own repositories lay them out.
    static final String OSV_EXPORT = "osv-vulnerabilities";
    static final String UBUNTU = "ubuntu-security-notices";
    static final String ALMALINUX = "almalinux-osv-database";
    static final String ROCKY = "rocky-linux-vunnel-fixtures";
    static final String LOG4SHELL = GHSA + "/advisories/github-reviewed/2021/12/GHSA-jfh8-c2jp-5v3q/GHSA-jfh8-c2jp-5v3q.json";
    static final String LODASH_TRIM = GHSA + "/advisories/github-reviewed/2022/01/GHSA-29mw-wpgm-hmr9/GHSA-29mw-wpgm-hmr9.json";
    static final String RUST_TIME = GHSA + "/advisories/github-reviewed/2021/08/GHSA-wcg3-cvx6-7396/GHSA-wcg3-cvx6-7396.json";
    static final String RAILS_FILE_DISCLOSURE = GHSA + "/advisories/github-reviewed/2019/03/GHSA-86g5-2wh3-gc9j/GHSA-86g5-2wh3-gc9j.json";
    static final String REQUESTS_PROXY_AUTH = PYPA + "/vulns/requests/PYSEC-2023-74.yaml";
    static final String LOGURU_WITHDRAWN = PYPA + "/vulns/loguru/PYSEC-2022-15.yaml";
    static final String GIN = GO + "/data/osv/GO-2020-0001.json";
    static final String NODE_POLICY = BITNAMI + "/data/node/BIT-node-2023-30581.json";

    static final ObjectMapper JSON = new ObjectMapper();
    static final YAMLMapper YAML = new YAMLMapper();

    private static CollectedVulnerabilities facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleRecords() throws FeedException {
        facts = new CollectedVulnerabilities();
        OsvFeed feed = new OsvFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sink(facts));
    }

    static BuildSink sink(CollectedVulnerabilities into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), into);
    }

    static AdvisoryFacts advisory(CollectedVulnerabilities from, String source, String id) {
        return advisory(from.advisories(), source, id);
    }

    /** For lookups of many advisories: the collected ones are read back from their spill once, not per lookup. */
    static AdvisoryFacts advisory(List<AdvisoryFacts> from, String source, String id) {
        return from.stream().filter(a -> a.source().equals(source) && a.id().equals(id))
                .findFirst().orElseThrow(() -> new AssertionError("no advisory " + source + " " + id));
    }

    /** Every record file of a source: the sources keep one record per {@code .json} or {@code .yaml} file. */
    static List<Path> recordFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .filter(f -> f.toString().endsWith(".json") || f.toString().endsWith(".yaml"))
                    .sorted().toList();
        }
    }

    static JsonNode read(Path file) throws IOException {
        return file.toString().endsWith(".yaml") ? YAML.readTree(file.toFile()) : JSON.readTree(file.toFile());
    }

    /** A range's events as the file writes them: each event object's one key and its value. */
    static List<RangeEvent> eventsIn(JsonNode range) {
        List<RangeEvent> events = new ArrayList<>();
        for (JsonNode event : range.path("events")) {
            Map.Entry<String, JsonNode> only = event.properties().iterator().next();
            assertThat(only.getValue().isTextual()).as("the sample writes %s as text", only).isTrue();
            events.add(new RangeEvent(only.getKey(), only.getValue().asText()));
        }
        return events;
    }

    static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(value -> texts.add(value.asText()));
        return texts;
    }

    @Test
    void findsTheRecordsInTheOsvFolderOfAFeedsRootOrInTheFolderItself() {
        OsvFeed feed = new OsvFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.osv().normalize());
        assertThat(feed.locate(SampleFeeds.osv())).contains(SampleFeeds.osv().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(feed.locate(SampleFeeds.cyclonedx())).isEmpty();
        assertThat(result.name()).isEqualTo("osv");
        assertThat(result.path()).isEqualTo("osv");
    }

    @Test
    void everyRecordFileOfEverySourceBecomesOneAdvisoryOfThatSource() throws IOException {
        Map<String, Long> perSource = facts.advisories().stream()
                .collect(Collectors.groupingBy(AdvisoryFacts::source, Collectors.counting()));
        for (String source : List.of(GHSA, PYPA, GO, BITNAMI, OSV_EXPORT, UBUNTU, ALMALINUX, ROCKY)) {
            assertThat(perSource.get(source)).as(source).isEqualTo(recordFiles(SampleFeeds.osv(source)).size());
        }
        assertThat(perSource).containsOnlyKeys(GHSA, PYPA, GO, BITNAMI, OSV_EXPORT, UBUNTU, ALMALINUX, ROCKY)
                .containsEntry(GHSA, 58L).containsEntry(PYPA, 1825L).containsEntry(GO, 947L).containsEntry(BITNAMI, 904L)
                .containsEntry(OSV_EXPORT, 8L).containsEntry(UBUNTU, 29L).containsEntry(ALMALINUX, 4L)
                .containsEntry(ROCKY, 3L);
        assertThat(result.records()).isEqualTo(facts.advisories().size()).isEqualTo(recordFiles(SampleFeeds.osv()).size());
        assertThat(result.skipped()).isEmpty();
        assertThat(result.version()).isNull();
    }

    @Test
    void everyGhsaFileBecomesAnAdvisoryWithItsIdAliasesAndAffectedPackagesAsWritten() throws IOException {
        List<AdvisoryFacts> advisories = facts.advisories();
        for (Path file : recordFiles(SampleFeeds.osv(GHSA))) {
            JsonNode record = read(file);
            AdvisoryFacts advisory = advisory(advisories, GHSA, record.path("id").asText());
            assertThat(file.getFileName().toString()).isEqualTo(advisory.id() + ".json");
            assertThat(advisory.aliases()).as(advisory.id()).isEqualTo(texts(record.path("aliases")));
            assertThat(advisory.summary()).isEqualTo(record.path("summary").asText());
            assertThat(advisory.databaseSeverity()).isEqualTo(record.path("database_specific").path("severity").asText());
            List<JsonNode> affected = new ArrayList<>();
            record.path("affected").forEach(affected::add);
            assertThat(advisory.affected()).hasSameSizeAs(affected);
            for (int i = 0; i < affected.size(); i++) {
                AffectedPackage reported = advisory.affected().get(i);
                JsonNode written = affected.get(i);
                assertThat(reported.ecosystem()).isEqualTo(written.path("package").path("ecosystem").asText());
                assertThat(reported.name()).isEqualTo(written.path("package").path("name").asText());
                assertThat(reported.versions()).isEqualTo(texts(written.path("versions")));
                List<JsonNode> ranges = new ArrayList<>();
                written.path("ranges").forEach(ranges::add);
                assertThat(reported.ranges()).extracting(AffectedRange::type)
                        .isEqualTo(ranges.stream().map(r -> r.path("type").asText()).toList());
                for (int r = 0; r < ranges.size(); r++) {
                    assertThat(reported.ranges().get(r).events()).isEqualTo(eventsIn(ranges.get(r)));
                }
            }
        }
    }

    @Test
    void log4ShellReportsMavenLog4jCoreWithItsEventsAndCvssVector() throws IOException {
        JsonNode record = read(SampleFeeds.osv(LOG4SHELL));
        AdvisoryFacts log4shell = advisory(facts, GHSA, "GHSA-jfh8-c2jp-5v3q");
        assertThat(log4shell.aliases()).containsExactly("CVE-2021-44228");
        assertThat(log4shell.summary()).isEqualTo("Remote code injection in Log4j");
        assertThat(log4shell.published()).isEqualTo("2021-12-10");
        assertThat(log4shell.modified()).isEqualTo(record.path("modified").asText().substring(0, 10)).isEqualTo("2022-03-25");
        assertThat(log4shell.withdrawn()).isFalse();
        assertThat(log4shell.severity()).containsExactly(
                new CvssVector("CVSS_V3", record.path("severity").get(0).path("score").asText(), null));
        assertThat(log4shell.severity().get(0).vector()).isEqualTo("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H");
        assertThat(log4shell.databaseSeverity()).isEqualTo("CRITICAL");
        assertThat(log4shell.affected()).hasSize(3).allSatisfy(entry -> {
            assertThat(entry.ecosystem()).isEqualTo("Maven");
            assertThat(entry.name()).isEqualTo("org.apache.logging.log4j:log4j-core");
            assertThat(entry.purl()).isNull();
            assertThat(entry.severity()).isEmpty();
        });
        assertThat(log4shell.affected()).flatExtracting(AffectedPackage::ranges).flatExtracting(AffectedRange::events)
                .containsExactly(new RangeEvent("introduced", "2.13.0"), new RangeEvent("fixed", "2.15.0"),
                        new RangeEvent("introduced", "0"), new RangeEvent("fixed", "2.3.1"),
                        new RangeEvent("introduced", "2.4"), new RangeEvent("fixed", "2.12.2"));
        // its ADVISORY links are NVD's page and GHSA-7rjr-3q55-vv33 (CVE-2021-45046, another advisory): the first wins
        assertThat(log4shell.url()).isEqualTo("https://nvd.nist.gov/vuln/detail/CVE-2021-44228");
    }

    @Test
    void anAdvisoryReferenceToTheRecordsOwnPageIsItsUrl() {
        // GHSA-86g5-2wh3-gc9j lists NVD first, then its own GitHub page
        assertThat(advisory(facts, GHSA, "GHSA-86g5-2wh3-gc9j").url())
                .isEqualTo("https://github.com/advisories/GHSA-86g5-2wh3-gc9j");
        // no ADVISORY reference at all: the first WEB one
        AdvisoryFacts bitnami = advisory(facts, BITNAMI, "BIT-node-2023-30581");
        assertThat(bitnami.url()).isEqualTo("https://nodejs.org/en/blog/vulnerability/june-2023-security-releases");
    }

    @Test
    void aLastAffectedEventSurvivesAsWritten() throws IOException {
        AdvisoryFacts lodash = advisory(facts, GHSA, "GHSA-29mw-wpgm-hmr9");
        JsonNode record = read(SampleFeeds.osv(LODASH_TRIM));
        assertThat(lodash.affected()).extracting(AffectedPackage::name)
                .containsExactly("lodash", "lodash-es", "lodash.trimend", "lodash.trim");
        assertThat(lodash.affected().get(3).ranges().get(0).events())
                .isEqualTo(eventsIn(record.path("affected").get(3).path("ranges").get(0)))
                .containsExactly(new RangeEvent("introduced", "0"), new RangeEvent("last_affected", "4.5.1"));
    }

    @Test
    void anOpenRangeWithoutFixedStaysOpen() {
        AdvisoryFacts time = advisory(facts, GHSA, "GHSA-wcg3-cvx6-7396");
        assertThat(time.affected().get(0).name()).isEqualTo("time");
        assertThat(time.affected().get(0).ranges()).singleElement()
                .satisfies(range -> assertThat(range.events()).containsExactly(new RangeEvent("introduced", "0.1")));
        // a database_specific without severity gives none
        assertThat(time.affected().get(0).databaseSeverity()).isNull();
    }

    @Test
    void aYamlPysecRecordRoundTripsItsEcosystemAndGitRanges() throws IOException {
        JsonNode record = read(SampleFeeds.osv(REQUESTS_PROXY_AUTH));
        AdvisoryFacts requests = advisory(facts, PYPA, "PYSEC-2023-74");
        AffectedPackage pkg = requests.affected().get(0);
        assertThat(pkg.ecosystem()).isEqualTo("PyPI");
        assertThat(pkg.name()).isEqualTo("requests");
        assertThat(pkg.purl()).isEqualTo("pkg:pypi/requests");
        JsonNode ranges = record.path("affected").get(0).path("ranges");
        assertThat(pkg.ranges()).extracting(AffectedRange::type).containsExactly("GIT", "ECOSYSTEM");
        assertThat(pkg.ranges().get(0).events()).isEqualTo(eventsIn(ranges.get(0)))
                .containsExactly(new RangeEvent("introduced", "0"), new RangeEvent("fixed", "74ea7cf7a6a27a4eeb2ae24e162bcc942a6706d5"));
        assertThat(pkg.ranges().get(1).events()).isEqualTo(eventsIn(ranges.get(1)))
                .containsExactly(new RangeEvent("introduced", "2.3.0"), new RangeEvent("fixed", "2.31.0"));
        assertThat(pkg.versions()).isEqualTo(texts(record.path("affected").get(0).path("versions"))).contains("2.3.0", "2.30.0");
        assertThat(requests.aliases()).isEqualTo(texts(record.path("aliases")));
        assertThat(requests.modified()).isEqualTo(record.path("modified").asText().substring(0, 10));
        // PyPA writes no summary: the first sentence of details stands in
        assertThat(record.has("summary")).isFalse();
        assertThat(record.path("details").asText()).startsWith(requests.summary());
        assertThat(requests.summary()).endsWith(".").doesNotContain("\n");
    }

    @Test
    void aGoRecordReportsItsSemverEventsAndGoesWithoutItsZeroModifiedTime() throws IOException {
        JsonNode record = read(SampleFeeds.osv(GIN));
        AdvisoryFacts gin = advisory(facts, GO, "GO-2020-0001");
        assertThat(gin.aliases()).containsExactly("CVE-2020-36567", "GHSA-6vm3-jj99-7229");
        assertThat(gin.summary()).isEqualTo("Arbitrary log line injection in github.com/gin-gonic/gin");
        assertThat(gin.affected()).singleElement().satisfies(pkg -> {
            assertThat(pkg.ecosystem()).isEqualTo("Go");
            assertThat(pkg.name()).isEqualTo("github.com/gin-gonic/gin");
            assertThat(pkg.ranges()).singleElement().satisfies(range -> {
                assertThat(range.type()).isEqualTo("SEMVER");
                assertThat(range.events()).isEqualTo(eventsIn(record.path("affected").get(0).path("ranges").get(0)))
                        .containsExactly(new RangeEvent("introduced", "0"), new RangeEvent("fixed", "1.6.0"));
            });
        });
        assertThat(gin.published()).isEqualTo("2021-04-14");
        // go-vulndb's repository writes Go's zero time as modified; it says "unknown", not year 1
        assertThat(record.path("modified").asText()).isEqualTo("0001-01-01T00:00:00Z");
        assertThat(gin.modified()).isNull();
        assertThat(facts.advisories()).filteredOn(a -> a.source().equals(GO)).extracting(AdvisoryFacts::modified).containsOnlyNulls();
    }

    @Test
    void aBitnamiRecordKeepsItsAffectedLevelSeverityAndItsDatabaseSeverity() throws IOException {
        JsonNode record = read(SampleFeeds.osv(NODE_POLICY));
        AdvisoryFacts node = advisory(facts, BITNAMI, "BIT-node-2023-30581");
        assertThat(node.severity()).isEmpty();
        assertThat(node.databaseSeverity()).isEqualTo(record.path("database_specific").path("severity").asText()).isEqualTo("High");
        AffectedPackage pkg = node.affected().get(0);
        assertThat(pkg.ecosystem()).isEqualTo("Bitnami");
        assertThat(pkg.purl()).isEqualTo("pkg:bitnami/node");
        assertThat(pkg.severity()).containsExactly(new CvssVector("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N", null));
        assertThat(pkg.ranges().get(0).events()).extracting(RangeEvent::kind, RangeEvent::version).containsExactly(
                tuple("introduced", "16.0.0"), tuple("fixed", "16.20.1"), tuple("introduced", "18.0.0"),
                tuple("fixed", "18.16.1"), tuple("introduced", "20.0.0"), tuple("fixed", "20.3.1"));
        assertThat(node.summary()).isEqualTo("The use of __proto__ in process.mainModule.__proto__.require() can bypass the "
                + "policy mechanism and require modules outside of the policy.json definition.");
        assertThat(node.published()).isEqualTo("2024-03-06");
        assertThat(node.modified()).isEqualTo("2025-11-06");
    }

    @Test
    void everyCvss4VectorOfTheSamplesComesThrough() throws IOException {
        long written = 0;
        for (Path file : recordFiles(SampleFeeds.osv())) {
            written += Files.readString(file).split("CVSS_V4", -1).length - 1;
        }
        long reported = facts.advisories().stream().mapToLong(a -> a.severity().stream().filter(v -> v.type().equals("CVSS_V4")).count()
                + a.affected().stream().flatMap(p -> p.severity().stream()).filter(v -> v.type().equals("CVSS_V4")).count()).sum();
        assertThat(reported).isEqualTo(written).isPositive();
        assertThat(facts.advisories()).flatExtracting(AdvisoryFacts::severity).extracting(CvssVector::vector)
                .filteredOn(v -> v.startsWith("CVSS:4.0/")).isNotEmpty();
    }

    @Test
    void withdrawnRecordsAreReportedWithdrawn() throws IOException {
        AdvisoryFacts loguru = advisory(facts, PYPA, "PYSEC-2022-15");
        assertThat(read(SampleFeeds.osv(LOGURU_WITHDRAWN)).path("withdrawn").asText()).isEqualTo("2022-02-22T16:15:07Z");
        assertThat(loguru.withdrawn()).isTrue();
        assertThat(loguru.affected()).singleElement().satisfies(pkg -> assertThat(pkg.ranges()).isEmpty());
        long withdrawnFiles = 0;
        for (Path file : recordFiles(SampleFeeds.osv())) {
            withdrawnFiles += read(file).has("withdrawn") ? 1 : 0;
        }
        assertThat(facts.advisories()).filteredOn(AdvisoryFacts::withdrawn).hasSize((int) withdrawnFiles);
        assertThat(withdrawnFiles).isEqualTo(15);
    }

    @Test
    void theFeedDateIsTheLatestModifiedDayOfAnyRecord() throws IOException {
        String latest = null;
        for (Path file : recordFiles(SampleFeeds.osv())) {
            String modified = read(file).path("modified").asText();
            String day = modified.substring(0, 10);
            latest = latest == null || day.compareTo(latest) > 0 ? day : latest;
        }
        assertThat(result.feedDate()).isEqualTo(latest).isEqualTo("2026-07-30");
    }

    @Test
    void recordsComeInPathOrderSoEveryBuildReportsTheSameSequence() {
        List<String> sources = facts.advisories().stream().map(AdvisoryFacts::source).distinct().toList();
        assertThat(sources).containsExactly(ALMALINUX, BITNAMI, GHSA, GO, OSV_EXPORT, PYPA, ROCKY, UBUNTU);
        Map<String, AdvisoryFacts> byId = facts.advisories().stream()
                .collect(Collectors.toMap(a -> a.source() + " " + a.id(), Function.identity()));
        assertThat(byId).hasSize(facts.advisories().size());
        List<String> goIds = facts.advisories().stream().filter(a -> a.source().equals(GO)).map(AdvisoryFacts::id).toList();
        assertThat(goIds).isSorted();
    }
}
