package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a feed listing accepts: regular files and links to them; anything else named like a feed file fails. */
class FeedFilesTest {

    @TempDir
    Path root;

    @Test
    void aLinkToARegularFileIsListedLikeTheFile() throws Exception {
        Path real = Files.writeString(root.resolve("elsewhere.txt"), "{}");
        Files.createDirectories(root.resolve("a"));
        Files.createSymbolicLink(root.resolve("a/record.json"), real);

        assertThat(FeedFiles.under(root, FeedFiles.withSuffix(".json"))).containsExactly(root.resolve("a/record.json"));
        assertThat(FeedFiles.in(root.resolve("a"), FeedFiles.withSuffix(".json"))).containsExactly(root.resolve("a/record.json"));
    }

    @Test
    void aBrokenLinkNamedLikeAFeedFileFailsNamingIt() throws Exception {
        Files.createSymbolicLink(root.resolve("record.json"), root.resolve("gone.json"));

        assertThatThrownBy(() -> FeedFiles.under(root, FeedFiles.withSuffix(".json")))
                .isInstanceOf(NotAFeedFileException.class)
                .hasMessage(root.resolve("record.json") + ": a broken symbolic link where a feed file is expected");
        assertThatThrownBy(() -> FeedFiles.isFile(root.resolve("record.json"))).isInstanceOf(NotAFeedFileException.class);
    }

    @Test
    void entriesTheFilterDoesNotAcceptAreNotJudged() throws Exception {
        Files.createDirectories(root.resolve("notes.txt"));
        Files.createSymbolicLink(root.resolve("README"), root.resolve("gone"));
        Files.writeString(root.resolve("record.json"), "{}");

        assertThat(FeedFiles.under(root, FeedFiles.withSuffix(".json"))).containsExactly(root.resolve("record.json"));
        assertThat(FeedFiles.in(root, FeedFiles.withSuffix(".json"))).containsExactly(root.resolve("record.json"));
        assertThat(FeedFiles.isFile(root.resolve("absent.json"))).isFalse();
    }

    @Test
    void locatingTheFeedsRootItselfPassesOverWhatItCannotRead() throws Exception {
        Files.createDirectories(root.resolve("record.json"));

        assertThat(FeedFiles.anyUnder(root, FeedFiles.withSuffix(".json"))).isFalse();
    }
}
