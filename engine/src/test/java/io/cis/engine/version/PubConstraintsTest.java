package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pub constraints as a resolver reads them: releases before pre-releases, refusals with a reason, no guess. */
class PubConstraintsTest {

    private static final List<String> LISTED = List.of("0.9.0", "1.0.0-dev.1", "1.0.0", "1.0.0+1", "1.4.0",
            "2.0.0-dev.3", "2.0.0", "2.1.0-beta");

    private final VersionResolver resolver = new VersionResolver();

    private Resolution resolve(String requirement) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(Ecosystem.PUB), LISTED);
        return resolver.resolve(new ResolveRequest(Ecosystem.PUB, null, requirement, ResolveOptions.STRICT),
                Optional.of(known));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ^1.0.0                     | 1.4.0
            ^0.9.0                     | 0.9.0
            >=1.0.0 <2.0.0             | 1.4.0
            >=1.0.0 <=1.0.0            | 1.0.0
            >1.0.0 <1.4.0              | 1.0.0+1
            >=2.0.0-dev.1 <2.0.0       | 2.0.0-dev.3
            >2.0.0                     | 2.1.0-beta
            any                        | 2.0.0
            1.0.0+1                    | 1.0.0+1
            """)
    void picksTheVersionPubWouldPrefer(String requirement, String expected) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.code()).as(resolution.message()).isEqualTo(ResolutionCode.OK);
        assertThat(resolution.version()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', textBlock = """
            ^1.0                  ; expected a version
            ~1.0.0                ; unknown text
            !=1.0.0               ; unknown text
            >=1.0.0 || 2.0.0      ; unknown text
            ^1.0.0 <1.2.0         ; no other constraint may follow
            >=1.0.0, <2.0.0       ; unknown text
            =1.0.0                ; unknown text
            <                     ; expected a version
            """)
    void refusesWhatPubWouldRefuseWithTheReason(String requirement, String reason) {
        Resolution resolution = resolve(requirement);
        assertThat(resolution.hasVersion()).isFalse();
        assertThat(resolution.message()).contains(reason);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"'>=2.0.0 <1.0.0'", "'>1.0.0 <1.0.0'"})
    void anEmptyConstraintMatchesNothing(String requirement) {
        assertThat(resolve(requirement).hasVersion()).isFalse();
        assertThat(resolve(requirement).code()).isEqualTo(ResolutionCode.VERSION_NOT_FOUND);
    }
}
