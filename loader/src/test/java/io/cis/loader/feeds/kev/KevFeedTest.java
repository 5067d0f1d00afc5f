package io.cis.loader.feeds.kev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.KnownExploited;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KevFeedTest {

    private static final String FILE = "known_exploited_vulnerabilities.csv";
    /** A row's cveID and the first date after it, which is dateAdded: the columns before it hold no date. */
    private static final Pattern ROW = Pattern.compile("^(CVE-\\d{4}-\\d+),.*?,(\\d{4}-\\d{2}-\\d{2}),", Pattern.MULTILINE);

    private static CollectedVulnerabilities facts;
    private static FeedResult result;

    @BeforeAll
    static void loadTheSampleCatalog() throws FeedException {
        facts = new CollectedVulnerabilities();
        KevFeed feed = new KevFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sinkInto(facts));
    }

    private static BuildSink sinkInto(CollectedVulnerabilities into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), into);
    }

    private static FeedResult loadInto(Path dir, CollectedVulnerabilities into) throws FeedException {
        return new KevFeed().load(dir, dir, sinkInto(into));
    }

    /** The sample's rows as a plain text scan finds them, without a CSV reader: each row starts with its CVE id. */
    private static List<String[]> rowsByScan() throws IOException {
        Matcher matcher = ROW.matcher(Files.readString(SampleFeeds.kev(FILE)));
        return matcher.results().map(m -> new String[] {m.group(1), m.group(2)}).toList();
    }

    private static List<String> sampleLines() throws IOException {
        return Files.readAllLines(SampleFeeds.kev(FILE), StandardCharsets.UTF_8);
    }

    @Test
    void findsTheCatalogUnderTheFeedsRootOrAsTheRootItself() {
        KevFeed feed = new KevFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.kev().normalize());
        assertThat(feed.locate(SampleFeeds.kev())).contains(SampleFeeds.kev().normalize());
        assertThat(feed.locate(SampleFeeds.epss())).isEmpty();
        assertThat(result.name()).isEqualTo("kev");
        assertThat(result.path()).isEqualTo("kev");
    }

    @Test
    void reportsEveryRowOfTheSampleCatalog() throws IOException {
        List<String[]> rows = rowsByScan();
        assertThat(rows).hasSize(1460);
        assertThat(result.records()).isEqualTo(rows.size());
        assertThat(result.skipped()).isEmpty();
        assertThat(facts.knownExploited()).extracting(KnownExploited::cve)
                .containsExactlyElementsOf(rows.stream().map(row -> row[0]).toList());
        assertThat(result.version()).isNull();
    }

    @Test
    void log4ShellIsListedWithTheDayCisaAddedIt() throws IOException {
        String added = rowsByScan().stream().filter(row -> row[0].equals("CVE-2021-44228")).findFirst().orElseThrow()[1];
        assertThat(facts.knownExploited()).contains(new KnownExploited("CVE-2021-44228", added));
        assertThat(added).isEqualTo("2021-12-10");
    }

    @Test
    void theFeedDateIsTheLatestDayAdded() throws IOException {
        String latest = rowsByScan().stream().map(row -> row[1]).max(String::compareTo).orElseThrow();
        assertThat(result.feedDate()).isEqualTo(latest).isEqualTo("2025-11-14");
    }

    /** The JSON form of KEV release 2025.08.25, cut to 25 entries (provenance in the fetch tests' NOTICE.md). */
    private static Path releaseJson(Path dir) throws IOException {
        Path json = dir.resolve(KevRelease.FILE_NAME);
        try (var in = KevFeedTest.class.getResourceAsStream("/io/cis/loader/fetch/" + KevRelease.FILE_NAME)) {
            Files.copy(in, json);
        }
        return json;
    }

    @Test
    void theJsonFormOfTheSameReleaseDatesTheFeedByItsDateReleased(@TempDir Path dir) throws Exception {
        JsonNode release = new ObjectMapper().readTree(releaseJson(dir).toFile());
        // the CSV of the same release, written from the JSON's own entries in CISA's column order
        StringBuilder csv = new StringBuilder(sampleLines().get(0)).append('\n');
        for (JsonNode entry : release.get("vulnerabilities")) {
            csv.append(entry.get("cveID").asText()).append(",v,p,n,").append(entry.get("dateAdded").asText())
                    .append(",d,a,").append(entry.get("dueDate").asText()).append(",Unknown,,\n");
        }
        Files.writeString(dir.resolve(FILE), csv);

        FeedResult dated = loadInto(dir, new CollectedVulnerabilities());

        assertThat(dated.records()).isEqualTo(release.get("count").asLong()).isEqualTo(25);
        assertThat(dated.skipped()).isEmpty();
        assertThat(dated.feedDate()).isEqualTo(release.get("dateReleased").asText().substring(0, 10))
                .isEqualTo("2025-08-25");
    }

    @Test
    void aJsonFormOfAnotherReleaseIsListedAndTheCsvDatesTheFeed(@TempDir Path dir) throws Exception {
        // the fetch tests' CSV is the first 25 rows of a later catalog than their JSON, as the upstream samples are
        releaseJson(dir);
        try (var in = KevFeedTest.class.getResourceAsStream("/io/cis/loader/fetch/" + FILE)) {
            Files.copy(in, dir.resolve(FILE));
        }
        String newestAdded = ROW.matcher(Files.readString(dir.resolve(FILE))).results().map(m -> m.group(2))
                .max(String::compareTo).orElseThrow();

        FeedResult dated = loadInto(dir, new CollectedVulnerabilities());

        assertThat(dated.feedDate()).isEqualTo(newestAdded).isEqualTo("2025-11-14");
        assertThat(dated.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(KevRelease.FILE_NAME);
            assertThat(skip.reason()).contains("describes another release than the CSV")
                    .contains("dateReleased 2025-08-25").contains("newest dateAdded 2025-11-14");
        });
    }

    @Test
    void aJsonFormThatIsNotJsonStopsTheBuild(@TempDir Path dir) throws Exception {
        Files.copy(SampleFeeds.kev(FILE), dir.resolve(FILE));
        Files.writeString(dir.resolve(KevRelease.FILE_NAME), "{\"dateReleased\": \"2025-08-25T17:04:19Z\", \"count\": ");

        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities())).isInstanceOf(FeedException.class)
                .hasMessageContaining(KevRelease.FILE_NAME).hasMessageContaining("not valid JSON");
    }

    @Test
    void quotedFieldsWithCommasQuotesAndLineBreaksDoNotShiftColumns(@TempDir Path dir) throws Exception {
        List<String> lines = sampleLines();
        String multiline = "CVE-2099-0001,Acme,\"Widget, Pro\",\"Acme \"\"Widget\"\" Injection\",2099-01-02,"
                + "\"First line, with a comma\nsecond line\",\"Apply updates\",2099-01-23,Unknown,\"a ; b\",CWE-20";
        String afterIt = "CVE-2099-0002,Acme,Widget,Bad Date,2099-02-30,x,y,2099-03-01,Unknown,,CWE-20";
        Files.writeString(dir.resolve(FILE), lines.get(0) + "\n" + multiline + "\n" + afterIt + "\n" + lines.get(1) + "\n");

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.knownExploited()).first().isEqualTo(new KnownExploited("CVE-2099-0001", "2099-01-02"));
        assertThat(partial.records()).isEqualTo(2);
        // the multi-line record takes lines 2 and 3, so the next one starts on line 4
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(FILE);
            assertThat(skip.id()).isEqualTo("line 4");
            assertThat(skip.reason()).contains("2099-02-30").contains("dateAdded");
        });
    }

    @Test
    void unusableRowsAreSkippedAndCountedAndTheRestReported(@TempDir Path dir) throws Exception {
        List<String> lines = sampleLines();
        String log4shell = lines.stream().filter(line -> line.startsWith("CVE-2021-44228,")).findFirst().orElseThrow();
        String text = lines.get(0) + "\n"
                + lines.get(1) + "\n"
                + lines.get(1).replaceFirst("^CVE-", "CVE_") + "\n"           // not a CVE id
                + "CVE-2099-0003,too,few,fields\n"                             // fewer columns than the header
                + "CVE-2099-0004,Acme,Widget,\"Name\"x,2099-01-01,d,a,2099-01-02,Unknown,,CWE-20\n" // text after a quote
                + log4shell + "\n"
                + log4shell + "\n";                                            // listed twice
        Files.writeString(dir.resolve(FILE), text);

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(own.knownExploited()).extracting(KnownExploited::cve)
                .containsExactly(lines.get(1).substring(0, lines.get(1).indexOf(',')), "CVE-2021-44228");
        assertThat(partial.records()).isEqualTo(2);
        assertThat(partial.skipped()).extracting(SkippedRecord::id).containsExactly("line 3", "line 4", "line 5", "line 7");
        assertThat(partial.skipped()).extracting(SkippedRecord::reason).satisfiesExactly(
                reason -> assertThat(reason).contains("is not a CVE id"),
                reason -> assertThat(reason).isEqualTo("4 fields where the header has 11"),
                reason -> assertThat(reason).contains("text after the closing quote"),
                reason -> assertThat(reason).isEqualTo("CVE-2021-44228 is already listed on line 6"));
    }

    @Test
    void aFileWithoutTheKevHeaderFailsNamingIt(@TempDir Path dir) throws Exception {
        List<String> lines = sampleLines();
        Path file = dir.resolve(FILE);
        Files.write(file, lines.subList(1, 20));
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("not the KEV header")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(file));
        Files.writeString(file, "");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class).hasMessageContaining("no KEV header");
    }

    @Test
    void aTruncatedCatalogFailsNamingTheFileRatherThanKeepingACutRow(@TempDir Path dir) throws Exception {
        byte[] bytes = Files.readAllBytes(SampleFeeds.kev(FILE));
        Path file = dir.resolve(FILE);
        // cut in the middle of the first row's description, which is quoted
        String firstRows = new String(bytes, StandardCharsets.UTF_8);
        int insideQuotes = firstRows.indexOf("contains a relative path");
        Files.write(file, Arrays.copyOf(bytes, insideQuotes));
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("not closed");
        // cut half-way through the file, wherever that falls
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString());
    }
}
