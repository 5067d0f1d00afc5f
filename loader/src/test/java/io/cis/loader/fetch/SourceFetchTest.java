package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How one source's run ends: what the manifest records of it, and which files the previous run recorded are removed,
 * for sources that stage files and for those that replace a folder whole through a link.
 */
class SourceFetchTest {

    private static final URI BASE = URI.create("http://127.0.0.1:9/nvd/");

    @TempDir
    Path feeds;

    @Test
    void aFileThePreviousRunRecordedAndThisOneDidNotIsLeftOutOfTheNewCopyAndEveryOtherIsCarriedOver()
            throws Exception {
        write("osadl/checklists/MIT.txt");
        write("osadl/checklists/old/WTFPL.txt");
        write("osadl/checklists/by-hand.txt");
        write("osv/elsewhere.json");
        SourceRecord previous = record(file("osadl/checklists/MIT.txt", "a"),
                file("osadl/checklists/old/WTFPL.txt", "b"), file("osv/elsewhere.json", "c"));

        try (SourceFetch run = new SourceFetch(feeds, "osadl", BASE, null, Optional.of(previous), Clock.systemUTC())) {
            run.record(file("osadl/checklists/MIT.txt", "a"));
            run.commit();
        }

        assertThat(Files.isSymbolicLink(feeds.resolve("osadl"))).as("the folder replaced whole by a link").isTrue();
        assertThat(feeds.resolve("osadl/checklists/MIT.txt")).hasContent("osadl/checklists/MIT.txt");
        assertThat(feeds.resolve("osadl/checklists/by-hand.txt")).as("a file no fetch recorded is carried over")
                .hasContent("osadl/checklists/by-hand.txt");
        assertThat(feeds.resolve("osadl/checklists/old")).doesNotExist();
        assertThat(feeds.resolve("osv/elsewhere.json")).as("a file outside the folder is removed alone").doesNotExist();
        assertThat(feeds.resolve("osv")).doesNotExist();
    }

    @Test
    void aRunThatChangedNothingPublishesNothing() throws Exception {
        write("kev/known_exploited_vulnerabilities.csv");
        SourceRecord previous = record(file("kev/known_exploited_vulnerabilities.csv", "a"));

        try (SourceFetch run = new SourceFetch(feeds, "kev", BASE, null, Optional.of(previous), Clock.systemUTC())) {
            run.record(file("kev/known_exploited_vulnerabilities.csv", "a"));
            run.commit();
        }

        assertThat(Files.isSymbolicLink(feeds.resolve("kev"))).isFalse();
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv"))
                .hasContent("kev/known_exploited_vulnerabilities.csv");
    }

    @Test
    void aFileWhereTheSourcesFolderBelongsFailsTheSourceBeforeAnythingIsAskedAndIsLeftAsItIs() throws Exception {
        write("kev");

        try (SourceFetch run = new SourceFetch(feeds, "kev", BASE, null, Optional.empty(), Clock.systemUTC())) {
            assertThatThrownBy(run::begin).isInstanceOf(FetchException.class)
                    .hasMessageContaining("is not the link fetch keeps there but a file put there by other means");
        }

        assertThat(feeds.resolve("kev")).isRegularFile().hasContent("kev");
    }

    @Test
    void aFileIsStagedOnlyInTheSourcesFolderOrAHiddenOne() throws Exception {
        try (SourceFetch run = new SourceFetch(feeds, "kev", BASE, null, Optional.empty(), Clock.systemUTC())) {
            Path built = Files.writeString(run.scratch("built"), "x");

            assertThatThrownBy(() -> run.stage(built, "epss/x.csv", "u", Validators.NONE, file -> FileFacts.records(1)))
                    .isInstanceOf(FetchException.class).hasMessageContaining("not in the source's folder kev");
            assertThatThrownBy(() -> run.stageFolder(".fetch-archives/x"))
                    .isInstanceOf(FetchException.class).hasMessageContaining("only in the source's folder kev");
        }
    }

