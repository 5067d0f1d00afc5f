package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The distribution orders are total orders (antisymmetric, transitive) over real versions and generated ones, and
 * parsing arbitrary text never fails other than by answering "unparseable".
 */
class DistroOrderPropertiesTest {

    static Stream<Arguments> schemes() {
        return Stream.of(
                Arguments.of("deb", VersionSchemes.DEBIAN, "deb-corpus.txt", "0123456789.+~-:abz"),
                Arguments.of("rpm", VersionSchemes.RPM, "rpm-corpus.txt", "0123456789.+~^-:_abz"),
                Arguments.of("apk", VersionSchemes.APK, "apk-corpus.txt", "0123456789._-rabcpz"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemes")
    void theOrderIsTotalOverRealAndGeneratedVersions(String name, VersionScheme<?> scheme, String corpus,
            String alphabet) {
        Random random = new Random(20261124L);
        List<String> versions = new ArrayList<>(ReferenceCases.lines(corpus));
        for (int k = 0; k < 400; k++) {
            versions.add(randomText(random, alphabet, 1 + random.nextInt(10)));
        }
        List<String> sample = new ArrayList<>();
        for (int k = 0; k < 120; k++) {
            sample.add(versions.get(random.nextInt(versions.size())));
        }
        for (String a : sample) {
            for (String b : sample) {
                assertThat(Integer.signum(scheme.compare(a, b))).as("%s vs %s", a, b)
                        .isEqualTo(-Integer.signum(scheme.compare(b, a)));
                for (String c : sample.subList(0, 30)) {
                    if (scheme.compare(a, b) <= 0 && scheme.compare(b, c) <= 0) {
                        assertThat(scheme.compare(a, c)).as("%s <= %s <= %s", a, b, c).isNotPositive();
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemes")
    void arbitraryTextIsParsedOrRefusedNeverAFailure(String name, VersionScheme<?> scheme, String corpus,
            String alphabet) {
        Random random = new Random(7L);
        for (int k = 0; k < 20_000; k++) {
            String text = randomText(random, alphabet + " \t\u00e9\u0000(|", random.nextInt(14));
            assertThatCode(() -> scheme.parseOrNull(text)).as(text).doesNotThrowAnyException();
        }
        assertThat(scheme.parseOrNull("x".repeat(VersionScheme.MAX_VERSION_LENGTH + 1))).isNull();
    }

    private static String randomText(Random random, String alphabet, int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }
}
