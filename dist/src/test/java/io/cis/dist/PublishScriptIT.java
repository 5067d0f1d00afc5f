package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.snapshot.SnapshotVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code packaging/cis-publish.sh} with the real jar: build, verify, publish by rename, keep the newest. */
class PublishScriptIT {

    private static Process publish(Path feeds, Path root, Path log) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("sh", Path.of("packaging", "cis-publish.sh").toString(),
                feeds.toString(), root.toString()).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("CIS_JAR", PackagedJar.jar());
        builder.environment().put("JAVA", PackagedJar.java());
        // the script's java gets the settings PackagedJar starts the jar with; the launcher reads them from here, so
        // the script runs as shipped
        if (!PackagedJar.startOptions().isEmpty()) {
            builder.environment().put("JDK_JAVA_OPTIONS", String.join(" ", PackagedJar.startOptions()));
        }
        builder.environment().put("CIS_KEEP", "1");
        Process process = builder.start();
        process.waitFor();
        return process;
    }

    private static List<Path> published(Path root) throws Exception {
        try (Stream<Path> children = Files.list(root)) {
            return children.sorted().toList();
        }
    }

    @Test
    void publishesAVerifiedSnapshotAndKeepsOnlyTheNewest(@TempDir Path root, @TempDir Path logs) throws Exception {
        Path feeds = Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx");
        assertThat(publish(feeds, root, logs.resolve("1.log")).exitValue()).as(Files.readString(logs.resolve("1.log")))
                .isZero();
        List<Path> first = published(root);
        assertThat(first).hasSize(1);
        assertThat(new SnapshotVerifier().problems(first.get(0))).isEmpty();

        assertThat(publish(feeds, root, logs.resolve("2.log")).exitValue()).isZero();
        List<Path> second = published(root);
        assertThat(second).hasSize(1).doesNotContain(first.get(0));
        assertThat(Files.readString(logs.resolve("2.log"))).contains("removed " + first.get(0));
    }

    @Test
    void aFailedBuildPublishesNothingAndLeavesNoStaging(@TempDir Path root, @TempDir Path logs) throws Exception {
        Path badFeeds = Files.createDirectories(logs.resolve("bad/spdx/json"));
        Files.writeString(badFeeds.resolve("licenses.json"), "{ not json");
        assertThat(publish(logs.resolve("bad"), root, logs.resolve("bad.log")).exitValue()).isNotZero();
        assertThat(published(root)).isEmpty();
    }
}
