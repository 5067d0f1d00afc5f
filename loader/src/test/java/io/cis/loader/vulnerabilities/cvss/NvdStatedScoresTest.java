package io.cis.loader.vulnerabilities.cvss;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.vulnerabilities.CvssVector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every vector that the sample NVD files (NVD API 2.0 responses, the NVD 1.1 feed, CVE JSON 5 records) state with a
 * base score must compute to that score. The pairs are found without knowing the formats: any JSON object with
 * {@code version}, {@code vectorString} and a numeric {@code baseScore} (NVD's {@code cvssData} and {@code cvssV3},
 * CVE JSON 5's {@code cvssV3_1} and the like).
 */
class NvdStatedScoresTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<Stated> stated;

    /** One vector with what a file states about it. */
    private record Stated(Path file, String version, String vector, double score, String severity) {

        CvssVector unscored() {
            return new CvssVector(version.startsWith("2") ? "CVSS_V2" : "CVSS_V" + version.charAt(0), vector, null);
        }
    }

    @BeforeAll
    static void readEveryStatedScore() throws IOException {
        stated = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SampleFeeds.nvd())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                collect(file, JSON.readTree(file.toFile()), stated);
            }
        }
    }

    private static void collect(Path file, JsonNode node, List<Stated> into) {
        if (node.isObject() && node.path("vectorString").isTextual() && node.path("baseScore").isNumber()
                && node.path("version").isTextual()) {
            into.add(new Stated(file, node.get("version").asText(), node.get("vectorString").asText(),
                    node.get("baseScore").asDouble(), node.path("baseSeverity").asText(null)));
        }
        node.forEach(child -> collect(file, child, into));
    }

    @Test
    void everyStatedVectorComputesToItsStatedScoreInEachVersion() {
        CvssScores scores = new CvssScores();
        Map<String, Integer> agreeing = new TreeMap<>();
        List<String> disagreeing = new ArrayList<>();
        for (Stated pair : stated) {
            ScoredCvss computed = scores.score(pair.unscored()).orElse(null);
            if (computed != null && computed.score() == pair.score() && computed.version().equals(pair.version())) {
                agreeing.merge(pair.version(), 1, Integer::sum);
            } else {
                disagreeing.add(pair + " computed " + computed);
            }
        }
        assertThat(disagreeing).isEmpty();
        // 13 v2 (8 NVD 2.0, 4 NVD 1.1, 1 CVE 5), 4 v3.0, 399 v3.1 (356 of them in the 1.1 feed), 1 v4.0 (CVE 5)
        assertThat(agreeing).containsExactlyEntriesOf(new TreeMap<>(Map.of("2.0", 13, "3.0", 4, "3.1", 399, "4.0", 1)));
    }

    @Test
    void theLabelIsNvdsSeverityInTitleCaseForV3AndV4() {
        CvssScores scores = new CvssScores();
        List<Stated> labelled = stated.stream().filter(pair -> pair.severity() != null).toList();
        assertThat(labelled).hasSize(4 + 399 + 1);
        for (Stated pair : labelled) {
            String nvd = pair.severity();
            String titleCase = nvd.charAt(0) + nvd.substring(1).toLowerCase(Locale.ROOT);
            assertThat(scores.score(pair.unscored())).as(pair.toString())
                    .hasValueSatisfying(scored -> assertThat(scored.severity()).isEqualTo(titleCase));
        }
    }
}
