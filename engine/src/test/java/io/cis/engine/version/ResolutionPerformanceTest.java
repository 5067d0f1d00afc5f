package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Request-time cost over a 5,000-version component. The design target is a median under 100 µs for a range; the
 * assertion leaves ten times that as headroom for slow or busy machines, which still catches the regressions that
 * matter (sorting or parsing the whole list per request costs milliseconds).
 */
class ResolutionPerformanceTest {

    private static final int WARMUP = 3_000;
    private static final int RUNS = 3_000;
    private static final long BUDGET_NANOS = 1_000_000;

    @ParameterizedTest(name = "{0} [{1}] -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            NPM   | ^25.3.0          | 25.9.9
            NPM   | >=10.0.0 <30.0.0 | 29.9.9
            NPM   | ~49.9            | 49.9.9
            NPM   | 25.3.7           | 25.3.7
            NPM   | -                | 49.9.9
            MAVEN | [25.3,26)        | 25.9.9
            MAVEN | >=10.0 <30.0     | 29.9.9
            PYPI  | ~=25.3           | 25.9.9
            PYPI  | >=10,<30         | 29.9.9
            """)
    void rangeResolutionOverFiveThousandVersions(Ecosystem ecosystem, String requirement, String expected) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(ecosystem), fiveThousandVersions());
        ResolveRequest request = new ResolveRequest(ecosystem, null, "-".equals(requirement) ? null : requirement,
                ResolveOptions.STRICT);
        VersionResolver resolver = new VersionResolver();

        assertThat(known.size()).isEqualTo(5_000);
        assertThat(resolver.resolve(request, Optional.of(known)).version()).isEqualTo(expected);
        for (int i = 0; i < WARMUP; i++) {
            resolver.resolve(request, Optional.of(known));
        }
        long[] nanos = new long[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            resolver.resolve(request, Optional.of(known));
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        long median = nanos[RUNS / 2];
        System.out.printf("resolution %s [%s]: median %.1f us, p90 %.1f us%n", ecosystem, requirement,
                median / 1000.0, nanos[RUNS * 9 / 10] / 1000.0);
        assertThat(median).isLessThan(BUDGET_NANOS);
    }

    private static List<String> fiveThousandVersions() {
        List<String> versions = new ArrayList<>(5_000);
        for (int major = 0; major < 50; major++) {
            for (int minor = 0; minor < 10; minor++) {
                for (int patch = 0; patch < 10; patch++) {
                    versions.add(major + "." + minor + "." + patch);
                }
            }
        }
        return versions;
    }
}
