package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link VersionResolver#accepted}: every listed version a request accepts, highest first. The oracle for a range is
 * the resolver itself, one version at a time: a version is accepted exactly when resolving the range against a
 * catalog of that version alone finds it.
 */
class AcceptedVersionsTest {

    private static final Pattern COLUMNS = Pattern.compile("\\s{2,}|\\t");
    private static TestCatalog catalog;
    private final VersionResolver resolver = new VersionResolver();

    @BeforeAll
    static void loadCatalog() {
        catalog = TestCatalog.load();
    }

    /** Every strict case of the resolution table that names a requirement (purl, requirement). */
    static Stream<Arguments> strictCasesWithARequirement() {
        return TestCatalog.lines("/version/resolution-cases.txt").stream()
                .filter(line -> !line.isBlank() && !line.strip().startsWith("#"))
                .map(line -> COLUMNS.split(line.strip()))
                .filter(c -> c[2].equals("strict") && !c[1].equals("-"))
                .map(c -> Arguments.of(c[0], c[1]));
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("strictCasesWithARequirement")
    void aRangeAcceptsExactlyTheVersionsThatSatisfyIt(String purl, String requirement)
            throws InvalidPurlException, InvalidRequirementException {
        ResolveRequest request = request(purl, requirement, ResolveOptions.STRICT);
        Optional<KnownVersions> known = catalog.versions(key(purl));
        Resolution resolution = resolver.resolve(request, known);
        List<String> accepted = resolver.accepted(request, known.orElse(KnownVersions.none()));

        if (resolution.basis() != Basis.RANGE) {
            assertThat(accepted).isEqualTo(resolution.code() == ResolutionCode.OK && resolution.listed()
                    ? List.of(resolution.version()) : List.of());
            return;
        }
        List<String> oneByOne = new ArrayList<>();
        List<String> ascending = known.orElseThrow().ascending();
        for (int i = ascending.size() - 1; i >= 0; i--) {
            Resolution alone = resolver.resolve(request, Optional.of(KnownVersions.presorted(List.of(ascending.get(i)))));
            if (alone.code() == ResolutionCode.OK) {
                oneByOne.add(ascending.get(i));
            }
        }
        // PEP 440 lets pre-releases in when no final release matches: alone, a pre-release can pass that a
        // catalog with matching releases refuses. Those, and only pre-releases, may be missing.
        VersionScheme<?> scheme = VersionSchemes.forEcosystem(request.ecosystem());
        List<String> onlyAlone = new ArrayList<>(oneByOne);
        onlyAlone.removeAll(accepted);
        assertThat(onlyAlone).allMatch(scheme::isPrerelease);
        assertThat(oneByOne).containsAll(accepted);
        if (scheme != VersionSchemes.PEP440) {
            assertThat(accepted).isEqualTo(oneByOne);
        }
        // NuGet resolves a range without a float to its lowest applicable version; everything else to its highest.
        boolean lowest = RequirementParser.parse(requirement, VersionSchemes.dialect(request.ecosystem()))
                instanceof Requirement.Range<?> range && range.range().lowestApplicable();
        assertThat(lowest ? accepted.get(accepted.size() - 1) : accepted.get(0)).isEqualTo(resolution.version());
    }

    @Test
    void aRangeListsItsMatchesNewestFirstWithoutUnnamedPrereleases() throws InvalidPurlException {
        ResolveRequest request = request("pkg:npm/express", ">=4.18.0 <5", ResolveOptions.STRICT);

        assertThat(resolver.accepted(request, catalog.versions(key("pkg:npm/express")).orElseThrow()))
                .containsExactly("4.21.2", "4.21.1", "4.21.0", "4.20.0", "4.19.2", "4.19.1", "4.19.0", "4.18.3",
                        "4.18.2", "4.18.1", "4.18.0");
    }

    @Test
    void aRangeThatNamesAPrereleaseAcceptsThatReleasesPrereleases() throws InvalidPurlException {
        ResolveRequest request = request("pkg:npm/express", ">=5.0.0-alpha.1 <5.1.0", ResolveOptions.STRICT);

        assertThat(resolver.accepted(request, catalog.versions(key("pkg:npm/express")).orElseThrow()))
                .containsExactly("5.0.1", "5.0.0", "5.0.0-beta.3", "5.0.0-beta.1", "5.0.0-alpha.8", "5.0.0-alpha.1");
    }

    @Test
    void withoutARequirementEveryVersionIsAcceptedNewestFirst() throws InvalidPurlException {
        KnownVersions known = catalog.versions(key("pkg:npm/express")).orElseThrow();
        List<String> descending = new ArrayList<>(known.ascending());
        Collections.reverse(descending);

        assertThat(resolver.accepted(request("pkg:npm/express", null, ResolveOptions.STRICT), known))
                .isEqualTo(descending);
    }

    @Test
    void aPurlVersionAcceptsOnlyItself() throws InvalidPurlException {
        ResolveRequest request = request("pkg:npm/express@4.18.2", "^4", ResolveOptions.STRICT);

        assertThat(resolver.accepted(request, catalog.versions(key("pkg:npm/express")).orElseThrow()))
                .containsExactly("4.18.2");
    }

    @Test
    void substitutionAndUnlistedVersionsNeverWidenWhatIsAccepted() throws InvalidPurlException {
        KnownVersions known = catalog.versions(key("pkg:npm/express")).orElseThrow();
        ResolveOptions lenient = new ResolveOptions(NotFoundMode.SHOW_ANY, true);

        assertThat(resolver.resolve(request("pkg:npm/express", "^6", lenient), Optional.of(known)).code())
                .isEqualTo(ResolutionCode.REQUIREMENT_NOT_MET);
        assertThat(resolver.accepted(request("pkg:npm/express", "^6", lenient), known)).isEmpty();
        assertThat(resolver.accepted(request("pkg:npm/express", "4.18.99", lenient), known)).isEmpty();
    }

    @Test
    void anInvalidRequirementAcceptsNothing() throws InvalidPurlException {
        KnownVersions known = catalog.versions(key("pkg:npm/express")).orElseThrow();

        assertThat(resolver.accepted(request("pkg:npm/express", ">>garbage", ResolveOptions.STRICT), known)).isEmpty();
        assertThat(resolver.accepted(request("pkg:npm/empty-known", "^1", ResolveOptions.STRICT), KnownVersions.none()))
                .isEmpty();
    }

    private static ResolveRequest request(String purl, String requirement, ResolveOptions options)
            throws InvalidPurlException {
        ParsedPurl parsed = PurlParser.parse(purl);
        return ResolveRequest.of(parsed, requirement, options);
    }

    private static PurlKey key(String purl) throws InvalidPurlException {
        return PurlParser.key(purl);
    }
}
