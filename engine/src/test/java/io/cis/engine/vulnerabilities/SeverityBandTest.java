package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class SeverityBandTest {

    @ParameterizedTest
    @CsvSource({
            "10.0, CRITICAL, Critical", "9.0, CRITICAL, Critical",
            "8.9, HIGH, High", "7.0, HIGH, High",
            "6.9, MEDIUM, Medium", "4.0, MEDIUM, Medium",
            "3.9, LOW, Low", "0.1, LOW, Low", "0.01, LOW, Low",
            "0.0, NONE, None"})
    void eachScoreFallsInTheBandOfContractNotesSectionFour(double score, SeverityBand band, String label) {
        assertThat(SeverityBand.of(score)).isEqualTo(band);
        assertThat(band.label()).isEqualTo(label);
    }

    @ParameterizedTest
    @EnumSource(SeverityBand.class)
    void aBandsFloorIsItsLowestScoreAndJustBelowItIsTheBandUnder(SeverityBand band) {
        assertThat(SeverityBand.of(band.floor())).isEqualTo(band);
        if (band != SeverityBand.NONE) {
            assertThat(SeverityBand.of(band.floor() - 0.1)).isEqualTo(SeverityBand.values()[band.ordinal() - 1]);
        }
    }
}
