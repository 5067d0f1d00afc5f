package io.cis.loader.vulnerabilities.cvss;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SeverityLabelsTest {

    @ParameterizedTest
    @CsvSource({
            "10.0, Critical", "9.0, Critical",
            "8.9, High", "7.0, High",
            "6.9, Medium", "4.0, Medium",
            "3.9, Low", "0.1, Low",
            "0.0, None"})
    void eachScoreGetsTheLabelOfContractNotesSectionFour(double score, String label) {
        assertThat(SeverityLabels.of(score)).isEqualTo(label);
    }
}
