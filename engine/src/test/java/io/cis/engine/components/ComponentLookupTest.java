package io.cis.engine.components;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.SampleSnapshot;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.Basis;
import io.cis.engine.version.NotFoundMode;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.version.ResolveOptions;
import io.cis.engine.version.VersionResolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ComponentLookup#resolve} answers from one point read where a request names a listed version verbatim, and
 * must answer exactly as {@link ComponentLookup#find} does from the whole version list, for every request.
 */
class ComponentLookupTest {

    /** A version stored without its component: only a point read of {@code versions} can find it. */
    private static final String ORPHAN = "pkg:npm/listed-only-in-versions";

    private static final List<ResolveOptions> OPTIONS = List.of(ResolveOptions.STRICT,
            ResolveOptions.STRICT.withUnlistedExact(true), ResolveOptions.STRICT.withMode(NotFoundMode.SHOW_LATEST));

    @TempDir
    static Path temp;

    private static SampleSnapshot sample;
    private static Snapshot snapshot;

    @BeforeAll
    static void open() throws Exception {
        sample = new SampleSnapshot().withSampleCatalog();
        sample.put(Domain.VERSIONS, ComponentKeys.version(PurlParser.key(ORPHAN).canonical(), "1.0.0"),
                new ValueCodec().encode(new VersionRecord("1.0.0", "", "", "", "", "", "", List.of())));
        snapshot = Snapshot.open(sample.writeTo(temp.resolve("snapshot")));
    }

    @AfterAll
    static void close() {
        snapshot.close();
    }

    @Test
    void resolvesEveryRequestOfTheSampleCatalogAsTheWholeVersionListDoes() {
        ComponentLookup lookup = lookup(new ArrayList<>());
        int compared = 0;
        int answeredByPointRead = 0;
        for (ComponentRecord component : sample.components().values()) {
            List<String> versions = component.versions();
            for (String version : versions) {
                for (String[] request : requests(component.purl(), version)) {
                    for (ResolveOptions options : OPTIONS) {
                        Resolution whole = lookup.find(request[0], request[1], options).resolution();
                        VersionMatch resolved = lookup.resolve(request[0], request[1], options);
                        assertThat(resolved.resolution()).as("%s %s %s", request[0], request[1], options).isEqualTo(whole);
                        assertThat(resolved.purl().map(p -> p.key().canonical())).contains(component.purl());
                        compared++;
                    }
                }
                answeredByPointRead += lookup.resolve(component.purl() + "@" + version, null, ResolveOptions.STRICT)
                        .resolution().listed() ? 1 : 0;
            }
            for (ResolveOptions options : OPTIONS) {
                assertThat(lookup.resolve(component.purl(), null, options).resolution())
                        .isEqualTo(lookup.find(component.purl(), null, options).resolution());
            }
        }
        assertThat(compared).isGreaterThan(10_000);
        assertThat(answeredByPointRead).isPositive();
    }

    @Test
    void confirmsANamedVersionByOnePointReadWithoutReadingTheComponent() {
        ComponentLookup lookup = lookup(new ArrayList<>());

        assertThat(lookup.resolve(ORPHAN + "@1.0.0", null, ResolveOptions.STRICT).resolution())
                .extracting(Resolution::code, Resolution::version, Resolution::listed, Resolution::basis)
                .containsExactly(ResolutionCode.OK, "1.0.0", true, Basis.PURL_VERSION);
        assertThat(lookup.resolve(ORPHAN, "==1.0.0", ResolveOptions.STRICT).resolution())
                .extracting(Resolution::code, Resolution::version, Resolution::basis)
                .containsExactly(ResolutionCode.OK, "1.0.0", Basis.EXACT);
        // Anything the point read cannot settle reads the component, which this snapshot does not hold.
        assertThat(lookup.resolve(ORPHAN, "^1.0.0", ResolveOptions.STRICT).resolution().code())
                .isEqualTo(ResolutionCode.COMPONENT_NOT_FOUND);
        assertThat(lookup.resolve(ORPHAN + "@1.0.1", null, ResolveOptions.STRICT).resolution().code())
                .isEqualTo(ResolutionCode.COMPONENT_NOT_FOUND);
    }

    @Test
    void answersAnInvalidPurlAsFindDoes() {
        ComponentLookup lookup = lookup(new ArrayList<>());

        VersionMatch invalid = lookup.resolve("pkg:/no-type@1.0", null, ResolveOptions.STRICT);

        assertThat(invalid.purl()).isEmpty();
        assertThat(invalid.resolution()).isEqualTo(lookup.find("pkg:/no-type@1.0", null, ResolveOptions.STRICT).resolution());
        assertThat(invalid.resolution().code()).isEqualTo(ResolutionCode.INVALID_PURL);
    }

    @Test
    void tellsTheListenerEachOutcomeOnceWhicheverWayItResolved() {
        List<ResolutionCode> told = new ArrayList<>();
        ComponentLookup lookup = lookup(told);
        ComponentRecord component = sample.components().values().stream().filter(c -> !c.versions().isEmpty())
                .findFirst().orElseThrow();

        lookup.resolve(component.purl() + "@" + component.versions().get(0), null, ResolveOptions.STRICT);
        lookup.resolve(component.purl(), "<0.0.0-0", ResolveOptions.STRICT);
        lookup.resolve("pkg:npm/not-in-the-sample@1.0.0", null, ResolveOptions.STRICT);

        assertThat(told).containsExactly(ResolutionCode.OK, ResolutionCode.VERSION_NOT_FOUND,
                ResolutionCode.COMPONENT_NOT_FOUND);
    }

    /** The ways a request can name one listed version, and nearby requests that name none verbatim. */
    private static List<String[]> requests(String purl, String version) {
        return List.of(
                new String[] {purl + "@" + version, null},
                new String[] {purl + "@" + version, "0.0.1"},
                new String[] {purl, version},
                new String[] {purl, "=" + version},
                new String[] {purl, "==" + version},
                new String[] {purl, "===" + version},
                new String[] {purl, " " + version + " "},
                new String[] {purl, "v" + version},
                new String[] {purl + "@v" + version, null},
                new String[] {purl + "@" + version + ".0", null},
                new String[] {purl, version + ".0"},
                new String[] {purl, ">=" + version},
                new String[] {purl, "<" + version});
    }

    private static ComponentLookup lookup(List<ResolutionCode> told) {
        DecodedValues values = new DecodedValues(snapshot, new ValueCodec(), 16 << 20);
        return new ComponentLookup(new ComponentCatalog(values), new VersionResolver(), told::add);
    }
}
