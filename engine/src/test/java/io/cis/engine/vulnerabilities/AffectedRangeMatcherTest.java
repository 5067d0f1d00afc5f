package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** OSV's range evaluation over each ecosystem's own order. */
class AffectedRangeMatcherTest {

    private final AffectedRangeMatcher matcher = new AffectedRangeMatcher();

    private static AffectedEntry entry(String type, String... events) {
        List<VersionEvent> list = new ArrayList<>();
        for (String event : events) {
            String[] parts = event.split("=", 2);
            list.add(new VersionEvent(parts[0], parts[1]));
        }
        return new AffectedEntry("CVE-TEST", List.of(new VersionRange(type, list)), List.of());
    }

    /** log4j-core CVE-2021-44228 as the GitHub advisory states it: introduced 2.13.0, fixed 2.15.0 (and 2.0-beta9..2.12.2). */
    @ParameterizedTest
    @CsvSource({
        "2.14.1, AFFECTED", "2.13.0, AFFECTED", "2.15.0, NOT_AFFECTED", "2.17.1, NOT_AFFECTED",
        "2.12.1, AFFECTED", "2.12.2, NOT_AFFECTED", "2.0-beta9, AFFECTED", "2.0-beta8, NOT_AFFECTED", "2.0, AFFECTED"})
    void mavenRangesCompareInMavensOrder(String version, AffectedVerdict expected) {
        AffectedEntry log4j = new AffectedEntry("CVE-2021-44228", List.of(
                new VersionRange("ECOSYSTEM", List.of(new VersionEvent("introduced", "2.13.0"), new VersionEvent("fixed", "2.15.0"))),
                new VersionRange("ECOSYSTEM", List.of(new VersionEvent("introduced", "2.0-beta9"), new VersionEvent("fixed", "2.12.2")))),
                List.of());
        assertThat(matcher.evaluate(log4j, version, VersionSchemes.MAVEN)).isEqualTo(expected);
    }

    /** PYSEC-2023-72 (pyspark) writes its intervals out of order, two of them meeting at 3.2.0: their union. */
    @ParameterizedTest
    @CsvSource({"3.1.0, AFFECTED", "3.1.1, AFFECTED", "3.2.0, AFFECTED", "3.2.1, AFFECTED", "3.2.2, NOT_AFFECTED"})
    void intervalsWrittenOutOfOrderMeanTheirUnion(String version, AffectedVerdict expected) {
        assertThat(matcher.evaluate(entry("ECOSYSTEM", "introduced=0", "fixed=3.1.1", "introduced=3.2.0", "fixed=3.2.2",
                "introduced=3.1.1", "fixed=3.2.0"), version, VersionSchemes.PEP440)).isEqualTo(expected);
    }

    /** Bitnami's redis record for CVE-2025-21605 writes "introduced 7.3.0, fixed 6.2.18": no pair, so sorted. */
    @ParameterizedTest
    @CsvSource({"6.2.17, AFFECTED", "6.2.18, NOT_AFFECTED", "7.2.7, AFFECTED", "7.3.0, AFFECTED", "7.4.3, NOT_AFFECTED"})
    void anEndBelowItsStartIsNoPairAndTheEventsAreSorted(String version, AffectedVerdict expected) {
        assertThat(matcher.evaluate(entry("SEMVER", "introduced=2.6.0", "fixed=6.2.18", "introduced=7.0.0", "fixed=7.2.8",
                "introduced=7.3.0", "fixed=6.2.18", "introduced=7.2.0", "fixed=7.2.8", "introduced=7.4.0", "fixed=7.4.3"),
                version, VersionSchemes.SEMVER)).isEqualTo(expected);
    }

    /** Bitnami's mongodb record for CVE-2020-7923 ends with the empty interval [4.4.0, 4.4.0). */
    @ParameterizedTest
    @CsvSource({"4.0.0, AFFECTED", "4.2.7, AFFECTED", "4.2.8, NOT_AFFECTED", "4.4.0, NOT_AFFECTED", "4.4.1, NOT_AFFECTED"})
    void anEmptyIntervalAffectsNothing(String version, AffectedVerdict expected) {
        assertThat(matcher.evaluate(entry("SEMVER", "introduced=4.0.0", "fixed=4.0.19", "introduced=4.2.0", "fixed=4.2.8",
                "introduced=4.4.0", "fixed=4.4.0"), version, VersionSchemes.SEMVER)).isEqualTo(expected);
    }

