package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hex requirements as a resolver reads them: Hex's pre-release choice, refusals with a reason, never a guess. */
class HexRequirementsTest {

    private static final List<String> LISTED = List.of("1.3.9", "1.4.0", "1.4.2", "1.5.0-rc.1", "1.5.0", "1.6.0-dev",
            "2.0.0-rc.0", "2.0.0", "2.0.1+build.3");

    private final VersionResolver resolver = new VersionResolver();

    private Resolution resolve(String requirement) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(Ecosystem.HEX), LISTED);
        return resolver.resolve(new ResolveRequest(Ecosystem.HEX, null, requirement, ResolveOptions.STRICT),
                Optional.of(known));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ~> 1.4                    | 1.5.0
            ~> 1.4.0                  | 1.4.2
            ~> 1.5.0-rc.0             | 1.5.0
            ~> 1.6-dev                | 1.6.0-dev
            >= 1.4.0 and < 2.0.0      | 1.5.0
            >= 1.5.0-rc.0 and < 1.5.0 | 1.5.0-rc.1
            < 1.5.0                   | 1.5.0-rc.1
            1.4.0 or 1.4.2            | 1.4.2
            != 2.0.1                  | 2.0.0
            ! 2.0.1                   | 2.0.0
            > 2.0.0                   | 2.0.1+build.3
            == 1.4.0                  | 1.4.0
            """)
    void picksTheHighestVersionHexWouldAccept(String requirement, String expected) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.code()).as(resolution.message()).isEqualTo(ResolutionCode.OK);
        assertThat(resolution.version()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ~> 1                           | not a Hex version
            == 1.4                         | not a Hex version
            >= 1.4.0 and < 2.0.0 or 1.3.9 | mixes 'and' with 'or'
            >>= 1.0.0                      | not a Hex comparison
            == == 1.0.0                    | not a Hex comparison
            ^1.4.0                         | not a Hex version
            1.4.x                          | not a Hex version
            >= 1.4.0, < 2.0.0              | not a Hex comparison
            """)
    void refusesWhatElixirWouldRefuseWithTheReason(String requirement, String reason) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.hasVersion()).isFalse();
        assertThat(resolution.message()).contains(reason);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"!= 2.0.0, 2.0.0", "!= 2.0.0+other, 2.0.0", "! 1.4.0, 1.4.0"})
    void aNegationNeverMatchesTheVersionItNames(String requirement, String named) {
        RangeSpec<SemverVersion> range;
        try {
            range = new HexSyntax((HexScheme) VersionSchemes.HEX).parse(requirement);
        } catch (InvalidRequirementException e) {
            throw new AssertionError(e);
        }
        assertThat(range.test(VersionSchemes.HEX.parseOrNull(named))).isFalse();
        assertThat(range.test(VersionSchemes.HEX.parseOrNull("1.3.9"))).isTrue();
    }
}
