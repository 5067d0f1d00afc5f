package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.purl.Ecosystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Requirements of deb, rpm and apk components are package-manager relations in the distribution's own order. */
class RelationSyntaxTest {

    @ParameterizedTest(name = "deb {0} satisfies ''{1}'': {2}")
    @CsvSource(delimiter = ';', textBlock = """
            1.2.3-1              ; << 1.2.3-1+deb12u1              ; true
            1.2.3-1+deb12u1      ; << 1.2.3-1+deb12u1              ; false
            1.2.3-1+deb12u1      ; >= 1.2.3-1+deb12u1              ; true
            1:0.9-1              ; >> 2.0                          ; true
            1.0~rc1-1            ; (>= 1.0~~), (<< 1.0)            ; true
            1.0-1                ; (>= 1.0~~), (<< 1.0)            ; false
            2.0-1                ; << 1.0 | >= 2.0                 ; true
            1.0~rc1-1            ; 1.0~rc1-1                       ; true
            1.0~rc1-1            ; = 1.0~rc1-1                     ; true
            1.0~rc1-1            ; 1.0~rc1-2                       ; false
            """)
    void debianRelations(String version, String requirement, boolean expected) {
        assertThat(Requirements.satisfied(VersionSchemes.DEBIAN, Ecosystem.DEB, version, requirement))
                .isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0} {1} satisfies ''{2}'': {3}")
    @CsvSource(delimiter = '|', textBlock = """
            RPM | 1:3.0.7-24.el9     | < 1:3.0.7-25.el9            | true
            RPM | 3.0.7-25.el9       | < 1:3.0.7-24.el9            | true
            RPM | 1.0^git1-1         | > 1.0-1, < 1.0.1            | true
            APK | 1.36.1-r2          | < 1.36.1-r10                | true
            APK | 1.36.1-r10         | >= 1.36.1-r10               | true
            APK | 1.36.1_rc1-r0      | < 1.36.1                    | true
            """)
    void rpmAndApkRelations(Ecosystem ecosystem, String version, String requirement, boolean expected) {
        VersionScheme<?> scheme = ecosystem == Ecosystem.RPM ? VersionSchemes.RPM : VersionSchemes.APK;
        assertThat(Requirements.satisfied(scheme, ecosystem, version, requirement)).isEqualTo(expected);
    }

    @Test
    void debiansObsoleteSingleAngleBracketsAreRefusedWithTheFix() {
        assertThatThrownBy(() -> RequirementParser.parse("< 1.0", VersionSchemes.dialect(Ecosystem.DEB)))
                .isInstanceOf(InvalidRequirementException.class)
                .hasMessageContaining("'<<' (strict)").hasMessageContaining("'<=' (or equal)");
    }

    @Test
    void textThatIsNoRelationIsAnErrorNotANodeRange() {
        assertThatThrownBy(() -> RequirementParser.parse("^1.2", VersionSchemes.dialect(Ecosystem.DEB)))
                .isInstanceOf(InvalidRequirementException.class).hasMessageContaining("not a valid deb version");
        assertThatThrownBy(() -> RequirementParser.parse(">= 1.0 junk", VersionSchemes.dialect(Ecosystem.RPM)))
                .isInstanceOf(InvalidRequirementException.class).hasMessageContaining("not a relation in rpm syntax");
        assertThatThrownBy(() -> RequirementParser.parse(">>> 1.0", VersionSchemes.dialect(Ecosystem.APK)))
                .isInstanceOf(InvalidRequirementException.class).hasMessageContaining("not a relation in apk syntax");
    }
}
