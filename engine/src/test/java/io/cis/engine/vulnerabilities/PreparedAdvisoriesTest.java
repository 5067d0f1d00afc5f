package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.version.VersionSchemes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A component's advisory statements, prepared once, answer any number of versions as OSV's rules say. */
class PreparedAdvisoriesTest {

    private static AffectedEntry ecosystemRange(String id, String introduced, String fixed) {
        return new AffectedEntry(id, List.of(new VersionRange(VersionRange.ECOSYSTEM,
                List.of(new VersionEvent(VersionEvent.INTRODUCED, introduced), new VersionEvent(VersionEvent.FIXED, fixed)))),
                List.of());
    }

    /**
     * log4j-core's statements as the GitHub advisories GHSA-jfh8-c2jp-5v3q (CVE-2021-44228), GHSA-7rjr-3q55-vv33
     * (CVE-2021-45046) and GHSA-p6xc-xr62-6r2g (CVE-2021-45105) write them: one statement per affected block.
     */
    private static final PreparedAdvisories LOG4J = PreparedAdvisories.of(new AffectedRecord(List.of(
            ecosystemRange("CVE-2021-44228", "2.13.0", "2.15.0"),
            ecosystemRange("CVE-2021-44228", "0", "2.3.1"),
            ecosystemRange("CVE-2021-44228", "2.4", "2.12.2"),
            ecosystemRange("CVE-2021-45046", "2.13.0", "2.16.0"),
            ecosystemRange("CVE-2021-45046", "0", "2.12.2"),
            ecosystemRange("CVE-2021-45105", "2.4.0", "2.12.3"),
            ecosystemRange("CVE-2021-45105", "2.13.0", "2.17.0"),
            ecosystemRange("CVE-2021-45105", "0", "2.3.1"))), VersionSchemes.MAVEN);

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "2.14.1 | CVE-2021-44228 CVE-2021-45046 CVE-2021-45105",
        "2.15.0 | CVE-2021-45046 CVE-2021-45105",
        "2.16.0 | CVE-2021-45105",
        "2.12.2 | CVE-2021-45105",
        "2.3    | CVE-2021-44228 CVE-2021-45046 CVE-2021-45105",
        "2.17.0 | ''"})
    void eachVulnerabilityIsNamedOnceInStatementOrder(String version, String expected) {
        List<String> ids = expected.isEmpty() ? List.of() : List.of(expected.split(" "));

        assertThat(affecting(LOG4J, version)).containsExactlyElementsOf(ids);
    }

    /** urllib3's explicit versions in PYSEC-2021-59 (CVE-2021-28363), without its range. */
    @ParameterizedTest
    @CsvSource({"1.26.3, true", "1.26, true", "1.26.0.0, true", "1.26.4, false", "1.25.11, false"})
    void explicitVersionsMatchEverySpellingOfTheSameVersion(String version, boolean affected) {
        PreparedAdvisories urllib3 = PreparedAdvisories.of(new AffectedRecord(List.of(new AffectedEntry("CVE-2021-28363",
                List.of(), List.of("1.26.0", "1.26.1", "1.26.2", "1.26.3")))), VersionSchemes.PEP440);

        assertThat(affecting(urllib3, version).contains("CVE-2021-28363")).isEqualTo(affected);
    }

    /** The ids the statements mark for the version, in the order the statements first name them. */
    private static List<String> affecting(PreparedAdvisories advisories, String version) {
        return advisories.affectingIndexes(version).stream().mapToObj(advisories.vulnerabilities()::get).toList();
    }
}
