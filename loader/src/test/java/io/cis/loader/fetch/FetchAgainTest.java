package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.cli.FetchCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A second {@code cis fetch} of every source with nothing changed upstream transfers no data: every request is
 * conditional (answered 304) or incremental (NVD's window since the last run, answered with no record), but for what
 * the upstream does not publish (404, no body); the manifest records no file as transferred; and no source publishes
 * a new copy.
 */
class FetchAgainTest {

    /** A part of the SPDX list does: the other sources are whole. */
    private static final int SPDX_LICENSES = 25;

    @TempDir
    Path dir;

    @Test
    void aSecondFetchWithNothingChangedAsksOnlyConditionallyOrIncrementallyAndTransfersNoData() throws Exception {
        try (SampleUpstreams upstreams = new SampleUpstreams(SPDX_LICENSES)) {
            Path config = upstreams.config(dir.resolve("fetch.yaml"));
            Path feeds = dir.resolve("feeds");
            assertThat(fetch(upstreams, config, feeds)).isZero();
            Map<String, Path> copies = copies(feeds);
            Map<String, String> files = sourceFiles(feeds);
            assertThat(FetchManifest.read(feeds, new ObjectMapper()).sources()).containsOnlyKeys(SampleUpstreams.SOURCES);
            upstreams.forgetRequests();

            assertThat(fetch(upstreams, config, feeds)).isZero();

            assertThat(upstreams.requests()).isNotEmpty().allSatisfy(request -> {
                assertThat(request.conditional() || request.incremental() || request.status() == 404)
                        .as("conditional, incremental or not there: %s", request).isTrue();
                assertThat(request.transferredData()).as("no data: %s", request).isFalse();
            });
            assertThat(upstreams.requests()).filteredOn(SampleUpstreams.Seen::incremental).isNotEmpty();
            assertThat(upstreams.requests()).filteredOn(request -> request.what().startsWith("github "))
                    .isNotEmpty();
            assertThat(FetchManifest.read(feeds, new ObjectMapper()).sources()).containsOnlyKeys(SampleUpstreams.SOURCES)
                    .allSatisfy((source, record) -> assertThat(record.files()).as(source).isNotEmpty()
                            .noneMatch(FetchedFile::transferred));
            assertThat(copies(feeds)).as("every source's folder still leads to the same copy").isEqualTo(copies);
            assertThat(sourceFiles(feeds)).isEqualTo(files);
        }
    }

    /** Every file of the sources' folders (the manifest, rewritten with the time of the run, aside). */
    private static Map<String, String> sourceFiles(Path feeds) throws Exception {
        Map<String, String> files = new TreeMap<>(FeedsState.of(feeds));
        files.keySet().removeIf(path -> SampleUpstreams.folders().values().stream()
                .noneMatch(folder -> path.startsWith(folder + "/")));
        return files;
    }

    /** Where each source's folder leads: the generation its link names. */
    private static Map<String, Path> copies(Path feeds) throws Exception {
        Map<String, Path> copies = new TreeMap<>();
        for (Map.Entry<String, String> folder : SampleUpstreams.folders().entrySet()) {
            Path link = feeds.resolve(folder.getValue());
            assertThat(Files.isSymbolicLink(link)).as(folder.getKey()).isTrue();
            copies.put(folder.getKey(), link.toRealPath());
        }
        return copies;
    }

    private static int fetch(SampleUpstreams upstreams, Path config, Path feeds) {
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new FetchCommand(Map.of(), RetryPolicy.DEFAULT, Sleeper.REAL, Clock.systemUTC()))
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(out))
                .execute(upstreams.fetchArguments(feeds, config).toArray(String[]::new));
        if (exit != 0) {
            System.out.println(out);
        }
        return exit;
    }
}
