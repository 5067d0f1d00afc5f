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
 * A many-file feed folder replaced whole: what the build reads is always one complete generation, including after a
 * run stopped at any step of a publication (a generation moved in but not linked, a new link made but not renamed).
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
