package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A component's statements answer each version with the vulnerabilities that affect it, in the answer's order, and
 * read no other vulnerability.
 */
class AdvisoryAnswersTest {

    private static final ValueCodec CODEC = new ValueCodec();

    private static VulnerabilityRecord record(String id, double score, String vector) {
        return new VulnerabilityRecord(id, id, "https://nvd.nist.gov/vuln/detail/" + id, "", "", "2021-12-10",
                "2023-11-07", "osv", List.of(new CvssScore(vector, score, score >= 9 ? "Critical" : "Medium")), null, false, List.of());
    }

    /** log4j-core's three December 2021 CVEs with their NVD CVSS v3.1 base scores. */
    private static final Map<String, VulnerabilityRecord> RECORDS = Map.of(
            "CVE-2021-44228", record("CVE-2021-44228", 10.0, "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H"),
            "CVE-2021-45046", record("CVE-2021-45046", 9.0, "CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:C/C:H/I:H/A:H"),
            "CVE-2021-45105", record("CVE-2021-45105", 5.9, "CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:N/A:H"));

    private static AffectedEntry fixedIn(String id, String introduced, String fixed) {
        return new AffectedEntry(id, List.of(new VersionRange(VersionRange.ECOSYSTEM,
                List.of(new VersionEvent(VersionEvent.INTRODUCED, introduced), new VersionEvent(VersionEvent.FIXED, fixed)))),
                List.of());
    }

    /** Statements named lowest score first, plus one whose vulnerability the snapshot has no record of. */
    private static final AffectedRecord LOG4J = new AffectedRecord(List.of(
            fixedIn("CVE-2021-45105", "2.13.0", "2.17.0"),
            fixedIn("GHSA-0000-withdrawn", "2.0", "3.0"),
            fixedIn("CVE-2021-45046", "2.13.0", "2.16.0"),
            fixedIn("CVE-2021-44228", "2.13.0", "2.15.0")));

    private static AdvisoryAnswers answers() {
        return AdvisoryAnswers.of(PreparedAdvisories.of(LOG4J, VersionSchemes.MAVEN));
    }

    private static Optional<RenderedVulnerability> rendered(String id) {
        return Optional.ofNullable(RECORDS.get(id)).map(r -> RenderedVulnerability.of(r, CODEC));
    }

    @Test
    void answersHighestScoreFirstWhateverTheStatementOrderAndLeavesOutIdsWithoutARecord() {
        assertThat(answers().affecting("2.14.1", AdvisoryAnswersTest::rendered)).extracting(RenderedVulnerability::id)
                .containsExactly("CVE-2021-44228", "CVE-2021-45046", "CVE-2021-45105");
        assertThat(answers().affecting("2.15.0", AdvisoryAnswersTest::rendered)).extracting(RenderedVulnerability::id)
                .containsExactly("CVE-2021-45046", "CVE-2021-45105");
        assertThat(answers().affecting("2.17.0", AdvisoryAnswersTest::rendered)).isEmpty();
    }

    @Test
    void eachVulnerabilityIsTheJsonOfItsRecord() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        for (RenderedVulnerability rendered : answers().affecting("2.14.1", AdvisoryAnswersTest::rendered)) {
            assertThat(rendered.json()).isEqualTo(plain.writeValueAsString(RECORDS.get(rendered.id())));
            assertThat(rendered.decode(CODEC)).isEqualTo(RECORDS.get(rendered.id()));
        }
    }

    @Test
    void readsOnlyTheVulnerabilitiesWhoseStatementsIncludeTheVersion() {
        List<String> read = new ArrayList<>();
        answers().affecting("2.15.0", id -> {
            read.add(id);
            return rendered(id);
        });
        assertThat(read).containsExactlyInAnyOrder("CVE-2021-45105", "GHSA-0000-withdrawn", "CVE-2021-45046");

        read.clear();
        answers().affecting("2.17.0", id -> {
            read.add(id);
            return rendered(id);
        });
        assertThat(read).containsExactly("GHSA-0000-withdrawn");
    }

    @Test
    void eachAffectingVulnerabilityStatesTheLowestFixAboveTheVersion() {
        assertThat(answers().affecting("2.14.1", UnaryOperator.identity(), AdvisoryAnswersTest::rendered))
                .extracting(RenderedVulnerability::id, RenderedVulnerability::fixedVersions)
                .containsExactly(tuple("CVE-2021-44228", List.of("2.15.0")), tuple("CVE-2021-45046", List.of("2.16.0")),
                        tuple("CVE-2021-45105", List.of("2.17.0")));
    }
}