    @Test
    void nothingIsRemovedThroughTheLinkOfAFolderReplacedWhole() throws Exception {
        SwappedFolder folder = new SwappedFolder(feeds, "nvd/nvd-api-2.0");
        Path generation = feeds.resolve("built");
        Files.createDirectories(generation.resolve("2024"));
        Files.writeString(generation.resolve("2024/3xxx.json"), "{}");
        folder.publish(generation);
        SourceRecord previous = record(file("nvd/nvd-api-2.0/2024/3xxx.json", "a"));

        try (SourceFetch run = new SourceFetch(feeds, "nvd/nvd-api-2.0", BASE, null, Optional.of(previous), Clock.systemUTC())) {
            // a run of a source that publishes its folder itself and records none of the previous files: they belong to
            // the generation, not to the run
            run.ownFolder();
            run.commit();
        }

        assertThat(Files.isSymbolicLink(feeds.resolve("nvd/nvd-api-2.0"))).isTrue();
        assertThat(feeds.resolve("nvd/nvd-api-2.0/2024/3xxx.json")).hasContent("{}");
    }

    @Test
    void onePathRecordedFromSeveralUrlsKeepsEachAndTheSameFileAskedAgainReplacesItsRecord() throws Exception {
        try (SourceFetch run = new SourceFetch(feeds, "nvd/cvelistV5", BASE, null, Optional.empty(), Clock.systemUTC())) {
            run.record(new FetchedFile("nvd/cvelistV5", "u/releases/latest", "", "", "a", 1, 0, true));
            run.record(new FetchedFile("nvd/cvelistV5", "u/releases/assets/1", "", "", "b", 2, 5, true));
            run.record(new FetchedFile("osv/ecosystems.txt", "u/ecosystems.txt", "", "", "c", 3, 1, true));
            run.record(new FetchedFile("osv/ecosystems.txt", "u/ecosystems.txt", "", "", "d", 4, 2, false));

            assertThat(run.fetched("nvd/cvelistV5")).map(FetchedFile::url).contains("u/releases/assets/1");
            assertThat(run.commit()).extracting(FetchedFile::sha256).containsExactly("a", "b", "d");
        }
    }

    @Test
    void aManifestWrittenBeforeCursorsAndNotesReadsWithNeitherAndBothAreWrittenWhenThere() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Files.writeString(feeds.resolve(FetchManifest.FILE), """
                { "sources": { "epss": { "base": "https://epss.example/", "retrieved_at": "2026-01-01T00:00:00Z",
                  "data_date": "2025-08-15", "version": "v4", "files": [] } } }
                """);

        SourceRecord old = FetchManifest.read(feeds, json).sources().get("epss");

        assertThat(old.cursor()).isEmpty();
        assertThat(old.notes()).isEmpty();
        SourceRecord both = new SourceRecord("https://nvd.example/", "2026-01-02T00:00:00Z", "2026-01-01", "2.0",
                List.of(), "2026-01-01T23:00:00Z", List.of("one note"));
        new FetchManifest(Map.of("epss", old, "nvd", both)).write(feeds, json);
        assertThat(FetchManifest.read(feeds, json).sources()).containsEntry("nvd", both).containsEntry("epss", old);
        assertThat(json.readTree(feeds.resolve(FetchManifest.FILE).toFile()).at("/sources/epss").has("cursor"))
                .isFalse();
    }

    private Path write(String path) throws Exception {
        Path file = feeds.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, path);
        return file;
    }

    private static FetchedFile file(String path, String sha256) {
        return new FetchedFile(path, BASE + path, "", "", sha256, 1, 1, true);
    }

    private static SourceRecord record(FetchedFile... files) {
        return new SourceRecord(BASE.toString(), "2026-01-01T00:00:00Z", "", "", List.of(files));
    }
}
