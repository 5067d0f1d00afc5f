package io.cis.loader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Build progress as an operator reads it, from a real build of the sample feeds with a clock that ticks 1 s a look. */
class BuildProgressReporterTest {

    /** The merge's steps, in the order a build takes them. */
    private static final List<String> MERGE_STEPS = List.of("vulnerabilities", "catalog", "cryptography", "locations",
            "write");

    /** Each reading is one second after the previous, so durations and rates are exact. */
    private static LongSupplier oneSecondPerLook() {
        AtomicLong now = new AtomicLong();
        return () -> now.getAndAdd(1_000_000_000L);
    }

    /** Processor time: half a second more at each reading. */
    private static LongSupplier halfASecondPerLook() {
        AtomicLong cpu = new AtomicLong();
        return () -> cpu.getAndAdd(500_000_000L);
    }

    private record Built(BuildReport report, String progress, BuildProgressReporter reporter) {
    }

    private static Built build(Path feeds, Path out, boolean terminal) throws Exception {
        StringWriter err = new StringWriter();
        BuildProgressReporter reporter = new BuildProgressReporter(new PrintWriter(err), terminal, oneSecondPerLook(),
                halfASecondPerLook());
        BuildReport report = SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, out, false, reporter);
        return new Built(report, err.toString(), reporter);
    }

    /** A feeds root holding copies of two of the sample feeds, the smallest: each one read is rewritten in place. */
    private static Path twoSampleFeeds(Path root) throws IOException {
        Files.createDirectories(root);
        for (Path feed : List.of(SampleFeeds.epss(), SampleFeeds.kev())) {
            Path target = root.resolve(feed.getFileName().toString());
            try (Stream<Path> files = Files.walk(feed)) {
                for (Path file : files.toList()) {
                    Files.copy(file, target.resolve(feed.relativize(file).toString()));
                }
            }
        }
        return root;
    }

    @TempDir
    static Path shared;
    /** One build logged as plain lines, read by the tests of the log and of the closing table alike. */
    private static Built plain;

    @BeforeAll
    static void buildWithPlainLines() throws Exception {
        plain = build(SampleFeeds.root(), shared.resolve("snap"), false);
    }

    @Test
    void logsOnePlainLinePerFinishedFeedWithRecordsSkippedRateAndEta() {
        Built built = plain;
        List<FeedResult> feeds = built.report().feeds();
        assertThat(feeds).hasSizeGreaterThan(2);
        List<String> lines = built.progress().lines().toList();
        assertThat(built.progress()).doesNotContain("\r");
        assertThat(lines.get(0)).startsWith("build: " + feeds.size() + " feeds, ");
        for (int i = 0; i < feeds.size(); i++) {
            FeedResult feed = feeds.get(i);
            String prefix = "build: [" + (i + 1) + "/" + feeds.size() + "] " + feed.name() + ": ";
            // started, then finished one look later: one second, so the rate is the record count
            String finished = prefix + feed.records() + " records, " + feed.skipped().size() + " skipped in 1.0 s ("
                    + feed.records() + " records/s)";
            assertThat(lines).anyMatch(line -> line.startsWith(finished));
        }
        assertThat(lines).anyMatch(line -> line.contains(", ETA "));
        int merging = lines.indexOf("build: merging and writing the snapshot");
        assertThat(merging).as("after the last feed").isEqualTo(lines.size() - 1 - MERGE_STEPS.size());
        assertThat(lines.subList(merging + 1, lines.size()))
                .containsExactlyElementsOf(MERGE_STEPS.stream().map(step -> "build: merging: " + step).toList());
    }

    @Test
    void endsWithATableOfFeedRecordsSkippedAndDurationThenEachMergeStepTheMergeAndTheTotal() {
        Built built = plain;
        List<String> table = built.reporter().summaryTable().lines().toList();
        List<FeedResult> feeds = built.report().feeds();
        assertThat(table.get(0).split("\\s+")).containsExactly("feed", "records", "skipped", "duration", "cpu");
        assertThat(table).hasSize(feeds.size() + MERGE_STEPS.size() + 3);
        for (int i = 0; i < feeds.size(); i++) {
            assertThat(table.get(i + 1).split("\\s+")).containsExactly(feeds.get(i).name(),
                    Long.toString(feeds.get(i).records()), Integer.toString(feeds.get(i).skipped().size()), "1.0", "s", "0.5", "s");
        }
        long records = feeds.stream().mapToLong(FeedResult::records).sum();
        // each step took the looks between its start and the next step's: one second, and half a second of processor
        for (int i = 0; i < MERGE_STEPS.size(); i++) {
            String step = MERGE_STEPS.get(i);
            assertThat(table.get(feeds.size() + 1 + i).split("\\s+"))
                    .containsExactly(step.equals("write") ? step : "merge/" + step, "1.0", "s", "0.5", "s");
        }
        assertThat(table.get(table.size() - 2).split("\\s+")[0]).isEqualTo("merge+write");
        assertThat(table.get(table.size() - 1).split("\\s+")[0]).isEqualTo("total");
        assertThat(table.get(table.size() - 1).split("\\s+")[1]).isEqualTo(Long.toString(records));
    }

    @Test
    void aFeedFolderThatIsALinkToAGenerationIsSizedByTheFilesBehindItAndNotByTheHiddenOnes(@TempDir Path dir)
            throws Exception {
        Path plain = Files.createDirectories(dir.resolve("plain/kev"));
        Files.copy(SampleFeeds.root().resolve("kev/known_exploited_vulnerabilities.csv"),
                plain.resolve("known_exploited_vulnerabilities.csv"));
        // as fetch keeps it: the folder a link to its current generation, the one before beside it, hidden
        Path linked = Files.createDirectories(dir.resolve("linked"));
        for (String generation : List.of("000001", "000002")) {
            Path copy = Files.createDirectories(linked.resolve(".kev").resolve(generation));
            Files.copy(SampleFeeds.root().resolve("kev/known_exploited_vulnerabilities.csv"),
                    copy.resolve("known_exploited_vulnerabilities.csv"));
        }
        Files.createSymbolicLink(linked.resolve("kev"), Path.of(".kev", "000002"));

        String fromPlain = firstLine(plain.getParent(), dir.resolve("snap-plain"));
        String fromLinked = firstLine(linked, dir.resolve("snap-linked"));

        assertThat(fromLinked).isEqualTo(fromPlain).doesNotContain(" 0 B");
    }

    private static String firstLine(Path feeds, Path out) throws Exception {
        StringWriter err = new StringWriter();
        SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds, out, false,
                new BuildProgressReporter(new PrintWriter(err), false, oneSecondPerLook(),
                        halfASecondPerLook()));
        return err.toString().lines().findFirst().orElseThrow();
    }

    @Test
    void onATerminalRewritesTheFeedBeingReadInPlace(@TempDir Path dir) throws Exception {
        Built built = build(twoSampleFeeds(dir.resolve("feeds")), dir.resolve("snap"), true);
        assertThat(built.report().feeds()).hasSize(2);
        String first = built.report().feeds().get(0).name();
        assertThat(built.progress()).contains("\r\033[Kbuild: [1/" + built.report().feeds().size() + "] " + first
                + ": reading ");
        assertThat(built.progress()).doesNotContainPattern("reading [^\r\n]*\n");
    }

    @Test
    void processorTimeThePlatformDoesNotTellIsShownAsADash(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        BuildProgressReporter reporter = new BuildProgressReporter(new PrintWriter(err), false, oneSecondPerLook(),
                () -> -1);
        reporter.planned(java.util.Map.of("kev", dir));
        reporter.feedStarted("kev");
        reporter.feedFinished(new FeedResult("kev", "kev", 12, List.of(), "", ""));
        reporter.merging();
        reporter.mergeStep("catalog");
        List<String> table = reporter.summaryTable().lines().toList();
        assertThat(table.get(1).split("\\s+")).containsExactly("kev", "12", "0", "1.0", "s", "-");
        assertThat(table.get(2).split("\\s+")).containsExactly("merge/catalog", "1.0", "s", "-");
        assertThat(table).last().satisfies(total -> assertThat(total.split("\\s+")).endsWith("-"));
    }
}
