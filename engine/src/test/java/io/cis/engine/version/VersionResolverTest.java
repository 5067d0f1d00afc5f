package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlParser;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Resolver behaviour outside the table: failures, hostile input, duplicate spellings, request values. */
class VersionResolverTest {

    private final VersionResolver resolver = new VersionResolver();

    private Resolution resolve(Ecosystem ecosystem, String requirement, List<String> versions) {
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.forEcosystem(ecosystem), versions);
        return resolver.resolve(new ResolveRequest(ecosystem, null, requirement, ResolveOptions.STRICT),
                Optional.of(known));
    }

    @Test
    void anInternalFailureIsReportedOnTheItem() {
        VersionScheme<SemverVersion> broken = new VersionScheme<>() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public SemverVersion parseOrNull(String text) {
                throw new IllegalStateException("boom");
            }

            @Override
            public boolean prerelease(SemverVersion version) {
                return false;
            }

            @Override
            public SemverVersion release(SemverVersion version) {
                return version;
            }

            @Override
            public List<Long> numbers(SemverVersion version) {
                return List.of();
            }
        };
        VersionResolver failing = new VersionResolver(e -> new Dialect<>(e, broken, null, true));

        Resolution resolution = failing.resolve(new ResolveRequest(Ecosystem.NPM, null, "^1", ResolveOptions.STRICT),
                Optional.of(KnownVersions.presorted(List.of("1.0.0"))));

        assertThat(resolution.code()).isEqualTo(ResolutionCode.RESOLVE_FAILED);
        assertThat(resolution.message()).contains("boom");
        assertThat(resolution.version()).isEmpty();
    }

    @Test
    void anAbsentComponentIsNotFound() {
        Resolution resolution = resolver.resolve(new ResolveRequest(Ecosystem.NPM, null, null, ResolveOptions.STRICT),
                Optional.empty());

        assertThat(resolution.code()).isEqualTo(ResolutionCode.COMPONENT_NOT_FOUND);
    }

    @Test
    void resolvesFromAParsedPurl() throws InvalidPurlException {
        ResolveRequest request = ResolveRequest.of(PurlParser.parse("pkg:pypi/Django@4.2.0"), "^5", ResolveOptions.STRICT);

        Resolution resolution = resolver.resolve(request,
                Optional.of(KnownVersions.sortedBy(VersionSchemes.PEP440, List.of("4.2", "5.0"))));

        assertThat(request.ecosystem()).isEqualTo(Ecosystem.PYPI);
        assertThat(resolution).isEqualTo(new Resolution(ResolutionCode.OK, "4.2", true, Basis.PURL_VERSION, ""));
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @CsvSource(delimiter = '|', textBlock = """
            PYPI   | 1
            NPM    | 1
            MAVEN  | 1
            GEM    | 1
            PYPI   | '||'
            NPM    | >=
            """)
    void hostileRequirementsNeverThrow(Ecosystem ecosystem, String unit) {
        String requirement = unit.repeat(20_000);

        Resolution resolution = resolve(ecosystem, requirement, List.of("1.0", "2.0"));

        assertThat(resolution.code()).isEqualTo(ResolutionCode.VERSION_NOT_FOUND);
        assertThat(resolution.message()).contains("longer than").hasSizeLessThan(300);
    }

    @Test
    void overlongVersionsAreUnparseableNotFatal() {
        String huge = "1" + ".1".repeat(5_000);
        KnownVersions known = KnownVersions.sortedBy(VersionSchemes.PEP440, List.of("2.0", huge, "1.0"));

        assertThat(known.ascending()).containsExactly(huge, "1.0", "2.0");
        Resolution fromPurl = resolver.resolve(new ResolveRequest(Ecosystem.PYPI, huge + ".2", null,
                ResolveOptions.STRICT.withMode(NotFoundMode.SHOW_ANY)), Optional.of(known));
        assertThat(fromPurl.code()).isEqualTo(ResolutionCode.VERSION_NOT_FOUND);
        assertThat(resolver.resolve(new ResolveRequest(Ecosystem.PYPI, null, ">=1", ResolveOptions.STRICT),
                Optional.of(known)).version()).isEqualTo("2.0");
    }

    @ParameterizedTest(name = "{0} [{1}] over {2} -> {3}")
    @CsvSource(delimiter = '|', textBlock = """
            MAVEN  | 1.0.0   | 1.0 1.0.0        | 1.0.0
            MAVEN  | 1.0     | 1.0 1.0.0        | 1.0
            MAVEN  | 1.00    | 1.0 1.0.0        | 1.0
            MAVEN  | [1,2)   | 1.0 1.0.0        | 1.0.0
            PYPI   | 1.0.0.0 | 1.0.0 1.0        | 1.0
            GITHUB | 2.0.0   | v2.0.0+incompatible v2.0.0 | v2.0.0
            GITHUB | ^1      | nightly v1.0.0 v1.1.0 release-2 | v1.1.0
            GITHUB | -       | nightly v1.0.0 v1.1.0 release-2 | v1.1.0
            GITHUB | nightly | nightly v1.0.0 v1.1.0 release-2 | nightly
            """)
    void equivalentSpellingsAndUnparseableTagsResolveDeterministically(Ecosystem ecosystem, String requirement,
                                                                       String versions, String expected) {
        Resolution resolution = resolve(ecosystem, "-".equals(requirement) ? null : requirement,
                List.of(versions.split(" ")));

        assertThat(resolution.code()).isEqualTo(ResolutionCode.OK);
        assertThat(resolution.version()).isEqualTo(expected);
    }

    @Test
    void blankRequirementMeansLatest() {
        assertThat(new ResolveRequest(Ecosystem.NPM, " ", "  ", ResolveOptions.STRICT))
                .isEqualTo(new ResolveRequest(Ecosystem.NPM, null, null, ResolveOptions.STRICT));
        assertThat(resolve(Ecosystem.NPM, " ", List.of("1.0.0", "2.0.0-rc.1")).basis()).isEqualTo(Basis.LATEST);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', nullValues = "null", textBlock = """
            strict          | STRICT
            show_latest     | SHOW_LATEST
            SHOW_CLOSEST_LT | SHOW_CLOSEST_LT
            show_closest_gt | SHOW_CLOSEST_GT
            ' show_any '    | SHOW_ANY
            closest         | null
            null            | null
            """)
    void notFoundModeFromWire(String wire, NotFoundMode expected) {
        assertThat(NotFoundMode.fromWire(wire)).isEqualTo(Optional.ofNullable(expected));
        if (expected != null) {
            assertThat(NotFoundMode.fromWire(expected.wireName())).contains(expected);
        }
    }

    @Test
    void knownVersionsKeepAPackedListWithoutCopyingAndPackAnyOther() {
        List<String> packed = PackedVersionList.of(List.of("1.0.0", "2.0.0"));

        assertThat(KnownVersions.presorted(packed).ascending()).isSameAs(packed);
        assertThat(KnownVersions.presorted(List.of("1.0.0", "2.0.0")).ascending())
                .isInstanceOf(PackedVersionList.class).containsExactly("1.0.0", "2.0.0");
        assertThat(KnownVersions.none().isEmpty()).isTrue();
        assertThat(KnownVersions.sortedBy(VersionSchemes.SEMVER, List.of("2.0.0", "1.0.0")).ascending())
                .containsExactly("1.0.0", "2.0.0");
    }

    @ParameterizedTest(name = "{0} vs {1} around {2}")
    @CsvSource(delimiter = '|', textBlock = """
            2.0.1   | 1.9.9   | 2.0.0   | -1
            4.17.5  | 4.17.9  | 4.17.6  | -1
            4.17.9  | 4.17.5  | 4.17.8  | -1
            4.17.5  | 4.17.9  | 4.17.7  | 0
            4.21.2  | 5.0.0   | 4.22.0  | -1
            2.0.0   | 2.0.1   | 2.0.0   | -1
            """)
    void closeness(String a, String b, String reference, int expectedSign) {
        int sign = Integer.signum(Closeness.compare(numbers(a), numbers(b), numbers(reference)));

        assertThat(sign).isEqualTo(expectedSign);
        assertThat(Integer.signum(Closeness.compare(numbers(b), numbers(a), numbers(reference))))
                .isEqualTo(-expectedSign);
    }

    private static List<Long> numbers(String version) {
        return VersionSchemes.SEMVER.numbers(VersionSchemes.SEMVER.parseOrNull(version));
    }
}
