package io.cis.loader.geoprovenance;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.geoprovenance.CuratedLocation;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.engine.geoprovenance.LocationRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SnapshotTables;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class LocationMergerTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static LocationResolver resolver;

    @BeforeAll
    static void loadTheShippedGazetteer() {
        resolver = new LocationResolver(Gazetteer.bundled());
    }

    private static LocationRecord stored(SnapshotTables tables, String purl) {
        byte[] value = tables.entries(Domain.GEOPROVENANCE).get(ComponentKeys.component(purl));
        assertThat(value).as(purl).isNotNull();
        return CODEC.decode(value, LocationRecord.class);
    }

    private static String country(String alpha2) {
        return Gazetteer.bundled().country(alpha2).name();
    }

    @Test
    void curatedCountsAddUpToTheResolvedLocationsMostFirst() {
        CollectedLocations facts = new CollectedLocations();
        List<DeclaredLocation> declared = List.of(new DeclaredLocation("owner", "Portland, OR"),
                new DeclaredLocation("contributor", "Berlin, Germany"), new DeclaredLocation("contributor", "Germany"),
                new DeclaredLocation("contributor", "Tandil"), new DeclaredLocation("contributor", "Shenzhen, China"));
        facts.locations(new ComponentLocationFacts("pkg:github/torvalds/uemacs", declared, "sample"));
        SnapshotTables tables = new SnapshotTables();
        LocationMerger.Result result = new LocationMerger(CODEC, resolver).merge(facts, tables);

        LocationRecord uemacs = stored(tables, "pkg:github/torvalds/uemacs");
        assertThat(uemacs.declaredLocations()).isEqualTo(declared);
        long resolvable = declared.stream().filter(d -> resolver.resolve(d.location()).isPresent()).count();
        assertThat(resolvable).isEqualTo(4);
        assertThat(uemacs.curatedLocations()).extracting(CuratedLocation::count).containsExactly(2, 1, 1);
        assertThat(uemacs.curatedLocations().stream().mapToInt(CuratedLocation::count).sum()).isEqualTo(resolvable);
        assertThat(uemacs.curatedLocations()).extracting(CuratedLocation::country)
                .containsExactly(country("DE"), country("CN"), country("US"));
        assertThat(result.components()).isEqualTo(1);
        assertThat(result.declared()).isEqualTo(5);
        assertThat(result.resolved()).isEqualTo(4);
    }

    @Test
    void factsAboutOneComponentJoinUnderItsCanonicalPurlAndABadPurlIsSkipped() {
        CollectedLocations facts = new CollectedLocations();
        facts.locations(new ComponentLocationFacts("pkg:github/Torvalds/uEmacs",
                List.of(new DeclaredLocation("owner", "Portland, OR")), "a.jsonl line 1"));
        facts.locations(new ComponentLocationFacts("pkg:github/torvalds/uemacs",
                List.of(new DeclaredLocation("contributor", "Portland, OR")), "b.jsonl line 1"));
        facts.locations(new ComponentLocationFacts("pkg:github/scanoss/minr", List.of(), "b.jsonl line 2"));
        facts.locations(new ComponentLocationFacts("pkg:/nameless", List.of(), "b.jsonl line 3"));
        SnapshotTables tables = new SnapshotTables();
        LocationMerger.Result result = new LocationMerger(CODEC, resolver).merge(facts, tables);

        assertThat(stored(tables, "pkg:github/torvalds/uemacs").declaredLocations()).extracting(DeclaredLocation::type)
                .containsExactly("owner", "contributor");
        assertThat(stored(tables, "pkg:github/torvalds/uemacs").curatedLocations())
                .containsExactly(new CuratedLocation(country("US"), 2));
        assertThat(stored(tables, "pkg:github/scanoss/minr")).isEqualTo(LocationRecord.NONE);
        assertThat(result.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("b.jsonl line 3");
            assertThat(skip.reason()).startsWith("purl cannot be canonicalised");
        });
    }

    @Test
    void aComponentWithoutLocationsOfItsOwnAnswersWithThoseOfItsSourceRepository() {
        CollectedLocations facts = new CollectedLocations();
        facts.locations(new ComponentLocationFacts("pkg:github/expressjs/express",
                List.of(new DeclaredLocation("owner", "San Francisco, CA")), "github"));
        facts.locations(new ComponentLocationFacts("pkg:npm/express-fork",
                List.of(new DeclaredLocation("owner", "Berlin, DE")), "catalog"));
        SnapshotTables tables = new SnapshotTables();
        for (String[] component : new String[][] {{"pkg:npm/express", "pkg:github/expressjs/express"},
                {"pkg:npm/express-fork", "pkg:github/expressjs/express"}, {"pkg:npm/lodash", "pkg:github/lodash/lodash"},
                {"pkg:github/expressjs/express", ""}}) {
            tables.put(Domain.COMPONENTS, ComponentKeys.component(component[0]), CODEC.encode(new ComponentRecord(
                    component[0], "", "", component[1], "", "", "", List.of("1.0.0"))));
        }

        LocationMerger.Result result = new LocationMerger(CODEC, resolver).merge(facts, tables);

        assertThat(stored(tables, "pkg:npm/express")).isEqualTo(stored(tables, "pkg:github/expressjs/express"));
        assertThat(stored(tables, "pkg:npm/express-fork").declaredLocations()).as("its own locations win")
                .containsExactly(new DeclaredLocation("owner", "Berlin, DE"));
        assertThat(tables.entries(Domain.GEOPROVENANCE)).as("lodash's repository declares nothing")
                .doesNotContainKey(ComponentKeys.component("pkg:npm/lodash"));
        assertThat(result.components()).isEqualTo(2);
        assertThat(result.inherited()).isEqualTo(1);
        assertThat(result.declared()).as("an inherited location is declared once, by its repository").isEqualTo(2);
    }
}