    /**
     * GitHub's advisory for golang.org/x/net (GHSA-vvpx-j8f3-3w6h) states an ECOSYSTEM range without Go's "v"
     * (fixed 0.7.0); Go versions asked with their "v", and pseudo-versions, compare with it in Go's order.
     */
    @ParameterizedTest
    @CsvSource({"v0.6.0, AFFECTED", "v0.0.0-20220722155237-a158d28d115b, AFFECTED", "v0.7.0, NOT_AFFECTED",
        "0.6.0, AFFECTED", "v0.17.0, NOT_AFFECTED", "v0.7.0-rc.1, AFFECTED"})
    void goAdvisoriesWithoutTheVCompareInGosOrder(String version, AffectedVerdict expected) {
        assertThat(matcher.evaluate(entry("ECOSYSTEM", "introduced=0", "fixed=0.7.0"), version,
                VersionSchemes.forAdvisories(Ecosystem.GOLANG))).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"0.9.0, AFFECTED", "1.2.2, AFFECTED", "1.2.3, AFFECTED", "1.2.4, NOT_AFFECTED", "2.0.0, NOT_AFFECTED"})
    void lastAffectedIncludesItsOwnVersion(String version, AffectedVerdict expected) {
        assertThat(matcher.evaluate(entry("SEMVER", "introduced=0", "last_affected=1.2.3"), version, VersionSchemes.SEMVER))
                .isEqualTo(expected);
    }

    @Test
    void anOpenRangeAffectsEverythingFromItsStart() {
        AffectedEntry open = entry("ECOSYSTEM", "introduced=0.1.0");
        assertThat(matcher.evaluate(open, "0.0.9", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(open, "99.0.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
    }

    @Test
    void severalIntroducedAndFixedPairsInOneRangeLeaveGapsUnaffectedWhateverTheirOrderInTheFile() {
        AffectedEntry pairs = entry("ECOSYSTEM", "fixed=2.0.0", "introduced=3.0.0", "introduced=1.0.0", "fixed=3.1.0");
        assertThat(matcher.evaluate(pairs, "1.5.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(pairs, "2.5.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(pairs, "3.0.5", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(pairs, "3.1.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
    }

    @Test
    void pep440RangesUsePep440Order() {
        AffectedEntry django = entry("ECOSYSTEM", "introduced=4.2", "fixed=4.2.8");
        assertThat(matcher.evaluate(django, "4.2.7", VersionSchemes.PEP440)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(django, "4.2.8", VersionSchemes.PEP440)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(django, "4.2rc1", VersionSchemes.PEP440)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(django, "4.2.0", VersionSchemes.PEP440)).isEqualTo(AffectedVerdict.AFFECTED);
    }

    /** The events and the request may spell one version differently; the ecosystem's order decides, not the text. */
    @ParameterizedTest
    @CsvSource({
        "MAVEN, 2.4, 2.4.0, 2.12.3, AFFECTED", "MAVEN, 2.4.0, 2.4, 2.12.3, AFFECTED",
        "MAVEN, 2.12.3.0, 2.4, 2.12.3, NOT_AFFECTED", "MAVEN, 2.12, 2.4, 2.12.0, NOT_AFFECTED",
        "PEP440, 2.5, 2.5.0, 3.0, AFFECTED", "PEP440, 3, 2.5, 3.0.0, NOT_AFFECTED",
        "PEP440, 2.5.0.0, 2.5, 3, AFFECTED", "SEMVER, v1.2.0, 1.2.0, 2.0.0, AFFECTED",
        "SEMVER, 2.0.0+build.7, 1.0.0, 2.0.0, NOT_AFFECTED"})
    void anEventAppliesToEverySpellingOfItsVersion(String scheme, String version, String introduced, String fixed,
            AffectedVerdict expected) {
        AffectedEntry entry = entry("ECOSYSTEM", "introduced=" + introduced, "fixed=" + fixed);
        var order = switch (scheme) {
            case "MAVEN" -> VersionSchemes.MAVEN;
            case "PEP440" -> VersionSchemes.PEP440;
            default -> VersionSchemes.SEMVER;
        };

        assertThat(matcher.evaluate(entry, version, order)).isEqualTo(expected);
    }

    @Test
    void eventsSpellingOneVersionTwiceStillOpenAndCloseTheRangeThere() {
        // introduced 2.4.0 and last_affected 2.4 name one version: exactly that version is affected.
        AffectedEntry point = entry("ECOSYSTEM", "introduced=2.4.0", "last_affected=2.4");
        assertThat(matcher.evaluate(point, "2.4", VersionSchemes.MAVEN)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(point, "2.4.0.0", VersionSchemes.MAVEN)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(point, "2.4.1", VersionSchemes.MAVEN)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(point, "2.3.9", VersionSchemes.MAVEN)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
    }

    @Test
    void semverRangesIgnoreTheGoVPrefixOfTheCatalogVersion() {
        AffectedEntry net = entry("SEMVER", "introduced=0", "fixed=0.7.0");
        assertThat(matcher.evaluate(net, "v0.6.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(net, "v0.7.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
    }

    @Test
    void anExplicitVersionIsAffectedEvenOutsideEveryRange() {
        AffectedEntry listed = new AffectedEntry("CVE-TEST",
                List.of(new VersionRange("ECOSYSTEM", List.of(new VersionEvent("introduced", "1.0.0"), new VersionEvent("fixed", "1.1.0")))),
                List.of("0.5.0", "1.0"));
        assertThat(matcher.evaluate(listed, "0.5.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(listed, "0.6.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
        assertThat(matcher.evaluate(listed, "1.0.0", VersionSchemes.MAVEN)).as("Maven 1.0 equals 1.0.0").isEqualTo(AffectedVerdict.AFFECTED);
    }

    @Test
    void aVersionTheOrderingCannotCompareIsUnknownAndStillListed() {
        AffectedEntry range = entry("ECOSYSTEM", "introduced=1.0", "fixed=2.0");
        AffectedVerdict verdict = matcher.evaluate(range, "not-a-version", VersionSchemes.MAVEN);
        assertThat(verdict).isEqualTo(AffectedVerdict.UNKNOWN);
        assertThat(verdict.listed()).isTrue();
        assertThat(matcher.evaluate(entry("ECOSYSTEM", "introduced=0", "fixed=%%%"), "1.0.0", VersionSchemes.SEMVER))
                .isEqualTo(AffectedVerdict.UNKNOWN);
    }

    @Test
    void aLimitBoundsTheRangeFromAbove() {
        AffectedEntry limited = entry("SEMVER", "introduced=1.0.0", "limit=1.5.0");
        assertThat(matcher.evaluate(limited, "1.4.9", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.AFFECTED);
        assertThat(matcher.evaluate(limited, "1.5.0", VersionSchemes.SEMVER)).isEqualTo(AffectedVerdict.NOT_AFFECTED);
    }
}
