package io.cis.loader.feeds.epss;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.EpssScore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which row scores a CVE, chosen on disk: the newest day's, and within a day the first line; the choice and what is
 * skipped are the same whether the rows fit in memory or every few rows spill.
 */
class EpssScoreChoiceTest {

    private static final String NEWER = "epss_scores-2025-08-15.csv";
    private static final String OLDER = "epss_scores-2025-08-14.csv";

    @TempDir
    Path dir;

    private List<String> newer;
    private String repeated;

    /** The sample day with its third row repeated at the end, and the day before scoring every CVE 0.5 plus one more. */
    @BeforeEach
    void days() throws Exception {
        List<String> sample = Files.readAllLines(SampleFeeds.epss(NEWER));
        String third = sample.get(4);
        repeated = third.substring(0, third.indexOf(','));
        newer = new ArrayList<>(sample);
        newer.add(repeated + ",0.125,0.25");
        Files.write(dir.resolve(NEWER), newer);
        List<String> older = new ArrayList<>();
        older.add("#model_version:v3,score_date:2025-08-14T00:00:00+0000");
        older.add(sample.get(1));
        sample.stream().skip(2).map(line -> line.substring(0, line.indexOf(',')) + ",0.5,0.5").forEach(older::add);
        older.add("CVE-1999-0001,0.25,0.75");
        Files.write(dir.resolve(OLDER), older);
    }

    private record Loaded(FeedResult result, List<EpssScore> scores) {
    }

    private Loaded load(long spillBudget) throws Exception {
        SpillSpace space = new SpillSpace(dir.resolve("spill"), spillBudget);
        try (CollectedVulnerabilities facts = new CollectedVulnerabilities(space);
             SnapshotTables tables = new SnapshotTables(space)) {
            FeedResult result = new EpssFeed().load(dir, dir, new BuildSink(tables, new CollectedFacts(), facts));
            return new Loaded(result, facts.epss());
        }
    }

    @Test
    void theNewestDayScoresEachCveAndARowRepeatedWithinADayIsSkippedOnItsLaterLine() throws Exception {
        Loaded loaded = load(1L << 30);
        int repeatedLine = newer.size();
        assertThat(loaded.result().skipped()).containsExactly(new SkippedRecord(NEWER, "line " + repeatedLine,
                repeated + " is already listed on line 5"));
        assertThat(loaded.scores()).extracting(EpssScore::cve).doesNotHaveDuplicates();
        assertThat(loaded.scores()).hasSize(newer.size() - 3 + 1);
        assertThat(loaded.result().records()).isEqualTo(loaded.scores().size());
        // reported in reading order: the newer day's rows as written, then what only the older day scores
        assertThat(loaded.scores().get(2).cve()).isEqualTo(repeated);
        assertThat(loaded.scores().get(2).probability()).isNotEqualTo(0.125).isNotEqualTo(0.5);
        assertThat(loaded.scores().get(loaded.scores().size() - 1)).isEqualTo(new EpssScore("CVE-1999-0001", 0.25, 0.75));
        assertThat(loaded.scores()).noneMatch(score -> score.probability() == 0.5);
    }

    @Test
    void spillingEveryFewRowsChoosesAndSkipsTheSame() throws Exception {
        Loaded inMemory = load(1L << 30);
        Loaded spilled = load(256);
        assertThat(dir.resolve("spill")).isDirectory();
        assertThat(spilled.scores()).containsExactlyElementsOf(inMemory.scores());
        assertThat(spilled.result()).isEqualTo(inMemory.result());
        try (var left = Files.list(dir.resolve("spill"))) {
            assertThat(left).isEmpty();
        }
    }
}
