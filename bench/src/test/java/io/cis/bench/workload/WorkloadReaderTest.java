package io.cis.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadReaderTest {

    /** The committed demo workload, derived from the demo feeds. */
    private static final Path DEMO = Path.of("workloads", "demo");

    private final WorkloadReader reader = new WorkloadReader();

    @Test
    void readsEveryKindOfTheDemoWorkload() throws IOException {
        Workload workload = reader.read(DEMO);

        assertThat(workload.notes()).isEmpty();
        assertThat(workload.singleGets()).hasSize(lines(DEMO.resolve("get-paths.txt")).size());
        assertThat(workload.releasePages()).hasSize(lines(DEMO.resolve("e1-paths.txt")).size());
        assertThat(workload.singleGets()).allSatisfy(r -> {
            assertThat(r.method()).isEqualTo("GET");
            assertThat(r.path()).startsWith("/v2/");
            assertThat(r.hasBody()).isFalse();
        });
        assertThat(workload.releasePages()).allSatisfy(r -> assertThat(r.path()).startsWith("/v3/components/releases?purl="));
    }

    @Test
    void batchBodiesArePostedToE3WithTheirComponentCount() throws IOException {
        Workload workload = reader.read(DEMO);

        assertThat(workload.batchesOf100()).hasSize(files(DEMO.resolve("e3-100")))
                .allSatisfy(r -> assertThat(r.components()).isEqualTo(100));
        assertThat(workload.batchesOf1000()).hasSize(files(DEMO.resolve("e3-1000")))
                .allSatisfy(r -> assertThat(r.components()).isEqualTo(1000));
        WorkloadRequest first = workload.batchesOf100().get(0);
        assertThat(first.method()).isEqualTo("POST");
        assertThat(first.path()).isEqualTo("/v2/vulnerabilities/components");
        assertThat(first.body()).isEqualTo(Files.readString(DEMO.resolve("e3-100/0001.json")));
    }

    @Test
    void missingFilesLeaveTheirScenarioEmptyWithANote(@TempDir Path dir) throws IOException {
        Files.copy(DEMO.resolve("get-paths.txt"), dir.resolve("get-paths.txt"));
        Files.createDirectories(dir.resolve("e3-100"));
        Files.copy(DEMO.resolve("e3-100/0003.json"), dir.resolve("e3-100/0003.json"));

        Workload workload = reader.read(dir);

        assertThat(workload.singleGets()).hasSize(lines(DEMO.resolve("get-paths.txt")).size());
        assertThat(workload.batchesOf100()).hasSize(1);
        assertThat(workload.releasePages()).isEmpty();
        assertThat(workload.batchesOf1000()).isEmpty();
        assertThat(workload.notes()).hasSize(2)
                .anySatisfy(note -> assertThat(note).contains("e1-paths.txt"))
                .anySatisfy(note -> assertThat(note).contains("e3-1000"));
    }

    @Test
    void anEmptyDirectoryHasANoteForEveryKind(@TempDir Path dir) throws IOException {
        Workload workload = reader.read(dir);

        assertThat(workload.singleGets()).isEmpty();
        assertThat(workload.notes()).hasSize(4);
    }

    @Test
    void aBodyThatIsNotJsonIsRefusedNamingTheFile(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("e3-1000"));
        String body = Files.readString(DEMO.resolve("e3-1000/0001.json"));
        Files.writeString(dir.resolve("e3-1000/0001.json"), body.substring(0, body.length() / 2));

        assertThatThrownBy(() -> reader.read(dir)).isInstanceOf(IOException.class).hasMessageContaining("0001.json");
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file).stream().filter(line -> !line.isBlank()).toList();
    }

    private static int files(Path folder) throws IOException {
        try (var listing = Files.list(folder)) {
            return (int) listing.filter(f -> f.toString().endsWith(".json")).count();
        }
    }
}
