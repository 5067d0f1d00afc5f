package io.cis.loader.vulnerabilities.cvss;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.vulnerabilities.CvssVector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.ValueSource;

class CvssScoresTest {

    private final CvssScores scores = new CvssScores();

    private ScoredCvss computed(String type, String vector) {
        return scores.score(new CvssVector(type, vector, null)).orElseThrow(() -> new AssertionError("not scored: " + vector));
    }

    @Test
    void log4ShellScoresTenCritical() {
        // CVE-2021-44228, as GitHub and the Apache CNA state it
        assertThat(computed("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H"))
                .isEqualTo(new ScoredCvss("3.1", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H", 10.0, "Critical"));
    }

    /**
     * The CVSS_V4 vectors of the two GitHub advisories in the sample OSV feed. GitHub's OSV records state no v4
     * score, nor do the GitHub CNA's CVE records for them (CVE-2024-45590, CVE-2024-43796: v3.1 only), so the
     * expected values are those of FIRST's CVSS 4.0 scoring (the macro vector lookup and its interpolation), which an
     * independent implementation (pandatix/js-cvss 0.4.4) gives too: 8.7 and 2.3, the values the advisories show.
     */
    @Test
    void gitHubAdvisoryV4VectorsScoreAsFirstsCalculator() {
        // GHSA-qwcr-r2fm-qrc7, body-parser denial of service
        assertThat(computed("CVSS_V4", "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:H/SC:N/SI:N/SA:N"))
                .extracting(ScoredCvss::version, ScoredCvss::score, ScoredCvss::severity)
                .containsExactly("4.0", 8.7, "High");
        // GHSA-qw6h-vgh9-j6wx, express XSS via response.redirect(): only subsequent systems are touched
        assertThat(computed("CVSS_V4", "CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:P/VC:N/VI:N/VA:N/SC:L/SI:L/SA:L"))
                .extracting(ScoredCvss::score, ScoredCvss::severity)
                .containsExactly(2.3, "Low");
    }

    /** Sample OSV v4 vectors, most of them with every threat, environmental and supplemental metric written out. */
    @ParameterizedTest
    @CsvFileSource(resources = "/cvss/osv-v4-independent-scores.csv")
    void osvV4VectorsScoreAsAnIndependentImplementationOfFirstsScoring(String vector, double expected) {
        assertThat(computed("CVSS_V4", vector).score()).isEqualTo(expected);
    }

    @Test
    void aV4VectorIsScoredWholeWithItsThreatMetric() {
        // CVSS 4.0 has one score per vector: E:U (unreported exploit) lowers the 9.3 of the base metrics to 8.1
        assertThat(computed("CVSS_V4", "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N").score()).isEqualTo(9.3);
        assertThat(computed("CVSS_V4", "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:U").score()).isEqualTo(8.1);
    }

    @Test
    void v2AndV3ReportTheBaseScoreWhateverTemporalMetricsFollow() {
        assertThat(computed("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H/E:U/RL:O/RC:C").score()).isEqualTo(10.0);
        assertThat(computed("CVSS_V3", "CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H"))
                .extracting(ScoredCvss::version, ScoredCvss::score, ScoredCvss::severity).containsExactly("3.0", 9.8, "Critical");
        assertThat(computed("CVSS_V2", "AV:N/AC:L/Au:N/C:P/I:P/A:P/E:POC/RL:OF/RC:C"))
                .extracting(ScoredCvss::version, ScoredCvss::score, ScoredCvss::severity).containsExactly("2.0", 7.5, "High");
    }

    @Test
    void aV2ScoreFromNineIsCriticalLikeAnyOther() {
        // NVD calls this v2 10.0 HIGH (v2 has no Critical); the service uses one scale for every version
        assertThat(computed("CVSS_V2", "AV:N/AC:L/Au:N/C:C/I:C/A:C").severity()).isEqualTo("Critical");
    }

    @Test
    void aVectorWithoutImpactScoresZeroNone() {
        assertThat(computed("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N"))
                .extracting(ScoredCvss::score, ScoredCvss::severity).containsExactly(0.0, "None");
    }

    @Test
    void aStatedScoreIsReportedAsStated() {
        ScoredCvss stated = scores.score(new CvssVector("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 8.9)).orElseThrow();
        assertThat(stated.score()).isEqualTo(8.9);
        assertThat(stated.severity()).isEqualTo("High");
        // a stated value that is no CVSS score gives way to the computed one
        assertThat(scores.score(new CvssVector("CVSS_V3", "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 98.0)))
                .hasValueSatisfying(s -> assertThat(s.score()).isEqualTo(9.8));
    }

    @Test
    void theVectorNotTheFeedsTypeTellsTheVersion() {
        assertThat(computed("CVSS_V3", "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:H/SC:N/SI:N/SA:N").version()).isEqualTo("4.0");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "",
            "garbage",
            "CVSS:3.1/",
            "CVSS:5.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
            "CVSS:2.0/AV:N/AC:L/Au:N/C:P/I:P/A:P",
            // a base metric missing, a value not defined for it, an unknown metric, a metric twice
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H",
            "CVSS:3.1/AV:Q/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/FOO:BAR",
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/AV:L",
            "CVSS:4.0/AV:Q/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:H/SC:N/SI:N/SA:N",
            // malformed parts, lower case, a trailing slash
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A",
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H:H",
            "cvss:3.1/av:n/ac:l/pr:n/ui:n/s:u/c:h/i:h/a:h",
            "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/",
            // a v3 vector without its prefix is read as v2, and is no v2 vector
            "AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
            "(AV:N/AC:L/Au:N/C:P/I:P/A:P)"})
    void aVectorThatCannotBeReadIsNotScored(String vector) {
        assertThat(scores.score(new CvssVector("CVSS_V3", vector, 7.5))).isEmpty();
    }
}
