package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A version a range accepts is never below its floor nor above its ceiling. The resolver relies on this to skip
 * candidates above the ceiling by binary search and to stop below the floor, so a wrong bound would lose matches.
 */
class RangeBoundsTest {

    private static final List<String> SEMVER_VERSIONS = List.of("0.0.1", "0.1.0-rc.1", "0.1.0", "1.0.0-alpha",
            "1.0.0", "1.2.3-beta.2", "1.2.3", "1.2.3+build", "1.2.4", "1.3.0-0", "1.3.0", "1.9.9", "2.0.0-rc.1",
            "2.0.0", "2.3.4", "3.0.0", "10.0.0", "v0.0.0-20210226172049-e18ecbb05110");
    private static final List<String> MAVEN_VERSIONS = List.of("1.0-alpha-1", "1.0-SNAPSHOT", "1.0", "1.0-sp1",
            "1.0-jre", "1.0.1", "1.1", "1.2.3.RELEASE", "2.0-beta1", "2.0-rc2", "2.0", "2.0.0.GA", "2.0.1", "2.5",
            "3.0.0-M1", "3.0.0");
    private static final List<String> PEP440_VERSIONS = List.of("1.0.dev0", "1.0a1", "1.0rc1", "1.0", "1.0+local.1",
            "1.0.post1", "1.0.post1+x", "1.4.dev0", "1.4a1", "1.4", "1.4+abc", "1.4.5", "1.4.5.post2", "1.5.dev0",
            "1.5", "2.0", "2.0+ubuntu.1", "1!0.1");

    static Stream<Arguments> rangesAndVersions() {
        return Stream.of(
                Arguments.of(Ecosystem.NPM, SEMVER_VERSIONS, List.of("^1.2.3", "~1.2", "1.x", ">=1.2.3-beta.2 <2",
                        "1.2 - 2.3", "<=1.2", ">1", "1.2.3 || >=3", "^0.1.0-rc.1", "=1.2.3 || =2.0.0", "<1.0.0 || 2.x",
                        ">=0.0.0-0 <0.1.0")),
                Arguments.of(Ecosystem.MAVEN, MAVEN_VERSIONS, List.of("[1.0,2.0)", "[1.0,)", "(,1.0]", "[2.0]",
                        "[1,1.1),[2.0-beta1,2.0]", "(1.0,2.0]", "^1.0", "~2.0", ">=1.0-alpha-1 <1.0.1", "2.x",
                        "[3.0.0-M1,)")),
                Arguments.of(Ecosystem.PYPI, PEP440_VERSIONS, List.of("==1.4.*", "~=1.4", "~=1.4.5", "<=1.0",
                        "==1.0,<2", "==1.4+abc,>=1", ">=1.0,!=1.4.*", ">1.0", "<1.4", ">=1.0.dev0", "===1.4", "!=1.0",
                        "==1.4.*,>=1.4.dev0", "^1.0", "1.4 - 2.0", ">=1.4a1 <1.5")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rangesAndVersions")
    void acceptedVersionsLieWithinTheBounds(Ecosystem ecosystem, List<String> versions, List<String> ranges)
            throws InvalidRequirementException {
        check(VersionSchemes.dialect(ecosystem), versions, ranges);
    }

    private static <V extends Comparable<V>> void check(Dialect<V> dialect, List<String> versions,
                                                        List<String> ranges) throws InvalidRequirementException {
        List<String> accepted = new ArrayList<>();
        for (String text : ranges) {
            Requirement<V> requirement = RequirementParser.parse(text, dialect);
            assertThat(requirement).as(text).isInstanceOf(Requirement.Range.class);
            RangeSpec<V> range = ((Requirement.Range<V>) requirement).range();
            for (String version : versions) {
                V v = dialect.scheme().parseOrNull(version);
                assertThat(v).as(version).isNotNull();
                if (range.test(v)) {
                    accepted.add(version);
                    assertThat(range.below(v)).as("%s accepts %s but calls it below", text, version).isFalse();
                    assertThat(range.above(v)).as("%s accepts %s but calls it above", text, version).isFalse();
                }
            }
        }
        // The check must not pass vacuously.
        assertThat(accepted).hasSizeGreaterThan(ranges.size());
    }
}
