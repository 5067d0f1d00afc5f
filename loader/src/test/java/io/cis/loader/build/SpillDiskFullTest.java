package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import io.cis.loader.TinyDisk;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The disk filling up while the build spills: the sinks write spilled runs through interfaces that cannot throw
 * {@link IOException}, yet the build must end in an ordinary {@code IOException} naming the spill path and the
 * reason (what the CLI prints as one line), with nothing published and the spill removed.
 */
class SpillDiskFullTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T00:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void aDiskFillingUpWhileSpillingFailsAsAnIoExceptionNamingTheSpillAndPublishesNothing() throws Exception {
        try (TinyDisk disk = TinyDisk.mountedOn(dir.resolve("disk"))) {
            Path out = disk.path().resolve("snap");
            // a 1 KiB budget spills from the first records, so the sample feeds overflow the 1 MiB disk while loading
            SnapshotBuilder builder = SnapshotBuilder.withKnownFeeds(CLOCK).spillingAbove(1024);

            assertThatThrownBy(() -> builder.build(SampleFeeds.root(), out, false))
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining(".snap.spill-")
                    .hasMessageContaining("No space left on device");

            assertThat(out).doesNotExist();
            try (Stream<Path> left = Files.list(disk.path())) {
                assertThat(left).isEmpty();
            }
        }
    }
}
