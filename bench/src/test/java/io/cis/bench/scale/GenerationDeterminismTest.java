package io.cis.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerationDeterminismTest {

    private static final ScaleSizes SIZES = new ScaleSizes(11, 600, 6_000, 150);

    @TempDir
    Path temp;

    @Test
    void sameSeedAndSizesWriteByteIdenticalFilesWhateverTheNumberOfThreads() throws Exception {
        Path first = temp.resolve("first");
        Path second = temp.resolve("second");
        GeneratedFeeds.generate(first, SIZES, 1);
        GeneratedFeeds.generate(second, SIZES, 3);

        List<String> files = GeneratedFeeds.files(first);
        assertThat(files).contains("catalog/components-0001.jsonl.gz", "kev/known_exploited_vulnerabilities.csv",
                "workload/get-paths.txt", "workload/e3-100/0050.json", "workload/e3-1000/0050.json");
        assertThat(files).anyMatch(f -> f.startsWith("osv/github-advisory-database/") && f.endsWith(".zip"));
        assertThat(files).anyMatch(f -> f.startsWith("epss/epss_scores-") && f.endsWith(".csv.gz"));
        assertThat(GeneratedFeeds.files(second)).isEqualTo(files);
        for (String file : files) {
            assertThat(Files.mismatch(first.resolve(file), second.resolve(file))).as(file).isEqualTo(-1L);
        }
    }

    @Test
    void anotherSeedWritesOtherData() throws Exception {
        Path first = temp.resolve("seed-11");
        Path other = temp.resolve("seed-12");
        GeneratedFeeds.generate(first, SIZES, 2);
        GeneratedFeeds.generate(other, new ScaleSizes(12, SIZES.components(), SIZES.versions(), SIZES.advisories()), 2);

        for (String file : List.of("catalog/components-0001.jsonl.gz", "workload/get-paths.txt",
                "sbom/cyclonedx/app-100-components.cdx.json", "workload/e3-100/0001.json")) {
            assertThat(Files.mismatch(first.resolve(file), other.resolve(file))).as(file).isNotEqualTo(-1L);
        }
        // the copied reference data is the same for every seed
        assertThat(Files.mismatch(first.resolve("spdx/json/licenses.json"), other.resolve("spdx/json/licenses.json")))
                .isEqualTo(-1L);
    }
}
