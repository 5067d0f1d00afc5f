package io.cis.loader.feeds.nvd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.CveFacts;
import io.cis.loader.vulnerabilities.CvssVector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NvdFeedTest {

    private static final String LOG4SHELL = "cvelistV5/cves/2021/44xxx/CVE-2021-44228.json";
    private static final String LEGACY_FEED = "nvd-feed-1.1/nvdcve-1.1-test-data.json";
    private static final String API = "nvd-api-2.0/";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CollectedVulnerabilities facts;
    private static FeedResult result;

    @BeforeAll
    static void loadTheSampleRecords() throws FeedException {
        facts = new CollectedVulnerabilities();
        NvdFeed feed = new NvdFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sinkInto(facts));
    }

    private static BuildSink sinkInto(CollectedVulnerabilities into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), into);
    }

    private static FeedResult loadInto(Path dir, CollectedVulnerabilities into) throws FeedException {
        return new NvdFeed().load(dir, dir, sinkInto(into));
    }

    private static List<CveFacts> records(CollectedVulnerabilities from, String source, String cve) {
        return from.cves().stream().filter(f -> f.source().equals(source) && f.cve().equals(cve)).toList();
    }

    private static CveFacts only(CollectedVulnerabilities from, String source, String cve) {
        List<CveFacts> found = records(from, source, cve);
        assertThat(found).as("%s records of %s", source, cve).hasSize(1);
        return found.get(0);
    }

    private static JsonNode sample(String relative) throws IOException {
        return JSON.readTree(SampleFeeds.nvd(relative).toFile());
    }

    private static long count(Pattern pattern, Path file) throws IOException {
        return pattern.matcher(Files.readString(file)).results().count();
    }

    private static Path copyInto(Path dir, String relative) throws IOException {
        Path target = dir.resolve(relative);
        Files.createDirectories(target.getParent());
        return Files.copy(SampleFeeds.nvd(relative), target);
    }

    private static Path write(Path dir, String relative, JsonNode document) throws IOException {
        Path target = dir.resolve(relative);
        Files.createDirectories(target.getParent());
        Files.writeString(target, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document));
        return target;
    }

    @Test
    void findsTheRecordsUnderTheFeedsRootOrAsTheRootItselfByTheirContent() {
        NvdFeed feed = new NvdFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.nvd().normalize());
        assertThat(feed.locate(SampleFeeds.nvd())).contains(SampleFeeds.nvd().normalize());
        assertThat(feed.locate(SampleFeeds.nvd("cvelistV5"))).contains(SampleFeeds.nvd("cvelistV5").normalize());
        assertThat(feed.locate(SampleFeeds.nvd("nvd-feed-1.1"))).contains(SampleFeeds.nvd("nvd-feed-1.1").normalize());
        // JSON, but none of the three formats: a CycloneDX VEX has "vulnerabilities" too
        assertThat(feed.locate(SampleFeeds.cyclonedx("VEX"))).isEmpty();
        assertThat(feed.locate(SampleFeeds.kev())).isEmpty();
        assertThat(result.name()).isEqualTo("nvd");
        assertThat(result.path()).isEqualTo("nvd");
    }

    @Test
    void log4ShellFromItsCveRecordHasTheAdpsCvss31VectorWithScore10AndItsPublishedDay() throws IOException {
        JsonNode record = sample(LOG4SHELL);
        List<JsonNode> cvss31 = record.findValues("cvssV3_1");
        assertThat(cvss31).hasSize(1);
        String published = record.at("/cveMetadata/datePublished").asText();

        CveFacts log4shell = only(facts, "cve", "CVE-2021-44228");
        assertThat(log4shell.cvss()).containsExactly(
                new CvssVector("CVSS_V3", cvss31.get(0).get("vectorString").asText(), cvss31.get(0).get("baseScore").asDouble()));
        assertThat(log4shell.cvss().get(0).score()).isEqualTo(10.0);
        assertThat(log4shell.cvss().get(0).vector()).isEqualTo("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H");
        assertThat(log4shell.published()).isEqualTo(published.substring(0, 10)).isEqualTo("2021-12-10");
        assertThat(log4shell.modified()).isEqualTo(record.at("/cveMetadata/dateUpdated").asText().substring(0, 10));
        assertThat(log4shell.summary()).isEqualTo(record.at("/containers/cna/descriptions/0/value").asText())
                .startsWith("Apache Log4j2");
        assertThat(log4shell.url()).isEqualTo("https://www.cve.org/CVERecord?id=CVE-2021-44228");
    }

    @Test
    void anNvdApiResponseGivesEveryDistinctVectorWithItsStatedScoreNewestVersionFirst() throws IOException {
        JsonNode metrics = sample(API + "CVE-2016-1585.json").at("/vulnerabilities/0/cve/metrics");
        JsonNode v31 = metrics.at("/cvssMetricV31/0/cvssData");
        JsonNode v30 = metrics.at("/cvssMetricV30/0/cvssData");
        JsonNode v2 = metrics.at("/cvssMetricV2/0/cvssData");

        CveFacts cve = only(facts, "nvd", "CVE-2016-1585");
        assertThat(cve.cvss()).containsExactly(
                new CvssVector("CVSS_V3", v31.get("vectorString").asText(), v31.get("baseScore").asDouble()),
                new CvssVector("CVSS_V3", v30.get("vectorString").asText(), v30.get("baseScore").asDouble()),
                new CvssVector("CVSS_V2", v2.get("vectorString").asText(), v2.get("baseScore").asDouble()));
        // as stated: 9.8 by the NVD for 3.1, 3.9 by Ubuntu for 3.0; the v2 vector has no "CVSS:2.0/" prefix
        assertThat(cve.cvss()).extracting(CvssVector::score).containsExactly(9.8, 3.9, 7.5);
        assertThat(cve.cvss().get(2).vector()).isEqualTo("AV:N/AC:L/Au:N/C:P/I:P/A:P");
        assertThat(cve.published()).isEqualTo("2019-04-22");
        assertThat(cve.modified()).isEqualTo("2025-05-02");
        assertThat(cve.url()).isEqualTo("https://nvd.nist.gov/vuln/detail/CVE-2016-1585");
        assertThat(cve.summary()).isEqualTo(sample(API + "CVE-2016-1585.json").at("/vulnerabilities/0/cve/descriptions/0/value").asText());
    }

    @Test
    void aVectorStatedByTheSecondaryAndThePrimarySourceIsKeptOnceWithThePrimarysScore(@TempDir Path dir) throws Exception {
        // CVE-2024-3094 lists Red Hat's (Secondary) 3.1 vector before the NVD's (Primary), the same vector
        assertThat(only(facts, "nvd", "CVE-2024-3094").cvss()).containsExactly(
                new CvssVector("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", 10.0));

        ObjectNode response = (ObjectNode) sample(API + "CVE-2024-3094.json");
        ArrayNode v31 = (ArrayNode) response.at("/vulnerabilities/0/cve/metrics/cvssMetricV31");
        assertThat(v31.get(0).get("type").asText()).isEqualTo("Secondary");
        ((ObjectNode) v31.get(0).get("cvssData")).put("baseScore", 9.9);
        // and a vector only the Secondary source states, listed first, comes after the Primary one
        ObjectNode other = v31.get(0).deepCopy();
        ((ObjectNode) other.get("cvssData")).put("vectorString", "CVSS:3.1/AV:L/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H").put("baseScore", 9.3);
        v31.insert(0, other);
        write(dir, "CVE-2024-3094.json", response);

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        loadInto(dir, own);
        assertThat(only(own, "nvd", "CVE-2024-3094").cvss()).containsExactly(
                new CvssVector("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", 10.0),
                new CvssVector("CVSS_V3", "CVSS:3.1/AV:L/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", 9.3));
    }

    @Test
    void theLegacyFeedYieldsEachOfIts669ItemsAsARecordOrASkippedRejection(@TempDir Path dir) throws IOException, FeedException {
        Path feed = SampleFeeds.nvd(LEGACY_FEED);
        long items = count(Pattern.compile("\"CVE_data_meta\""), feed);
        long rejected = count(Pattern.compile("\"value\" : \"\\*\\* REJECT \\*\\*"), feed);
        assertThat(items).isEqualTo(669);
        assertThat(rejected).isEqualTo(29);

        copyInto(dir, LEGACY_FEED);
        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult alone = loadInto(dir, own);
        List<CveFacts> fromFeed = own.cves();
        List<SkippedRecord> rejections = alone.skipped();
        assertThat(alone.records()).isEqualTo(items - rejected);
        assertThat(fromFeed).hasSize((int) (items - rejected)).extracting(CveFacts::source).containsOnly("nvd");
        assertThat(fromFeed).extracting(CveFacts::cve).doesNotHaveDuplicates();
        // the feed says it holds 660, but it has 669 items: the items are counted, not the header
        assertThat(sample(LEGACY_FEED).get("CVE_data_numberOfCVEs").asText()).isEqualTo("660");
        // dated by the newest day it states: its CVE_data_timestamp, or an item's lastModifiedDate past it (this
        // test file holds items modified after its own timestamp)
        String newest = sample(LEGACY_FEED).get("CVE_data_timestamp").asText().substring(0, 10);
        for (JsonNode item : sample(LEGACY_FEED).get("CVE_Items")) {
            String modified = item.path("lastModifiedDate").asText("").substring(0, 10);
            newest = modified.compareTo(newest) > 0 ? modified : newest;
        }
        assertThat(alone.feedDate()).isEqualTo(newest).isEqualTo("2023-08-18");
        assertThat(rejections).hasSize((int) rejected)
                .allSatisfy(skip -> assertThat(skip.reason()).isEqualTo("rejected (description starts with ** REJECT **)"))
                .extracting(SkippedRecord::id).contains("CVE-2022-3063");
        assertThat(fromFeed).extracting(CveFacts::summary).noneMatch(summary -> summary.startsWith("** REJECT **"));
    }

    @Test
    void aLegacyFeedItemHasItsV3AndV2VectorsAndItsDays() throws IOException {
        JsonNode item = sample(LEGACY_FEED).at("/CVE_Items/0");
        assertThat(item.at("/cve/CVE_data_meta/ID").asText()).isEqualTo("CVE-2022-0090");
        // CVE-2022-0090 is also an API 2.0 sample: the item is the record whose v2 vector the feed states too
        List<CveFacts> records = records(facts, "nvd", "CVE-2022-0090");
        assertThat(records).hasSize(2).allSatisfy(cve -> {
            assertThat(cve.cvss()).containsExactly(
                    new CvssVector("CVSS_V3", item.at("/impact/baseMetricV3/cvssV3/vectorString").asText(), 6.5),
                    new CvssVector("CVSS_V2", item.at("/impact/baseMetricV2/cvssV2/vectorString").asText(), 5.0));
            assertThat(cve.published()).isEqualTo(item.get("publishedDate").asText().substring(0, 10)).isEqualTo("2022-01-18");
        });
        assertThat(records.get(1).modified()).isEqualTo("2022-01-25");
    }

    @Test
    void recordsOfOneCveInSeveralFilesAreAllReportedButAnExactCopyIsReadOnce() {
        // CVE-2024-3094: an API response and two different CVE JSON 5 files
        assertThat(records(facts, "nvd", "CVE-2024-3094")).hasSize(1);
        assertThat(records(facts, "cve", "CVE-2024-3094")).hasSize(2);
        // CVE-2023-45803 is in cve5-extra/ and cvelistV5/ byte for byte: the first in path order is read
        assertThat(records(facts, "cve", "CVE-2023-45803")).hasSize(1);
        assertThat(result.skipped()).filteredOn(skip -> skip.id().equals("-")).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("nvd/cvelistV5/cves/2023/45xxx/CVE-2023-45803.json");
            assertThat(skip.reason()).isEqualTo("the same bytes as nvd/cve5-extra/CVE-2023-45803.json, which is read; this copy is not");
        });
    }

    @Test
    void everySampleFileIsAccountedFor() throws IOException {
        long apiResponses;
        long cveRecords;
        try (Stream<Path> files = Files.list(SampleFeeds.nvd("nvd-api-2.0"))) {
            apiResponses = files.count();
        }
        try (Stream<Path> files = Stream.concat(Files.walk(SampleFeeds.nvd("cvelistV5")), Files.walk(SampleFeeds.nvd("cve5-extra")))) {
            cveRecords = files.filter(f -> f.toString().endsWith(".json")).count();
        }
        assertThat(apiResponses).isEqualTo(23);
        assertThat(cveRecords).isEqualTo(24);
        assertThat(facts.cves()).filteredOn(f -> f.source().equals("cve")).hasSize((int) cveRecords - 1);
        assertThat(result.records()).isEqualTo(apiResponses + (669 - 29) + (cveRecords - 1));
        assertThat(result.skipped()).hasSize(29 + 1);
        // the newest day a file says it is current as of: the CVE-2024-3094 response's timestamp
        assertThat(result.feedDate()).isEqualTo("2026-07-07");
        assertThat(result.version()).isNull();
    }

    @Test
    void theEnglishDescriptionIsTheSummary() throws IOException {
        JsonNode descriptions = sample("cve5-extra/CVE-2016-15012.json").at("/containers/cna/descriptions");
        assertThat(descriptions).extracting(d -> d.get("lang").asText()).containsExactly("en", "de");
        assertThat(only(facts, "cve", "CVE-2016-15012").summary()).isEqualTo(descriptions.get(0).get("value").asText());
        // the CNA's v3.1, v3.0 and v2.0 scores in one record
        assertThat(only(facts, "cve", "CVE-2016-15012").cvss()).extracting(CvssVector::type, CvssVector::score)
                .containsExactly(tuple("CVSS_V3", 5.5), tuple("CVSS_V3", 5.5),
                        tuple("CVSS_V2", 5.2));
        assertThat(only(facts, "cve", "CVE-2025-4565").cvss()).singleElement()
                .isEqualTo(new CvssVector("CVSS_V4", "CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:N/VC:N/VI:N/VA:H/SC:N/SI:N/SA:N", 8.2));
    }

    @Test
    void aRejectedCveRecordIsSkippedWithItsReason(@TempDir Path dir) throws Exception {
        ObjectNode record = (ObjectNode) sample("cvelistV5/cves/2021/26xxx/CVE-2021-26917.json");
        // what a rejected CVE JSON 5 record looks like: state REJECTED, the CNA's rejectedReasons instead of descriptions
        ObjectNode metadata = (ObjectNode) record.get("cveMetadata");
        metadata.put("state", "REJECTED").put("dateRejected", "2021-03-01T00:00:00");
        ObjectNode cna = (ObjectNode) record.at("/containers/cna");
        cna.set("rejectedReasons", cna.remove("descriptions"));
        write(dir, "CVE-2021-26917.json", record);
        copyInto(dir, LOG4SHELL);

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.cves()).extracting(CveFacts::cve).containsExactly("CVE-2021-44228");
        assertThat(partial.records()).isEqualTo(1);
        assertThat(partial.skipped()).singleElement().isEqualTo(
                new SkippedRecord("CVE-2021-26917.json", "CVE-2021-26917", "rejected (cveMetadata.state REJECTED)"));
    }

    @Test
    void aRejectedCveInAnApiResponseIsSkippedToo(@TempDir Path dir) throws Exception {
        ObjectNode response = (ObjectNode) sample(API + "CVE-2022-25929.json");
        ((ObjectNode) response.at("/vulnerabilities/0/cve")).put("vulnStatus", "Rejected");
        write(dir, "CVE-2022-25929.json", response);
        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.cves()).isEmpty();
        assertThat(partial.skipped()).singleElement()
                .isEqualTo(new SkippedRecord("CVE-2022-25929.json", "CVE-2022-25929", "rejected (vulnStatus \"Rejected\")"));
    }

    @Test
    void anUnusableItemIsSkippedAndTheRestOfItsFileReported(@TempDir Path dir) throws Exception {
        ObjectNode feed = (ObjectNode) sample(LEGACY_FEED);
        ArrayNode items = (ArrayNode) feed.get("CVE_Items");
        List<JsonNode> scored = new ArrayList<>();
        items.forEach(item -> {
            if (item.at("/impact/baseMetricV3/cvssV3").isObject()) {
                scored.add(item);
            }
        });
        ((ObjectNode) scored.get(0)).put("publishedDate", "2022-02-30T17:15Z");
        ((ObjectNode) scored.get(1).at("/impact/baseMetricV3/cvssV3")).put("baseScore", "HIGH");
        ((ObjectNode) scored.get(2).at("/cve/CVE_data_meta")).put("ID", "CVE-22-1");
        write(dir, "nvdcve-1.1-test.json", feed);

        FeedResult partial = loadInto(dir, new CollectedVulnerabilities());
        assertThat(partial.records()).isEqualTo(669 - 29 - 3);
        assertThat(partial.skipped()).hasSize(29 + 3);
        assertThat(partial.skipped()).extracting(SkippedRecord::id, SkippedRecord::reason).contains(
                tuple(scored.get(0).at("/cve/CVE_data_meta/ID").asText(), "publishedDate \"2022-02-30T17:15Z\" is not a date"),
                tuple(scored.get(1).at("/cve/CVE_data_meta/ID").asText(), "impact.baseMetricV3.cvssV3 baseScore \"HIGH\" is not a number from 0 to 10"),
                tuple("CVE-22-1", "ID \"CVE-22-1\" is not a CVE id"));
    }

    @Test
    void jsonThatIsNoCveRecordIsIgnoredWithANote(@TempDir Path dir) throws Exception {
        copyInto(dir, LOG4SHELL);
        Files.writeString(dir.resolve("package.json"), "{\"name\": \"not-a-cve\", \"vulnerabilities\": []}");
        FeedResult mixed = loadInto(dir, new CollectedVulnerabilities());
        assertThat(mixed.records()).isEqualTo(1);
        assertThat(mixed.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("package.json");
            assertThat(skip.reason()).contains("file ignored");
        });
    }

    @Test
    void aTruncatedFileOfAnyFormatFailsTheBuildNamingIt(@TempDir Path dir) throws Exception {
        for (String sample : List.of(API + "CVE-2023-4863.json", LEGACY_FEED, LOG4SHELL)) {
            Path root = Files.createDirectories(dir.resolve(String.valueOf(sample.hashCode())));
            copyInto(root, "cve5-extra/CVE-2024-3094.json");
            byte[] bytes = Files.readAllBytes(SampleFeeds.nvd(sample));
            Path truncated = root.resolve("truncated.json");
            Files.write(truncated, Arrays.copyOf(bytes, bytes.length / 2));
            assertThatThrownBy(() -> loadInto(root, new CollectedVulnerabilities()))
                    .as(sample)
                    .isInstanceOf(FeedException.class)
                    .hasMessageContaining(truncated.toString())
                    .hasMessageContaining("not valid JSON")
                    .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(truncated));
        }
    }

    @Test
    void aResponseOrFeedWithoutItsRecordArrayIsMalformed(@TempDir Path dir) throws Exception {
        ObjectNode response = (ObjectNode) sample(API + "CVE-2023-4863.json");
        response.putObject("vulnerabilities");
        Path file = write(dir, "response.json", response);
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("without a \"vulnerabilities\" array");
        Files.writeString(file, "{\"CVE_data_type\": \"CVE\", \"CVE_Items\": {}}");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class).hasMessageContaining("\"CVE_Items\" is not an array");
    }
}
