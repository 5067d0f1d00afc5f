package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.loader.SampleFeeds;
import io.cis.loader.cli.LoaderMain;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A build process killed with SIGKILL while writing must leave no snapshot-looking directory behind. */
class KilledBuildTest {

    @Test
    void aBuildKilledWhileWritingLeavesTheOutputPathAbsent(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("snap");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java));
        // the JVM settings this test runs with (the build's test JVM flags), so the build costs what the tests do
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(arg -> arg.startsWith("-XX:"))
                .forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LoaderMain.class.getName(),
                "--feeds", SampleFeeds.root().toString(), "--out", out.toString()));
        Process build = new ProcessBuilder(command)
                .redirectErrorStream(true).redirectOutput(dir.resolve("build.log").toFile()).start();
        boolean sawWorkDirectory = false;
        // A bound for a hung build, not a timing: a loaded machine takes minutes to reach the writing phase.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        while (build.isAlive() && System.nanoTime() < deadline) {
            if (!workDirectories(dir).isEmpty()) {
                sawWorkDirectory = true;
                build.destroyForcibly();
                break;
            }
            // Polling sleeps: a spinning loop took a whole core from the build it waits for.
            Thread.sleep(5);
        }
        build.waitFor(30, TimeUnit.SECONDS);
        assertThat(sawWorkDirectory).as("the build reached its writing phase before it was killed").isTrue();
        assertThat(build.exitValue()).as("killed, not finished").isNotZero();
        assertThat(out).doesNotExist();
        assertThat(new SnapshotVerifier().problems(out)).isNotEmpty();
    }

    private static List<Path> workDirectories(Path dir) throws java.io.IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(p -> p.getFileName().toString().startsWith(".snap.building-")).toList();
        }
    }
}
