package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.snapshot.Manifest;
import io.cis.loader.SampleFeeds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a build may write: an existing output is refused before any feed is read, and --replace replaces only a
 * directory holding a snapshot and nothing else, deleting nothing otherwise.
 */
class BuildTargetTest {

    @TempDir
    static Path shared;
    private static Path snapshot;

    @TempDir
    Path dir;

    private static SnapshotBuilder builder() {
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-11-20T00:00:00Z"), ZoneOffset.UTC));
    }

    private static Path spdx() {
        return SampleFeeds.root().resolve("spdx");
    }

    @BeforeAll
    static void buildOnce() throws Exception {
        snapshot = shared.resolve("snapshot");
        builder().build(spdx(), snapshot, false);
    }

    /** Records every feed the build starts reading. */
    private static final class FeedsRead implements BuildProgress {
        final List<String> started = new ArrayList<>();

        @Override
        public void feedStarted(String name) {
            started.add(name);
        }
    }

    private static List<String> listing(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.map(p -> root.relativize(p) + (Files.isRegularFile(p) ? " " + p.toFile().length() : "")).sorted().toList();
        }
    }

    private Path copyOfSnapshot() throws IOException {
        Path copy = Files.createDirectories(dir.resolve("out"));
        try (Stream<Path> files = Files.list(snapshot)) {
            for (Path file : files.toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        return copy;
    }

    @Test
    void anExistingOutputIsRefusedBeforeAnyFeedIsRead() throws Exception {
        Path out = copyOfSnapshot();
        FeedsRead progress = new FeedsRead();
        assertThatThrownBy(() -> builder().build(spdx(), out, false, progress))
                .isInstanceOf(IOException.class).hasMessageContaining("already exists");
        assertThat(progress.started).isEmpty();
    }

    @Test
    void replaceOntoAFolderHoldingOtherFilesRefusesAndDeletesNothing() throws Exception {
        Path out = Files.createDirectories(dir.resolve("home"));
        Files.writeString(out.resolve("thesis.txt"), "years of work");
        Files.createDirectories(out.resolve("photos"));
        Files.writeString(out.resolve("photos/a.jpg"), "jpeg");
        List<String> before = listing(out);
        FeedsRead progress = new FeedsRead();

        assertThatThrownBy(() -> builder().build(spdx(), out, true, progress)).isInstanceOf(IOException.class)
                .hasMessageContaining("holds no snapshot").hasMessageContaining("nothing was deleted");

        assertThat(listing(out)).isEqualTo(before);
        assertThat(progress.started).isEmpty();
    }

    @Test
    void replaceOntoASnapshotWithAForeignFileRefusesAndDeletesNothing() throws Exception {
        Path out = copyOfSnapshot();
        Files.writeString(out.resolve("notes.txt"), "mine");
        List<String> before = listing(out);

        assertThatThrownBy(() -> builder().build(spdx(), out, true)).isInstanceOf(IOException.class)
                .hasMessageContaining("holds 'notes.txt', which is not part of its snapshot");

        assertThat(listing(out)).isEqualTo(before);
    }

    @Test
    void replaceOntoAFileRefuses() throws Exception {
        Path out = Files.writeString(dir.resolve("a-file"), "data");
        assertThatThrownBy(() -> builder().build(spdx(), out, true)).isInstanceOf(IOException.class)
                .hasMessageContaining("not a directory");
        assertThat(Files.readString(out)).isEqualTo("data");
    }

    @Test
    void replaceOntoASnapshotReplacesIt() throws Exception {
        Path out = copyOfSnapshot();
        Files.writeString(out.resolve(Manifest.VERIFIED_FILE_NAME), "{}");
        SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-11-21T00:00:00Z"), ZoneOffset.UTC))
                .build(spdx(), out, true);
        assertThat(Files.readString(out.resolve(Manifest.FILE_NAME))).contains("2026-11-21T00:00:00Z");
        assertThat(out.resolve(Manifest.VERIFIED_FILE_NAME)).doesNotExist();
    }
}
