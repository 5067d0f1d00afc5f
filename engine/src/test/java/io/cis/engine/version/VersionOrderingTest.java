package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Each scheme's order, equality, pre-release notion and handling of unparseable strings, against hand-written expectations. */
class VersionOrderingTest {

    static Stream<Arguments> ascendingChains() {
        return Stream.of(
                Arguments.of("semver", VersionSchemes.SEMVER, List.of(
                        "v0.0.0-20190311183353-d8887717615a", "v0.0.0-20210226172049-e18ecbb05110", "v0.1.0",
                        "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                        "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0-rc1", "1.0.0", "1.0.1", "1.2", "1.2.1", "1.2.3",
                        "1.2.3.4", "1.10.0", "2.0.0-0", "2.0.0-rc.1", "2.0.0", "v10.0.0", "99999999999999999999.0.0")),
                Arguments.of("maven", VersionSchemes.MAVEN, List.of(
                        "1.0-alpha1", "1.0-beta1", "1.0-M1", "1.0-rc1", "1.0-SNAPSHOT", "1.0", "1.0-sp1", "1.0-jre",
                        "1.0.1", "1.1", "1.10", "2.0-alpha1", "2.0", "2.5.2", "2.5.6.SEC01", "3.3.0.CR2", "3.3.0.GA",
                        "3.3.0.SP1", "3.3.1.GA", "10.0")),
                Arguments.of("pep440", VersionSchemes.PEP440, List.of(
                        "1.0.dev456", "1.0a1", "1.0a2.dev456", "1.0a12.dev456", "1.0a12", "1.0b1.dev456", "1.0b2",
                        "1.0b2.post345.dev456", "1.0b2.post345", "1.0rc1.dev456", "1.0rc1", "1.0", "1.0+abc.5",
                        "1.0+abc.7", "1.0+5", "1.0.post456.dev34", "1.0.post456", "1.0.15", "1.1.dev1", "2024.1",
                        "1!0.1")),
                Arguments.of("generic", VersionSchemes.GENERIC, List.of(
                        "v0.9", "1.0alpha", "1.0beta2", "1.0rc1", "1.0", "1.0.1", "1.2", "1.10", "2",
                        "20240101")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ascendingChains")
    void sortRestoresTheAscendingChain(String name, VersionScheme<?> scheme, List<String> ascending) {
        List<String> shuffled = new ArrayList<>(ascending);
        Collections.shuffle(shuffled, new Random(42));

        assertThat(scheme.sort(shuffled)).containsExactlyElementsOf(ascending);
        for (int i = 1; i < ascending.size(); i++) {
            String lower = ascending.get(i - 1);
            String higher = ascending.get(i);
            assertThat(scheme.compare(lower, higher)).as("%s < %s", lower, higher).isNegative();
            assertThat(scheme.compare(higher, lower)).as("%s > %s", higher, lower).isPositive();
            assertThat(scheme.equivalent(lower, higher)).isFalse();
        }
    }

    @ParameterizedTest(name = "{0}: {1} == {2}")
    @CsvSource(delimiter = '|', textBlock = """
            semver  | 1.2                    | 1.2.0
            semver  | v1.2.3                 | 1.2.3
            semver  | 1.2.3+build.5          | 1.2.3
            semver  | v2.0.0+incompatible    | 2.0.0
            semver  | 1.2.3.0                | 1.2.3
            semver  | 1.0.0-rc.01            | 1.0.0-rc.1
            maven   | 1.0                    | 1.0.0
            maven   | 2.5.2.RELEASE          | 2.5.2
            maven   | 1.0a1                  | 1.0-alpha-1
            maven   | 3.3.0.GA               | 3.3.0
            maven   | 3.5.0-Final            | 3.5.0
            maven   | 1.0-CR1                | 1.0-rc1
            maven   | 5.0.0.M1               | 5.0.0-milestone-1
            pep440  | 1.0.0                  | 1.0
            pep440  | 1.0-alpha1             | 1.0a1
            pep440  | v1.0                   | 1.0
            pep440  | 1.0-1                  | 1.0.post1
            pep440  | 1.0c1                  | 1.0rc1
            pep440  | 1.0.preview2           | 1.0rc2
            pep440  | 1.0-dev                | 1.0.dev0
            pep440  | 0!1.0                  | 1.0
            pep440  | 1.0.RC.1               | 1.0rc1
            pep440  | 1.0+Ubuntu-1           | 1.0+ubuntu.1
            generic | 1.0                    | 1
            generic | 1-0-1                  | 1.0.1
            generic | V1.2                   | 1.2
            generic | 1.0RC1                 | 1.0rc1
            """)
    void equivalentSpellings(String scheme, String a, String b) {
        VersionScheme<?> s = scheme(scheme);

        assertThat(s.equivalent(a, b)).isTrue();
        assertThat(s.equivalent(b, a)).isTrue();
        // Equivalent but different spellings still sort deterministically, by string.
        assertThat(Integer.signum(s.compare(a, b))).isEqualTo(Integer.signum(a.compareTo(b)));
    }

    @ParameterizedTest(name = "{0}: {1} != {2}")
    @CsvSource(delimiter = '|', textBlock = """
            semver  | 1.2.3-beta   | 1.2.3
            semver  | 1.2.3.1      | 1.2.3
            maven   | v1.2.3       | 1.2.3
            maven   | 1.0-sp1      | 1.0
            pep440  | 1.0+local    | 1.0
            pep440  | 1.0.post0    | 1.0
            pep440  | 1!1.0        | 1.0
            generic | 1.0.1        | 1.0
            """)
    void differentVersions(String scheme, String a, String b) {
        assertThat(scheme(scheme).equivalent(a, b)).isFalse();
    }

    @ParameterizedTest(name = "{0}: {1} pre-release={2}")
    @CsvSource(delimiter = '|', textBlock = """
            semver  | 1.0.0-rc1                            | true
            semver  | 1.0.0                                | false
            semver  | v0.0.0-20210226172049-e18ecbb05110   | true
            semver  | v2.0.0+incompatible                  | false
            semver  | v6.1-rc1                             | true
            maven   | 1.0-SNAPSHOT                         | true
            maven   | 1.0-alpha-1                          | true
            maven   | 6.0.0.Alpha7                         | true
            maven   | 3.5.0-CR-2                           | true
            maven   | 1.0a1                                | true
            maven   | 5.0.0.M1                             | true
            maven   | 31.1-jre                             | false
            maven   | 2.5.2.RELEASE                        | false
            maven   | 2.5.6.SEC01                          | false
            maven   | 1.0-sp1                              | false
            maven   | 1.0-m                                | false
            pep440  | 1.0a1                                | true
            pep440  | 1.0.dev1                             | true
            pep440  | 1.0.post1                            | false
            pep440  | 1.0.post1.dev1                       | true
            pep440  | 1.0+local                            | false
            pep440  | 5.0rc1                               | true
            generic | 1.0beta2                             | true
            generic | 1.0                                  | false
            generic | 1.0-jre                              | false
            generic | 1.0.0-SNAPSHOT                       | true
            generic | 2.0-m1                               | true
            """)
    void prerelease(String scheme, String version, boolean prerelease) {
        assertThat(scheme(scheme).isPrerelease(version)).isEqualTo(prerelease);
    }

    @ParameterizedTest(name = "{0}: [{1}] is unparseable")
    @CsvSource(delimiter = '|', textBlock = """
            semver  | openssl-3.0.0
            semver  | 1.2.3beta
            semver  | latest
            semver  | 1..2
            semver  | 1.2.3-
            semver  | 1.2.3+
            semver  | v
            semver  | ''
            maven   | ''
            maven   | 1.0 beta
            pep440  | 1.0-foo
            pep440  | latest
            pep440  | 1.0.x
            pep440  | ''
            generic | ''
            generic | ---
            """)
    void unparseable(String scheme, String version) {
        VersionScheme<?> s = scheme(scheme);

        assertThat(s.isValid(version)).isFalse();
        assertThat(s.parse(version)).isEmpty();
        assertThat(s.isPrerelease(version)).isFalse();
        // Never a silent zero: it sorts below even the lowest real version, and is not equivalent to it.
        assertThat(s.compare(version, "0")).isNegative();
        assertThat(s.equivalent(version, "0")).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            semver | 2.0.0 openssl-3.0.0 1.0.0 OpenSSL_1_1_1w release-1 | OpenSSL_1_1_1w openssl-3.0.0 release-1 1.0.0 2.0.0
            pep440 | 2.0 nightly 1.0 1.0-foo                              | 1.0-foo nightly 1.0 2.0
            """)
    void unparseableVersionsSortFirstByString(String scheme, String input, String expected) {
        assertThat(scheme(scheme).sort(List.of(input.split(" ")))).containsExactly(expected.split(" "));
    }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"semver", "maven", "pep440", "generic"})
    void overlongStringsAreUnparseable(String scheme) {
        String atLimit = "1" + ".0".repeat((VersionScheme.MAX_VERSION_LENGTH - 1) / 2);
        String overLimit = atLimit + ".1";

        assertThat(atLimit).hasSizeLessThanOrEqualTo(VersionScheme.MAX_VERSION_LENGTH);
        assertThat(scheme(scheme).isValid(atLimit)).isTrue();
        assertThat(scheme(scheme).isValid(overLimit)).isFalse();
    }

    static VersionScheme<?> scheme(String name) {
        switch (name) {
            case "semver":
                return VersionSchemes.SEMVER;
            case "maven":
                return VersionSchemes.MAVEN;
            case "pep440":
                return VersionSchemes.PEP440;
            case "generic":
                return VersionSchemes.GENERIC;
            default:
                throw new IllegalArgumentException(name);
        }
    }
}
