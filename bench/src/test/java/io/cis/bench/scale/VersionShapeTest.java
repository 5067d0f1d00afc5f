package io.cis.bench.scale;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VersionShapeTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource({"10, 10", "1000, 1001", "2000, 20000", "50000, 500000", "20000, 1000000"})
    void versionCountsAddUpToTheRequestedTotalExactly(int components, long versions) {
        CatalogPlan plan = new Shapes(new RandomStreams(5)).plan(new ScaleSizes(5, components, versions, 0), 1_000_000);

        long total = 0;
        for (int i = 0; i < components; i++) {
            assertThat(plan.versionCount(i)).isPositive();
            total += plan.versionCount(i);
        }
        assertThat(total).isEqualTo(versions).isEqualTo(plan.versions());
    }

    @Test
    void versionsPerComponentFollowAHeavyTail() {
        // the reference ratio of ten versions per component, at a twentieth of the reference size
        CatalogPlan plan = new Shapes(new RandomStreams(3)).plan(new ScaleSizes(3, 50_000, 500_000, 0), 1_000_000);

        assertThat(plan.componentsWithAtMost(5)).isGreaterThan(50_000 * 7 / 10);
        assertThat(plan.componentsWithAtMost(1)).isGreaterThan(50_000 / 3);
        assertThat(plan.largestVersionCount()).isGreaterThan(1_000);
    }

    @Test
    void theCatalogFilesHoldExactlyTheRequestedVersions() throws Exception {
        GenerationReport report = GeneratedFeeds.generate(temp.resolve("feeds"), new ScaleSizes(4, 700, 9_000, 50), 2);

        long versionLines = 0;
        long componentLines = 0;
        for (String file : GeneratedFeeds.files(temp.resolve("feeds/catalog"))) {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                    Files.newInputStream(temp.resolve("feeds/catalog").resolve(file))), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    versionLines += line.startsWith("{\"kind\":\"version\"") ? 1 : 0;
                    componentLines += line.startsWith("{\"kind\":\"component\"") ? 1 : 0;
                }
            }
        }
        assertThat(versionLines).isEqualTo(9_000).isEqualTo(report.catalogVersions());
        assertThat(componentLines).isEqualTo(700).isEqualTo(report.catalogComponents());
    }
}
