package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Resolution over a 5,000-version component answers the highest satisfying version in each ecosystem. Its cost is
 * measured by {@code bench}'s {@code ResolutionBenchmark} (docs/benchmarks.md), not here.
 */
class LargeCatalogResolutionTest {

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
    void resolvesTheHighestSatisfyingVersionAmongFiveThousand(Ecosystem ecosystem, String requirement, String expected) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(ecosystem), fiveThousandVersions());
        ResolveRequest request = new ResolveRequest(ecosystem, null, "-".equals(requirement) ? null : requirement,
                ResolveOptions.STRICT);
        VersionResolver resolver = new VersionResolver();

        assertThat(known.size()).isEqualTo(5_000);
        Resolution resolution = resolver.resolve(request, Optional.of(known));
        assertThat(resolution.code()).isEqualTo(ResolutionCode.OK);
        assertThat(resolution.version()).isEqualTo(expected);
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
