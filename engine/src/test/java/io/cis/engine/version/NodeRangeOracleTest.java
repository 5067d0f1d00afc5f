package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.semver4j.Semver;

/**
 * node-semver syntax on npm must agree with semver4j, an independent implementation of node's rules, for strict
 * SemVer versions. Where semver4j 6.0.0 itself departs from node-semver, the node answer is pinned by hand.
 */
class NodeRangeOracleTest {

    private static final List<String> VERSIONS = List.of(
            "0.0.1", "0.0.3", "0.0.4", "0.2.3", "0.2.9", "0.3.0", "1.0.0", "1.2.2", "1.2.3-beta.1", "1.2.3-beta.2",
            "1.2.3-beta.3", "1.2.3", "1.2.4-alpha", "1.2.4", "1.2.9", "1.3.0-0", "1.3.0", "1.9.9", "2.0.0-rc.1",
            "2.0.0", "2.3.4", "2.3.5", "2.4.0", "2.5.0", "3.0.0-rc.1", "3.0.0", "3.1.0-alpha.1", "10.1.0");

    static Stream<String> ranges() {
        return Stream.of("^1.2.3", "~1.2.3", "^0.2.3", "^0.0.3", "~1.2", "~1", "1.x", "1.2.x", "*",
                ">=1.2.3 <2.0.0", "1.2.3 - 2.3.4", "1.2 - 2.3", "1 - 2", ">1.2", "<1.2", "<=1.2", ">=1.2",
                ">=1.2.3-beta.2 <1.3.0", "^1.2.3-beta.2", "~1.2.3-beta.2", "1.2.3 || >=2.5.0",
                "<1.0.0 || >=3.0.0-rc.1", "=1.2.3", "1.2.3", ">=0.0.0", "~0.0.1", "^1.x",
                ">2.0.0-rc.1", "<=2.0.0-rc.1", ">=3.1.0-alpha.0", "^2", "~2.3", "2.x || 0.x", ">1", "<2",
                ">=1.3.0-0 <1.3.0", "~>1.2");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ranges")
    void agreesWithSemver4j(String range) throws InvalidRequirementException {
        RangeSpec<SemverVersion> compiled = NodeRangeSyntax.parse(range, VersionSchemes.SEMVER);

        for (String version : VERSIONS) {
            boolean expected = new Semver(version).satisfies(range);
            boolean actual = compiled.test(VersionSchemes.SEMVER.parseOrNull(version));
            assertThat(actual).as("%s satisfies %s", version, range).isEqualTo(expected);
        }
    }

    /** node-semver: x is *, ^0.0 is >=0.0.0 <0.1.0-0, ^0.x is >=0.0.0 <1.0.0-0; semver4j 6.0.0 answers otherwise. */
    @ParameterizedTest(name = "{1} satisfies {0}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            x     | 0.0.1  | true
            x     | 10.1.0 | true
            ^0.0  | 0.0.1  | true
            ^0.0  | 0.0.9  | true
            ^0.0  | 0.1.0  | false
            ^0.x  | 0.9.9  | true
            ^0.x  | 1.0.0  | false
            """)
    void nodeDesugaringWhereSemver4jDiffers(String range, String version, boolean expected)
            throws InvalidRequirementException {
        RangeSpec<SemverVersion> compiled = NodeRangeSyntax.parse(range, VersionSchemes.SEMVER);

        assertThat(compiled.test(VersionSchemes.SEMVER.parseOrNull(version))).isEqualTo(expected);
    }
}
