package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hackage ranges as a resolver reads them: Cabal's grammar and precedence, refusals with a reason. */
class HackageRangesTest {

    private static final List<String> LISTED = List.of("0.9", "1", "1.0", "1.2", "1.2.0", "1.2.5", "1.3", "2.0.1",
            "2.1", "3");

    private final VersionResolver resolver = new VersionResolver();

    private Resolution resolve(String requirement) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(Ecosystem.HACKAGE), LISTED);
        return resolver.resolve(new ResolveRequest(Ecosystem.HACKAGE, null, requirement, ResolveOptions.STRICT),
                Optional.of(known));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', textBlock = """
            ^>=1.2                        ; 1.2.5
            ^>=1.2 || ^>=2.0              ; 2.0.1
            >=1 && <1.2                   ; 1.0
            == 1.2.*                      ; 1.2.5
            == 1                          ; 1
            1.2                           ; 1.2
            >=2 || >=1 && <1.3            ; 3
            (>=2 || >=1) && <1.3          ; 1.2.5
            >=1 && (<1.2 || >2.0.1)       ; 3
            =={1.2, 1.3}                  ; 1.3
            -any                          ; 3
            """)
    void picksTheHighestVersionCabalWouldAccept(String requirement, String expected) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.code()).as(resolution.message()).isEqualTo(ResolutionCode.OK);
        assertThat(resolution.version()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', textBlock = """
            /= 1.2                        ; expected an operator
            ^>= 1.2.*                     ; not a Hackage version
            >= 1.2.*                      ; not a Hackage version
            >= 1.02                       ; not a Hackage version
            ~> 1.2                        ; expected an operator
            >=1 && (<2                    ; expected )
            >=1 <2                        ; unexpected text
            -none                         ; no known version
            """)
    void refusesWhatCabalWouldRefuseWithTheReason(String requirement, String reason) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.hasVersion()).isFalse();
        assertThat(resolution.message()).contains(reason);
    }
}
