package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code osadl}: OSADL's matrix and checklists from a stand-in with OSADL's URL layout, serving the real files. */
class OsadlSourceTest {

    private static final String MATRIX = "/osadl/matrixseqexpl.json";

    private final StandInFetch run = new StandInFetch();
    private UpstreamStandIn upstream;
    private List<Path> checklists;

    @TempDir
    Path feeds;

    @BeforeEach
    void serveTheRealMatrixAndChecklists() throws IOException {
        upstream = new UpstreamStandIn();
        Path osadl = SampleFeeds.root().resolve("osadl");
        upstream.serve(MATRIX, Files.readAllBytes(osadl.resolve("matrix/matrixseqexpl.json")));
        try (Stream<Path> files = Files.list(osadl.resolve("checklists"))) {
            checklists = files.filter(file -> file.toString().endsWith(".txt")).sorted().toList();
        }
        for (Path checklist : checklists) {
            upstream.serve("/osadl/unreflicenses/" + checklist.getFileName(), Files.readAllBytes(checklist));
        }
    }

    @AfterEach
    void stop() {
        upstream.close();
    }

    @Test
    void theMatrixAndEveryPublishedChecklistLandWhereTheBuildReadsThemAndTheRestIsNamed() throws Exception {
        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("osadl/matrix/matrixseqexpl.json"))
                .hasSameBinaryContentAs(SampleFeeds.root().resolve("osadl/matrix/matrixseqexpl.json"));
        for (Path checklist : checklists) {
            assertThat(feeds.resolve("osadl/checklists").resolve(checklist.getFileName()))
                    .hasSameBinaryContentAs(checklist);
        }
        try (Stream<Path> fetched = Files.list(feeds.resolve("osadl/checklists"))) {
            assertThat(fetched).hasSize(checklists.size());
        }
        SourceRecord osadl = run.recorded(feeds, "osadl");
        assertThat(osadl.dataDate()).isEqualTo("2024-11-04");
        assertThat(osadl.files()).hasSize(1 + checklists.size());
        assertThat(osadl.files().get(0).records()).isEqualTo(115);
        assertThat(osadl.files()).filteredOn(file -> file.path().endsWith("/MIT.txt")).singleElement()
                .satisfies(file -> assertThat(file.records()).isEqualTo(useCases(feeds.resolve(file.path()))));
        int unpublished = 115 - checklists.size();
        assertThat(osadl.notes()).singleElement().asString()
                .startsWith("no checklist published (HTTP 404) for " + unpublished + " of the 115 licenses")
                .contains("AFL-2.0").contains("GPL-2.0-only WITH Classpath-exception-2.0").doesNotContain("MIT,");
        assertThat(run.output()).contains("osadl: no checklist published (HTTP 404) for " + unpublished);
    }

    @Test
    void aLicenseNameWithSpacesIsAskedForUnderItsEncodedName() throws Exception {
        fetch();

        assertThat(upstream.requests()).extracting(UpstreamStandIn.Request::path)
                .contains("/osadl/unreflicenses/GPL-2.0-only WITH Classpath-exception-2.0.txt");
    }

    @Test
    void theBuildReadsTheFetchedFolderWithEveryLicenseOfTheMatrixAndItsDate() throws Exception {
        fetch();

        FeedResult fetched = osadlOf(build(feeds, "fetched"));

        assertThat(fetched.records()).isEqualTo(run.recorded(feeds, "osadl").files().get(0).records());
        assertThat(fetched.feedDate()).isEqualTo(run.recorded(feeds, "osadl").dataDate());
        assertThat(fetched.skipped()).isEmpty();
    }

    @Test
    void aSecondRunAsksForEveryFileItHoldsConditionallyAndTransfersNoBody() throws Exception {
        fetch();
        upstream.forgetRequests();

        FetchReport again = fetch();

        assertThat(again.failed()).isEmpty();
        assertThat(upstream.requests()).filteredOn(request -> request.status() != 404).hasSize(1 + checklists.size())
                .allSatisfy(request -> {
                    assertThat(request.conditional()).isTrue();
                    assertThat(request.status()).isEqualTo(304);
                });
        assertThat(run.recorded(feeds, "osadl").files()).noneMatch(FetchedFile::transferred);
    }

    @Test
    void aChecklistAnswerThatIsNoChecklistFailsTheSourceAndKeepsThePreviousCopy() throws Exception {
        fetch();
        byte[] mit = Files.readAllBytes(feeds.resolve("osadl/checklists/MIT.txt"));
        upstream.serve("/osadl/unreflicenses/MIT.txt",
                "<html><body>The requested URL was not found on this server.</body></html>"
                        .getBytes(StandardCharsets.UTF_8));

        FetchReport report = fetch();

        assertThat(report.failedSources()).containsExactly("osadl");
        assertThat(report.failed().get("osadl")).contains("MIT.txt").contains("not an OSLOC checklist");
        assertThat(feeds.resolve("osadl/checklists/MIT.txt")).hasBinaryContent(mit);
    }

    @Test
    void aChecklistOsadlNoLongerPublishesIsRemovedAndNamed() throws Exception {
        fetch();
        upstream.remove("/osadl/unreflicenses/WTFPL.txt");

        FetchReport report = fetch();

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("osadl/checklists/WTFPL.txt")).doesNotExist();
        assertThat(feeds.resolve("osadl/checklists/MIT.txt")).exists();
        assertThat(run.recorded(feeds, "osadl").notes()).singleElement().asString().contains("WTFPL");
    }

    private FetchReport fetch() throws IOException {
        return run.fetch(feeds, new OsadlSource(run.json), upstream.base("osadl/"));
    }

    private static long useCases(Path checklist) throws IOException {
        return Files.readAllLines(checklist).stream().filter(line -> line.startsWith("USE CASE")).count();
    }

    private BuildReport build(Path folder, String name) throws Exception {
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC))
                .build(folder, feeds.resolveSibling(feeds.getFileName() + "-" + name), false);
    }

    private static FeedResult osadlOf(BuildReport report) {
        return report.feeds().stream().filter(feed -> feed.name().equals("osadl")).findFirst().orElseThrow();
    }
}
