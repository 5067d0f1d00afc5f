package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.version.VersionSchemes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A request's place among a component's range versions orders it exactly as its scheme does. */
class RangeBoundariesTest {

    private static VersionRange range(String type, String introduced, String fixed) {
        return new VersionRange(type, List.of(new VersionEvent(VersionEvent.INTRODUCED, introduced),
                new VersionEvent(VersionEvent.FIXED, fixed)));
    }

    /** Boundaries 2.0-beta9 < 2.12.2 < 2.13.0 < 2.15.0 in Maven's order, written out of order. */
    private static final RangeBoundaries.Builder LOG4J = new RangeBoundaries.Builder(VersionSchemes.MAVEN)
            .add(range(VersionRange.ECOSYSTEM, "2.13.0", "2.15.0"))
            .add(range(VersionRange.ECOSYSTEM, "2.0-beta9", "2.12.2"));
    private static final RangeBoundaries BUILT = LOG4J.build();

    @ParameterizedTest
    @CsvSource({
        "2.0-beta8, 0", "2.0-beta9, 1", "2.0, 2", "2.12.2, 3", "2.12.10, 4", "2.13.0, 5", "2.14.1, 6",
        "2.15.0, 7", "3.0, 8"})
    void aVersionIsPlacedOnOrBetweenTheBoundaries(String version, int place) {
        int scheme = LOG4J.index(VersionSchemes.MAVEN);

        assertThat(BUILT.places(new RequestedVersion(version))[scheme]).isEqualTo(place);
    }

    @Test
    void eachEventVersionIsPlacedOnItsOwnBoundary() {
        int scheme = LOG4J.index(VersionSchemes.MAVEN);

        assertThat(List.of("2.0-beta9", "2.12.2", "2.13.0", "2.15.0")).extracting(v -> LOG4J.place(scheme, v))
                .containsExactly(1, 3, 5, 7);
    }

    @Test
    void equalSpellingsShareOnePlaceAndTheRequestLandsOnIt() {
        RangeBoundaries.Builder spellings = new RangeBoundaries.Builder(VersionSchemes.MAVEN)
                .add(range(VersionRange.ECOSYSTEM, "2.4.0", "2.12.3"))
                .add(range(VersionRange.ECOSYSTEM, "2.4", "2.12.3.0"));
        RangeBoundaries built = spellings.build();
        int scheme = spellings.index(VersionSchemes.MAVEN);

        assertThat(List.of("2.4", "2.4.0", "2.12.3", "2.12.3.0")).extracting(v -> spellings.place(scheme, v))
                .containsExactly(1, 1, 3, 3);
        assertThat(List.of("2.4", "2.4.0.0", "2.4-0", "2.12.3.0.0")).extracting(v ->
                built.places(new RequestedVersion(v))[scheme]).containsExactly(1, 1, 1, 3);
    }

    @Test
    void semverRangesOfAMavenComponentArePlacedInTheirOwnOrder() {
        RangeBoundaries.Builder mixed = new RangeBoundaries.Builder(VersionSchemes.MAVEN)
                .add(range(VersionRange.ECOSYSTEM, "1.0", "2.0"))
                .add(range(VersionRange.SEMVER, "1.0.0-rc.1", "1.0.0"));
        RangeBoundaries built = mixed.build();
        int maven = mixed.index(VersionSchemes.MAVEN);
        int semver = mixed.index(VersionSchemes.SEMVER);

        int[] places = built.places(new RequestedVersion("1.0.0-rc.2"));

        assertThat(maven).isNotEqualTo(semver);
        assertThat(places[semver]).as("between 1.0.0-rc.1 and 1.0.0").isEqualTo(2);
        assertThat(places[maven]).as("below 1.0 in Maven's order").isEqualTo(0);
    }

    @Test
    void aVersionTheSchemeCannotParseHasNoPlace() {
        RangeBoundaries.Builder semver = new RangeBoundaries.Builder(VersionSchemes.SEMVER)
                .add(range(VersionRange.SEMVER, "1.0.0", "2.0.0"));
        RangeBoundaries built = semver.build();

        assertThat(built.places(new RequestedVersion("not a version"))[0]).isEqualTo(RangeBoundaries.UNORDERED);
        assertThat(semver.place(0, "also not a version")).isEqualTo(RangeBoundaries.UNORDERED);
    }
}
