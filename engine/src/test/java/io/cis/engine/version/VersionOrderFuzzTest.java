package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Fuzzes every version scheme's order with the lines of one input as versions: {@code compare} is reflexive,
 * antisymmetric and transitive on them (a total order, so sorting and range checks are well defined), and
 * {@code sort} returns them in that order.
 */
class VersionOrderFuzzTest {

    /** Bounds the cubic transitivity check; real inputs in the corpus are shorter. */
    private static final int MAX_VERSIONS = 24;

    private static final List<VersionScheme<?>> SCHEMES = List.of(
            VersionSchemes.SEMVER, VersionSchemes.MAVEN, VersionSchemes.PEP440, VersionSchemes.GENERIC,
            VersionSchemes.CARGO, VersionSchemes.NUGET, VersionSchemes.RUBYGEMS, VersionSchemes.COMPOSER,
            VersionSchemes.HEX, VersionSchemes.PUB, VersionSchemes.HACKAGE, VersionSchemes.GO, VersionSchemes.CRAN,
            VersionSchemes.SWIFT);

    @FuzzTest(maxDuration = "5m")
    void everySchemeOrdersTheGeneratedVersionsTotally(byte[] input) {
        List<String> versions = new String(input, StandardCharsets.UTF_8).lines().limit(MAX_VERSIONS).toList();
        for (VersionScheme<?> scheme : SCHEMES) {
            checkTotalOrder(scheme, versions);
        }
    }

    private static void checkTotalOrder(VersionScheme<?> scheme, List<String> versions) {
        // compare each pair once; plain ints in the cubic loop keep fuzzing fast, assertions only on a violation
        int n = versions.size();
        int[][] sign = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                sign[i][j] = Integer.signum(scheme.compare(versions.get(i), versions.get(j)));
            }
        }
        for (int i = 0; i < n; i++) {
            if (sign[i][i] != 0) {
                fail("%s: %s != itself", scheme.name(), versions.get(i));
            }
            for (int j = 0; j < n; j++) {
                if (sign[j][i] != -sign[i][j]) {
                    fail("%s: antisymmetry broken for %s, %s", scheme.name(), versions.get(i), versions.get(j));
                }
                for (int k = 0; k < n; k++) {
                    if (sign[i][j] <= 0 && sign[j][k] <= 0 && sign[i][k] > 0) {
                        fail("%s: %s <= %s <= %s but %s > %s", scheme.name(), versions.get(i), versions.get(j),
                                versions.get(k), versions.get(i), versions.get(k));
                    }
                }
            }
        }
        List<String> sorted = scheme.sort(versions);
        assertThat(sorted).hasSameSizeAs(versions).isSortedAccordingTo(scheme.order());
    }
}
