package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A source's feed folder replaced whole: what the build reads is always one complete generation, including after a
 * run stopped at any step of a publication (a generation moved in but not linked, a new link made but not renamed, a
 * folder of an earlier fetch moved aside but not yet replaced by the link).
 */
class SwappedFolderTest {

    @TempDir
    Path feeds;

    @Test
    void eachPublicationReplacesWhatTheBuildReadsAndKeepsOnlyTheGenerationBefore() throws Exception {
        SwappedFolder folder = new SwappedFolder(feeds, "nvd/nvd-api-2.0");

        for (int run = 1; run <= 3; run++) {
            folder.publish(built("run-" + run, Map.of("2024/3xxx.json", "{\"run\":" + run + "}")));

            assertThat(FeedsState.of(feeds)).containsOnlyKeys("nvd/nvd-api-2.0/2024/3xxx.json");
            assertThat(feeds.resolve("nvd/nvd-api-2.0/2024/3xxx.json")).hasContent("{\"run\":" + run + "}");
            assertThat(folder.current()).contains(feeds.resolve("nvd/.nvd-api-2.0").resolve(String.format("%06d", run)));
        }
        assertThat(generations()).containsExactly("000002", "000003");
    }

    @Test
    void whatAStoppedPublicationLeftIsNeverReadAndIsRemovedByTheNext() throws Exception {
        SwappedFolder folder = new SwappedFolder(feeds, "nvd/nvd-api-2.0");
        folder.publish(built("first", Map.of("2024/3xxx.json", "{\"run\":1}")));
        Map<String, String> published = FeedsState.of(feeds);
        // stopped after moving a generation in, and after making the new link but before renaming it over the old
        Path moved = Files.createDirectories(feeds.resolve("nvd/.nvd-api-2.0/000002/2024"));
        Files.writeString(moved.resolve("3xxx.json"), "{\"run\":2}");
        Files.createSymbolicLink(feeds.resolve("nvd/.nvd-api-2.0.link"), Path.of(".nvd-api-2.0/000002"));

        assertThat(FeedsState.of(feeds)).isEqualTo(published);

        folder.publish(built("third", Map.of("2024/3xxx.json", "{\"run\":3}")));

        assertThat(feeds.resolve("nvd/nvd-api-2.0/2024/3xxx.json")).hasContent("{\"run\":3}");
        assertThat(generations()).containsExactly("000001", "000003");
        assertThat(feeds.resolve("nvd/.nvd-api-2.0.link")).doesNotExist();
    }

    @Test
    void somethingElseWhereTheLinkBelongsIsLeftAsItIs() throws Exception {
        Files.createDirectories(feeds.resolve("nvd/nvd-api-2.0"));
        Files.createDirectories(feeds.resolve("elsewhere"));
        Files.createSymbolicLink(feeds.resolve("nvd/cvelistV5"), Path.of("../elsewhere"));

        assertThatThrownBy(() -> new SwappedFolder(feeds, "nvd/nvd-api-2.0").current())
                .isInstanceOf(FetchException.class).hasMessageContaining("a folder put there by other means");
        assertThatThrownBy(() -> new SwappedFolder(feeds, "nvd/cvelistV5").current())
                .isInstanceOf(FetchException.class).hasMessageContaining("not to a complete generation");
        assertThatThrownBy(() -> new SwappedFolder(feeds, "nvd/nvd-api-2.0").publish(built("x", Map.of())))
                .isInstanceOf(IOException.class);
        assertThat(feeds.resolve("nvd/nvd-api-2.0")).isEmptyDirectory();
    }

    @Test
    void aFirstPublicationUnderMissingFoldersPutsThemInPlaceInOneStep() throws Exception {
        SwappedFolder folder = new SwappedFolder(feeds, "crypto/dataset/definitions");

        folder.publish(built("first", Map.of("algorithms/hash/sha256.yaml", "name: SHA-256")));

        assertThat(FeedsState.of(feeds)).containsOnlyKeys("crypto/dataset/definitions/algorithms/hash/sha256.yaml");
        assertThat(Files.isSymbolicLink(feeds.resolve("crypto/dataset/definitions"))).isTrue();
        assertThat(folder.current()).contains(feeds.resolve("crypto/dataset/.definitions/000001"));
        try (Stream<Path> staging = Files.list(feeds.resolve(".fetch-staging"))) {
            assertThat(staging).as("nothing assembled is left behind").isEmpty();
        }
    }

    @Test
    void anAdoptedFolderIsTheCurrentCopyUntilAPublicationPutsTheLinkInItsPlace() throws Exception {
        Path byHand = Files.createDirectories(feeds.resolve("kev"));
        Files.writeString(byHand.resolve("known_exploited_vulnerabilities.csv"), "by hand");
        SwappedFolder folder = new SwappedFolder(feeds, "kev", SwappedFolder.Foreign.ADOPTED);

        assertThat(folder.current()).contains(byHand);
        folder.publish(built("first", Map.of("known_exploited_vulnerabilities.csv", "fetched")));

        assertThat(Files.isSymbolicLink(feeds.resolve("kev"))).isTrue();
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasContent("fetched");
        assertThat(feeds.resolve(".kev.replaced")).doesNotExist();
    }

    @Test
    void anAdoptedFolderLeftUnderItsHiddenNameByAStoppedPublicationIsPutBack() throws Exception {
        Path hidden = Files.createDirectories(feeds.resolve(".kev.replaced"));
        Files.writeString(hidden.resolve("known_exploited_vulnerabilities.csv"), "previous");
        SwappedFolder folder = new SwappedFolder(feeds, "kev", SwappedFolder.Foreign.ADOPTED);

        folder.recover();

        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasContent("previous");
        assertThat(hidden).doesNotExist();
        // stopped after the link was renamed into place: the hidden copy is only removed
        Files.createDirectories(hidden);
        folder.recover();
        assertThat(hidden).doesNotExist();
        assertThat(feeds.resolve("kev/known_exploited_vulnerabilities.csv")).hasContent("previous");
    }

    private Path built(String name, Map<String, String> files) throws IOException {
        Path folder = Files.createDirectories(feeds.resolve(".fetch-staging").resolve(name));
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = folder.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, file.getValue());
        }
        return folder;
    }

    private java.util.List<String> generations() throws IOException {
        try (Stream<Path> entries = Files.list(feeds.resolve("nvd/.nvd-api-2.0"))) {
            return entries.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
