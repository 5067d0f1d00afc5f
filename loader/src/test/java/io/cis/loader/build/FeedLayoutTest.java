package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A feed's layout lists its files for loading and tells whether a place holds the feed, by one rule. */
class FeedLayoutTest {

    private static final FeedLayout DIRECT = FeedLayout.directlyIn(FeedLayout.endingWith(".jsonl"));
    private static final FeedLayout NESTED = FeedLayout.anywhereBelow(FeedLayout.endingWith(".json"));

    @TempDir
    Path root;

    @Test
    void filesDirectlyInTheFolderAreListedInNameOrderAndDeeperOnesAreNot() throws Exception {
        Files.writeString(root.resolve("b.jsonl"), "{}");
        Files.writeString(root.resolve("A.JSONL"), "{}");
        Files.createDirectories(root.resolve("sub"));
        Files.writeString(root.resolve("sub/c.jsonl"), "{}");
        Files.writeString(root.resolve("notes.txt"), "");

        assertThat(DIRECT.files(root)).containsExactly(root.resolve("A.JSONL"), root.resolve("b.jsonl"));
    }

    @Test
    void filesBelowTheFolderAreListedInPathOrderOutsideHiddenFolders() throws Exception {
        Files.createDirectories(root.resolve("z"));
        Files.createDirectories(root.resolve("a/b"));
        Files.createDirectories(root.resolve(".git"));
        Files.writeString(root.resolve("z/1.json"), "{}");
        Files.writeString(root.resolve("a/b/2.json"), "{}");
        Files.writeString(root.resolve(".git/3.json"), "{}");

        assertThat(NESTED.files(root)).containsExactly(root.resolve("a/b/2.json"), root.resolve("z/1.json"));
        assertThat(NESTED.holdsAny(root)).isTrue();
        Files.delete(root.resolve("z/1.json"));
        Files.delete(root.resolve("a/b/2.json"));
        assertThat(NESTED.holdsAny(root)).as("a file only in a hidden folder").isFalse();
    }

    @Test
    void aFolderNamedLikeAFeedFileFailsTheListingButDoesNotMakeThePlaceHoldTheFeed() throws Exception {
        Files.createDirectories(root.resolve("records.jsonl"));

        assertThatThrownBy(() -> DIRECT.files(root))
                .isInstanceOf(NotAFeedFileException.class)
                .hasMessage(root.resolve("records.jsonl") + ": a directory where a feed file is expected");
        assertThat(DIRECT.holdsAny(root)).isFalse();
    }

    @Test
    void holdingTheFeedCanDependOnWhatAFileSays() throws Exception {
        Files.createDirectories(root.resolve("x"));
        Files.writeString(root.resolve("x/other.json"), "{\"kind\":\"other\"}");

        assertThat(NESTED.holdsAny(root)).isTrue();
        assertThat(NESTED.holdsAny(root, file -> content(file).contains("feed"))).isFalse();

        Files.writeString(root.resolve("x/wanted.json"), "{\"kind\":\"feed\"}");
        assertThat(NESTED.holdsAny(root, file -> content(file).contains("feed"))).isTrue();
        assertThat(DIRECT.holdsAny(root.resolve("x"))).isFalse();
    }

    @Test
    void aFifoNamedLikeAFeedFileIsNeverOpenedToLookAtItsContent() throws Exception {
        Files.createDirectories(root.resolve("x"));
        Path fifo = root.resolve("x/pipe.json");
        int exit;
        try {
            exit = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor();
        } catch (java.io.IOException e) {
            exit = -1;
        }
        assumeTrue(exit == 0, "mkfifo is not available");
        List<Path> looked = new ArrayList<>();

        assertThat(NESTED.holdsAny(root, file -> looked.add(file))).isFalse();
        assertThat(FeedLayout.directlyIn(FeedLayout.endingWith(".json")).holdsAny(root.resolve("x"), looked::add))
                .isFalse();
        assertThat(looked).isEmpty();
        assertThatThrownBy(() -> NESTED.files(root)).hasMessageContaining("FIFO");
    }

    @Test
    void aMissingFolderOrAFileInItsPlaceHoldsNothing() throws Exception {
        Files.writeString(root.resolve("plain.jsonl"), "{}");

        assertThat(DIRECT.holdsAny(root.resolve("absent"))).isFalse();
        assertThat(DIRECT.holdsAny(root.resolve("plain.jsonl"))).isFalse();
        assertThat(NESTED.holdsAny(root.resolve("absent"))).isFalse();
    }

    private static String content(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
