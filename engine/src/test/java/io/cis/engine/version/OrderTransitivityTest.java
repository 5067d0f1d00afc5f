package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every scheme's string order is a total order over generated versions, and sort agrees with it. */
class OrderTransitivityTest {

    private static final int SIZE = 70;

    static Stream<Arguments> generatedSets() {
        return Stream.of(
                Arguments.of("semver", VersionSchemes.SEMVER, generate(OrderTransitivityTest::semver)),
                Arguments.of("maven", VersionSchemes.MAVEN, generate(OrderTransitivityTest::maven)),
                Arguments.of("pep440", VersionSchemes.PEP440, generate(OrderTransitivityTest::pep440)),
                Arguments.of("generic", VersionSchemes.GENERIC, generate(OrderTransitivityTest::generic)),
                Arguments.of("cargo", VersionSchemes.CARGO, generate(OrderTransitivityTest::cargo)),
                Arguments.of("nuget", VersionSchemes.NUGET, generate(OrderTransitivityTest::nuget)),
                Arguments.of("rubygems", VersionSchemes.RUBYGEMS, generate(OrderTransitivityTest::rubygems)),
                Arguments.of("composer", VersionSchemes.COMPOSER, generate(OrderTransitivityTest::composer)),
                Arguments.of("hex", VersionSchemes.HEX, generate(OrderTransitivityTest::hex)),
                Arguments.of("pub", VersionSchemes.PUB, generate(OrderTransitivityTest::pub)),
                Arguments.of("hackage", VersionSchemes.HACKAGE, generate(OrderTransitivityTest::hackage)),
                Arguments.of("golang", VersionSchemes.GO, generate(OrderTransitivityTest::golang)),
                Arguments.of("cran", VersionSchemes.CRAN, generate(OrderTransitivityTest::cran)),
                Arguments.of("swift", VersionSchemes.SWIFT, generate(OrderTransitivityTest::swift)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generatedSets")
    void compareIsATotalOrder(String name, VersionScheme<?> scheme, List<String> versions) {
        int n = versions.size();
        int[][] sign = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                sign[i][j] = Integer.signum(scheme.compare(versions.get(i), versions.get(j)));
            }
        }
        for (int i = 0; i < n; i++) {
            assertThat(sign[i][i]).as("reflexive %s", versions.get(i)).isZero();
            for (int j = 0; j < n; j++) {
                assertThat(sign[i][j]).as("antisymmetric %s %s", versions.get(i), versions.get(j))
                        .isEqualTo(-sign[j][i]);
                // Distinct strings never tie: the order is total and sorting is deterministic.
                if (!versions.get(i).equals(versions.get(j))) {
                    assertThat(sign[i][j]).isNotZero();
                }
                for (int k = 0; k < n; k++) {
                    if (sign[i][j] <= 0 && sign[j][k] <= 0) {
                        assertThat(sign[i][k]).as("transitive %s <= %s <= %s",
                                versions.get(i), versions.get(j), versions.get(k)).isLessThanOrEqualTo(0);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generatedSets")
    void sortAgreesWithCompareAndIgnoresInputOrder(String name, VersionScheme<?> scheme, List<String> versions) {
        List<String> sorted = scheme.sort(versions);
        List<String> reversed = new ArrayList<>(versions);
        java.util.Collections.reverse(reversed);

        assertThat(sorted).containsExactlyInAnyOrderElementsOf(versions);
        assertThat(scheme.sort(reversed)).isEqualTo(sorted);
        for (int i = 1; i < sorted.size(); i++) {
            assertThat(scheme.compare(sorted.get(i - 1), sorted.get(i))).isLessThanOrEqualTo(0);
        }
    }

    @org.junit.jupiter.api.Test
    void mavenSpellingsWithoutAConsistentOrderStillSortDeterministically() {
        // ComparableVersion: 1 < 1.BUILD-SNAPSHOT < 1-alpha, yet 1-alpha < 1.
        List<String> cycle = List.of("1", "1.BUILD-SNAPSHOT", "1-alpha", "2.0", "0.9");
        assertThat(VersionSchemes.MAVEN.compare("1", "1.BUILD-SNAPSHOT")).isNegative();
        assertThat(VersionSchemes.MAVEN.compare("1.BUILD-SNAPSHOT", "1-alpha")).isNegative();
        assertThat(VersionSchemes.MAVEN.compare("1-alpha", "1")).isNegative();

        List<String> first = VersionSchemes.MAVEN.sort(cycle);
        List<List<String>> permutations = new ArrayList<>();
        permute(new ArrayList<>(cycle), 0, permutations);
        for (List<String> permutation : permutations) {
            assertThat(VersionSchemes.MAVEN.sort(permutation)).isEqualTo(first);
        }
        assertThat(first.get(0)).isEqualTo("0.9");
        assertThat(first.get(first.size() - 1)).isEqualTo("2.0");
    }

    private static void permute(List<String> items, int from, List<List<String>> out) {
        if (from == items.size()) {
            out.add(List.copyOf(items));
            return;
        }
        for (int i = from; i < items.size(); i++) {
            java.util.Collections.swap(items, from, i);
            permute(items, from + 1, out);
            java.util.Collections.swap(items, from, i);
        }
    }

    private static List<String> generate(Function<Random, String> generator) {
        Random random = new Random(20240607);
        List<String> versions = new ArrayList<>();
        while (versions.size() < SIZE) {
            String v = generator.apply(random);
            if (!versions.contains(v)) {
                versions.add(v);
            }
        }
        // Strings the schemes cannot parse belong to the order too.
        versions.addAll(List.of("not-a-version", "", "zzz"));
        return versions;
    }

    private static String pick(Random random, String... options) {
        return options[random.nextInt(options.length)];
    }

    private static String release(Random random, int maxParts) {
        StringBuilder out = new StringBuilder(pick(random, "0", "1", "2", "10"));
        int parts = random.nextInt(maxParts);
        for (int i = 0; i < parts; i++) {
            out.append('.').append(pick(random, "0", "1", "3", "12"));
        }
        return out.toString();
    }

    private static String semver(Random random) {
        return pick(random, "", "", "v") + release(random, 4)
                + pick(random, "", "", "-alpha", "-alpha.1", "-beta.2", "-beta.11", "-rc.1", "-0", "-rc1",
                        "-20210226172049-e18ecbb05110")
                + pick(random, "", "", "", "+build.1", "+incompatible");
    }

    private static String maven(Random random) {
        return release(random, 3) + pick(random, "", "", "-alpha-1", "-beta", "-rc2", "-SNAPSHOT", "-sp1", "-jre",
                ".RELEASE", ".Final", "a1", "-M3", ".GA", "-android");
    }

    private static String pep440(Random random) {
        return pick(random, "", "", "", "1!") + release(random, 3)
                + pick(random, "", "", "a1", "b2", "rc1", "-alpha3", "c1")
                + pick(random, "", "", ".post1", "-2", ".post0")
                + pick(random, "", "", ".dev0", ".dev3")
                + pick(random, "", "", "", "+local.1", "+7");
    }

    private static String generic(Random random) {
        return pick(random, "", "v") + release(random, 4) + pick(random, "", "", "beta2", "-rc1", "a", "-jre",
                "_p1", ".final", "-1ubuntu2");
    }

    private static String cargo(Random random) {
        return pick(random, "0", "1", "10") + "." + pick(random, "0", "2") + "." + pick(random, "0", "3", "12")
                + pick(random, "", "", "-alpha", "-alpha.1", "-beta.2", "-rc.1", "-0", "-x-y")
                + pick(random, "", "", "+build.7");
    }

    private static String nuget(Random random) {
        return release(random, 4) + pick(random, "", "", "-Beta", "-beta.2", "-RC-1", "-preview.1.22", "-alpha")
                + pick(random, "", "", "+sha.1");
    }

    private static String rubygems(Random random) {
        return release(random, 4) + pick(random, "", "", ".a", ".beta.2", ".rc1", ".pre", "-1", "-rc.2", ".x");
    }

    private static String composer(Random random) {
        return pick(random, "", "v") + release(random, 4)
                + pick(random, "", "", "-beta1", "-RC2", "-alpha", "-dev", "-p1", "-patch2", "-beta2-dev", ".x-dev");
    }

    private static String hex(Random random) {
        return pick(random, "0", "1", "10") + "." + pick(random, "0", "2") + "." + pick(random, "0", "3", "12")
                + pick(random, "", "", "-dev", "-rc.1", "-rc.10", "-0", "-6-g3318bd5", "-a.b")
                + pick(random, "", "", "+build.7");
    }

    private static String pub(Random random) {
        return pick(random, "0", "1", "01") + "." + pick(random, "0", "2") + "." + pick(random, "0", "3", "12")
                + pick(random, "", "", "-dev", "-dev.1", "-01", "-1", "-0x1", "-a.-1", "-rc.10")
                + pick(random, "", "", "+build.7", "+1", "+01", "+b");
    }

    private static String hackage(Random random) {
        return pick(random, "0", "1", "10") + pick(random, "", ".0", ".2", ".10") + pick(random, "", ".0", ".3")
                + pick(random, "", "", ".0", ".1");
    }

    private static String golang(Random random) {
        return pick(random, "v0", "v1", "v2", "1") + pick(random, "", ".0", ".2") + pick(random, "", ".0", ".3")
                + pick(random, "", "", "-0.20210101000000-abcdefabcdef", "-rc.1", "+incompatible", "-01");
    }

    private static String cran(Random random) {
        return pick(random, "0", "1", "01", "10") + pick(random, ".", "-") + pick(random, "0", "2", "10", "02")
                + pick(random, "", "", "-0", ".1", "-3", ".0.0");
    }

    private static String swift(Random random) {
        return pick(random, "", "v") + pick(random, "0", "1", "01") + pick(random, ".0", ".2") + pick(random, "", ".0", ".3")
                + pick(random, "", "", "-", "-1", "-01", "--1", "-alpha", "-alpha.", "-Beta.2")
                + pick(random, "", "", "+", "+build.1");
    }
}
