package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.licenses.LicenseDetails;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.SnapshotUnreadableException;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reloading from a snapshots root when snapshots are damaged: a newer snapshot damaged in any way is refused and the
 * serving one keeps answering; a serving snapshot found damaged gives way to the newest other one that verifies.
 */
class SnapshotSwitcherTest {

    private static final String OLDER = "2026-01-01T00:00:00Z";
    private static final String NEWER = "2026-02-01T00:00:00Z";

    @TempDir
    static Path dir;
    private static Path olderBuild;
    private static Path newerBuild;

    @TempDir
    Path root;

    /** What damages the newer snapshot before the reload looks at it. */
    enum Damage {
        SST_TRUNCATED, SST_BYTES_OVERWRITTEN, SST_DELETED, MANIFEST_DELETED, MANIFEST_TRUNCATED
    }

    @BeforeAll
    static void buildTwoSnapshotsOfTheSpdxFeed() throws Exception {
        olderBuild = build(OLDER, "older");
        newerBuild = build(NEWER, "newer");
    }

    private static Path build(String createdAt, String name) throws Exception {
        Path out = dir.resolve(name);
        SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse(createdAt), ZoneOffset.UTC))
                .build(Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx"), out, false);
        return out;
    }

    private Path publish(Path build, String name) throws IOException {
        Path published = Files.createDirectories(root.resolve(name));
        for (String file : SnapshotFiles.list(build)) {
            Files.copy(build.resolve(file), published.resolve(file));
        }
        Files.copy(build.resolve(Manifest.FILE_NAME), published.resolve(Manifest.FILE_NAME));
        return published;
    }

    private static List<Path> tables(Path snapshot) throws IOException {
        try (Stream<Path> files = Files.list(snapshot)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".sst")).sorted().toList();
        }
    }

    private static void overwriteInPlace(Path snapshot) throws IOException {
        byte[] garbage = new byte[64];
        Arrays.fill(garbage, (byte) 0xA5);
        for (Path sst : tables(snapshot)) {
            try (FileChannel file = FileChannel.open(sst, StandardOpenOption.WRITE)) {
                for (long at = 0; at < file.size(); at += 4096) {
                    file.write(ByteBuffer.wrap(garbage), at);
                }
            }
        }
    }

    private static void damage(Path snapshot, Damage damage) throws IOException {
        Path firstTable = tables(snapshot).get(0);
        switch (damage) {
            case SST_TRUNCATED -> {
                try (FileChannel file = FileChannel.open(firstTable, StandardOpenOption.WRITE)) {
                    file.truncate(file.size() / 2);
                }
            }
            case SST_BYTES_OVERWRITTEN -> overwriteInPlace(snapshot);
            case SST_DELETED -> Files.delete(firstTable);
            case MANIFEST_DELETED -> Files.delete(snapshot.resolve(Manifest.FILE_NAME));
            case MANIFEST_TRUNCATED -> {
                try (FileChannel file = FileChannel.open(snapshot.resolve(Manifest.FILE_NAME), StandardOpenOption.WRITE)) {
                    file.truncate(file.size() / 2);
                }
            }
        }
    }

    private SnapshotSwitcher switcher(EngineSwitch engines) {
        return new SnapshotSwitcher(new SnapshotRoot(root), engines, SnapshotOptions.DEFAULTS, ResolutionListener.NONE);
    }

    @ParameterizedTest
    @EnumSource(Damage.class)
    void aNewerSnapshotDamagedInAnyWayIsRefusedAndTheServingOneKeepsAnswering(Damage damage) throws Exception {
        publish(olderBuild, "older");
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            Engine serving = engines.current();
            LicenseDetails mit = serving.licenses().details("MIT").orElseThrow();

            damage(publish(newerBuild, "newer"), damage);
            String said = switcher(engines).reload();

            assertThat(engines.current()).as(said).isSameAs(serving);
            assertThat(said).startsWith("serving " + serving.snapshotDirectory());
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
            assertThat(engines.current().licenses().details("MIT")).contains(mit);
            assertThat(engines.current().damage()).isEmpty();
        }
    }

    @Test
    void aServingSnapshotFoundDamagedGivesWayToTheNewestOtherThatVerifies() throws Exception {
        publish(olderBuild, "older");
        Path newer = publish(newerBuild, "newer");
        LicenseDetails mit;
        try (Engine sound = Engine.open(olderBuild)) {
            mit = sound.licenses().details("MIT").orElseThrow();
        }
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            SnapshotSwitcher switcher = switcher(engines);
            assertThat(engines.current().identity().createdAt()).isEqualTo(NEWER);
            assertThat(switcher.reload()).as("nothing to do while the newest serves soundly").startsWith("serving ");

            overwriteInPlace(newer);
            assertThatThrownBy(() -> engines.current().licenses().details("MIT")).isInstanceOf(SnapshotUnreadableException.class);
            assertThat(engines.current().damage()).isPresent();

            assertThat(switcher.reload()).startsWith("switched to " + root.resolve("older"));
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
            assertThat(engines.current().damage()).isEmpty();
            assertThat(engines.current().licenses().details("MIT")).contains(mit);

            // The damaged snapshot no longer verifies, so later reloads keep the older one.
            switcher.reload();
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
        }
    }

    private static void deleteTree(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Test
    void deletingTheServingSnapshotSwitchesToTheNewestRemainingOne() throws Exception {
        publish(olderBuild, "older");
        Path newer = publish(newerBuild, "newer");
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            SnapshotSwitcher switcher = switcher(engines);
            assertThat(engines.current().identity().createdAt()).isEqualTo(NEWER);

            deleteTree(newer);

            assertThat(switcher.reload()).startsWith("switched to " + root.resolve("older"));
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
            assertThat(switcher.reload()).as("the next reload stays").startsWith("serving " + root.resolve("older"));
        }
    }

    @Test
    void movingTheServingSnapshotOutOfTheRootSwitchesToTheNewestRemainingOne() throws Exception {
        publish(olderBuild, "older");
        Path newer = publish(newerBuild, "newer");
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            Files.move(newer, root.resolve(".rolled-back"));

            assertThat(switcher(engines).reload()).startsWith("switched to " + root.resolve("older"));
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
        }
    }

    @Test
    void theLastSnapshotDeletedKeepsServingWhatIsOpen() throws Exception {
        Path older = publish(olderBuild, "older");
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            Engine serving = engines.current();
            deleteTree(older);

            switcher(engines).reload();

            assertThat(engines.current()).isSameAs(serving);
            assertThat(engines.current().licenses().details("MIT")).isPresent();
        }
    }

    @Test
    void aSnapshotCopiedManifestFirstIsRefusedWhileIncompleteAndTakenOnceComplete() throws Exception {
        publish(olderBuild, "older");
        try (EngineSwitch engines = new EngineSwitch(SnapshotSwitcher.openNewest(new SnapshotRoot(root),
                SnapshotOptions.DEFAULTS, ResolutionListener.NONE))) {
            SnapshotSwitcher switcher = switcher(engines);
            Path copy = Files.createDirectories(root.resolve("newer"));
            Files.copy(newerBuild.resolve(Manifest.FILE_NAME), copy.resolve(Manifest.FILE_NAME));
            List<String> files = SnapshotFiles.list(newerBuild);
            Files.copy(newerBuild.resolve(files.get(0)), copy.resolve(files.get(0)));

            assertThat(switcher.reload()).startsWith("serving " + root.resolve("older"));
            assertThat(switcher.reload()).as("unchanged: not tried again").startsWith("serving " + root.resolve("older"));

            for (String file : files.subList(1, files.size())) {
                Files.copy(newerBuild.resolve(file), copy.resolve(file));
            }

            assertThat(switcher.reload()).startsWith("switched to " + copy);
            assertThat(engines.current().identity().createdAt()).isEqualTo(NEWER);
        }
    }

    @Test
    void onAnEmptyRootTheSwitchWaitsAndTakesTheFirstSnapshotThatVerifies() throws Exception {
        try (EngineSwitch engines = EngineSwitch.waiting()) {
            SnapshotSwitcher switcher = switcher(engines);
            assertThat(switcher.reload()).startsWith("waiting for the first snapshot");
            assertThat(engines.currentIfOpen()).isEmpty();

            damage(publish(newerBuild, "newer"), Damage.SST_TRUNCATED);
            assertThat(switcher.reload()).as("a damaged one is not taken").startsWith("waiting for the first snapshot");

            publish(olderBuild, "older");
            assertThat(switcher.reload()).startsWith("switched to " + root.resolve("older"));
            assertThat(engines.current().identity().createdAt()).isEqualTo(OLDER);
            assertThat(engines.current().licenses().details("MIT")).isPresent();
        }
    }
}
