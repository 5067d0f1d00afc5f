package io.cis.loader.feeds.epss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.EpssScore;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EpssFeedTest {

    private static final String CSV = "epss_scores-2025-08-15.csv";
    private static final String GZ = "epss_scores-2025-08-15.csv.gz";

    private static CollectedVulnerabilities facts;
    private static FeedResult result;

    @BeforeAll
    static void loadTheSampleScores() throws FeedException {
        facts = new CollectedVulnerabilities();
        EpssFeed feed = new EpssFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sinkInto(facts));
    }

    private static BuildSink sinkInto(CollectedVulnerabilities into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), into);
    }

    private static FeedResult loadInto(Path dir, CollectedVulnerabilities into) throws FeedException {
        return new EpssFeed().load(dir, dir, sinkInto(into));
    }

    private static List<String> sampleLines() throws IOException {
        return Files.readAllLines(SampleFeeds.epss(CSV));
    }

    /** The sample's rows, split by hand: FIRST's rows hold no quotes, so a comma always separates fields. */
    private static List<EpssScore> rowsBySplitting() throws IOException {
        List<EpssScore> rows = new ArrayList<>();
        for (String line : sampleLines()) {
            if (line.startsWith("CVE-")) {
                String[] field = line.split(",");
                rows.add(new EpssScore(field[0], Double.parseDouble(field[1]), Double.parseDouble(field[2])));
            }
        }
        return rows;
    }

    private static byte[] gunzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }

    private static void gzip(String text, Path to) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(to))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    @Test
    void findsTheDailyFilesUnderTheFeedsRootOrAsTheRootItself() {
        EpssFeed feed = new EpssFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.epss().normalize());
        assertThat(feed.locate(SampleFeeds.epss())).contains(SampleFeeds.epss().normalize());
        assertThat(feed.locate(SampleFeeds.kev())).isEmpty();
        assertThat(result.name()).isEqualTo("epss");
        assertThat(result.path()).isEqualTo("epss");
    }

    @Test
    void reportsEveryRowOfTheSampleDayWithTheScoresAsWritten() throws IOException {
        List<EpssScore> rows = rowsBySplitting();
        assertThat(rows).hasSize(103);
        assertThat(result.records()).isEqualTo(rows.size());
        assertThat(result.skipped()).isEmpty();
        assertThat(facts.epss()).containsExactlyElementsOf(rows);
        assertThat(facts.epss()).contains(new EpssScore("CVE-2019-10744", 0.0341, 0.86979));
    }

    @Test
    void theFeedDateIsTheScoreDateAndTheVersionTheModel() throws IOException {
        String comment = sampleLines().get(0);
        assertThat(comment).isEqualTo("#model_version:v4,score_date:2025-08-15T00:00:00+0000");
        assertThat(result.feedDate()).isEqualTo("2025-08-15");
        assertThat(result.version()).isEqualTo("v4");
    }

    @Test
    void theGzipHoldsTheSameBytesAndIsReadOnlyWhenAlone(@TempDir Path dir) throws Exception {
        assertThat(gunzip(SampleFeeds.epss(GZ))).isEqualTo(Files.readAllBytes(SampleFeeds.epss(CSV)));
        // the sample folder holds both: read once, so no CVE is reported twice
        assertThat(facts.epss()).extracting(EpssScore::cve).doesNotHaveDuplicates();

        Files.copy(SampleFeeds.epss(GZ), dir.resolve(GZ));
        CollectedVulnerabilities fromGzip = new CollectedVulnerabilities();
        FeedResult gzipOnly = loadInto(dir, fromGzip);
        assertThat(fromGzip.epss()).isEqualTo(facts.epss());
        assertThat(gzipOnly.feedDate()).isEqualTo("2025-08-15");
    }

    @Test
    void aRowWithAMalformedScoreOrIdIsSkippedAndCounted(@TempDir Path dir) throws Exception {
        List<String> lines = new ArrayList<>(sampleLines());
        String first = lines.get(2);
        String cve = first.substring(0, first.indexOf(','));
        lines.set(2, cve + ",0.9x4,0.99944");                              // line 3: not a number
        lines.set(3, lines.get(3).replaceFirst(",[^,]*,", ",1.5,"));        // line 4: out of range
        lines.set(4, lines.get(4).replaceFirst(",[^,]*$", ",NaN"));         // line 5: NaN percentile
        lines.set(5, lines.get(5).replaceFirst("^CVE-", "cve-"));           // line 6: not a CVE id
        Files.writeString(dir.resolve(CSV), String.join("\n", lines) + "\n");

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult partial = loadInto(dir, own);
        assertThat(partial.records()).isEqualTo(103 - 4);
        assertThat(own.epss()).hasSize(99).extracting(EpssScore::cve).doesNotContain(cve);
        assertThat(partial.skipped()).extracting(SkippedRecord::id).containsExactly("line 3", "line 4", "line 5", "line 6");
        assertThat(partial.skipped().get(0)).satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(CSV);
            assertThat(skip.reason()).isEqualTo(cve + ": epss \"0.9x4\" is not a number from 0 to 1");
        });
        assertThat(partial.skipped().get(1).reason()).contains("\"1.5\"");
        assertThat(partial.skipped().get(2).reason()).contains("percentile \"NaN\"");
        assertThat(partial.skipped().get(3).reason()).contains("is not a CVE id");
    }

    @Test
    void withSeveralDaysTheNewestScoreOfEachCveWins(@TempDir Path dir) throws Exception {
        List<String> lines = sampleLines();
        Files.copy(SampleFeeds.epss(CSV), dir.resolve(CSV));
        // the day before, gzipped: other scores for every CVE, and one CVE the newer day does not score
        List<String> older = new ArrayList<>();
        older.add("#model_version:v3,score_date:2025-08-14T00:00:00+0000");
        older.add(lines.get(1));
        lines.stream().skip(2).map(line -> line.substring(0, line.indexOf(',')) + ",0.5,0.5").forEach(older::add);
        older.add("CVE-1999-0001,0.25,0.75");
        gzip(String.join("\n", older) + "\n", dir.resolve("epss_scores-2025-08-14.csv.gz"));

        CollectedVulnerabilities own = new CollectedVulnerabilities();
        FeedResult both = loadInto(dir, own);
        assertThat(both.records()).isEqualTo(104);
        assertThat(both.skipped()).isEmpty();
        assertThat(own.epss()).containsAll(rowsBySplitting())
                .contains(new EpssScore("CVE-1999-0001", 0.25, 0.75))
                .extracting(EpssScore::cve).doesNotHaveDuplicates();
        assertThat(both.feedDate()).isEqualTo("2025-08-15");
        assertThat(both.version()).isEqualTo("v4");
    }

    @Test
    void aFileWithoutTheCommentLineOrTheHeaderIsMalformed(@TempDir Path dir) throws Exception {
        List<String> lines = sampleLines();
        Path file = dir.resolve(CSV);
        Files.writeString(file, String.join("\n", lines.subList(1, lines.size())) + "\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("line 1 is not the #model_version")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(file));

        List<String> headless = new ArrayList<>(lines);
        headless.remove(1);
        Files.writeString(file, String.join("\n", headless) + "\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("line 2 is not the header cve,epss,percentile");

        Files.writeString(file, lines.get(0).replace("2025-08-15", "2025-08-32") + "\n" + lines.get(1) + "\n");
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class).hasMessageContaining("is not a date");
    }

    @Test
    void aTruncatedFileFailsNamingItInEitherForm(@TempDir Path dir) throws Exception {
        byte[] csv = Files.readAllBytes(SampleFeeds.epss(CSV));
        Path plain = dir.resolve(CSV);
        // half-way through a row: its score would still read as a number, only a wrong one
        Files.write(plain, Arrays.copyOf(csv, csv.length / 2));
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(plain.toString())
                .hasMessageContaining("cut off");
        Files.delete(plain);

        byte[] gz = Files.readAllBytes(SampleFeeds.epss(GZ));
        Path gzipped = dir.resolve(GZ);
        Files.write(gzipped, Arrays.copyOf(gz, gz.length / 2));
        assertThatThrownBy(() -> loadInto(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(gzipped.toString())
                .hasMessageContaining("not a readable gzip file");
    }
}
