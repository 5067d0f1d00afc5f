package io.cis.loader.geoprovenance;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.geoprovenance.CuratedLocation;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.engine.geoprovenance.LocationRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyGroups;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.loader.spill.KeyValue;
import io.cis.loader.spill.SortedEntries;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Turns declared contributor locations into stored answers. Facts about one component (by canonical purl) from
 * several lines or feeds are joined in report order; each declared location is resolved to a country with the
 * {@link LocationResolver}, and the curated locations count, per country, the declared locations that resolve to it
 * (most first, then by country name), so the counts add up to the number of resolved locations. A location that
 * resolves to no country stays declared and is listed in the result.
 *
 * <p>A component with no locations of its own answers with those of its source repository: the catalog's
 * {@code source_purl} (a registry package's GitHub repository, whose people the {@code github} feed describes). The
 * catalog merge runs first, so its stored components say which. Every step keeps one component at a time in memory:
 * the records wait in sorters keyed first by the source repository, then by the component that inherits them.
 */
public final class LocationMerger {

    private static final Comparator<CuratedLocation> MOST_FIRST = Comparator
            .comparingInt(CuratedLocation::count).reversed()
            .thenComparing(CuratedLocation::country);
    /** Tags of sorter values: a component's own record, a component linking to a source, an inherited record. */
    private static final byte OWN = 0;
    private static final byte LINK = 1;
    private static final byte INHERITED = 2;

    private final ValueCodec codec;
    private final LocationResolver resolver;

    public LocationMerger(ValueCodec codec, LocationResolver resolver) {
        this.codec = codec;
        this.resolver = resolver;
    }

    /**
     * What the merge stored: components with locations of their own, declared locations, how many of them resolved,
     * the components answered with their source repository's locations, the locations no country was found for, and
     * facts it could not place.
     */
    public record Result(long components, long declared, long resolved, long inherited, List<Unresolved> unresolved,
                         List<SkippedRecord> skipped) {

        public Result {
            unresolved = List.copyOf(unresolved);
            skipped = List.copyOf(skipped);
        }
    }

    /** A declared location the gazetteer finds no country for: how often it is declared, and by whom first. */
    public record Unresolved(String location, long declarations, String firstComponent) {
    }

    /** The one field of a stored component the inheritance needs. */
    record SourceLink(@JsonProperty("source_purl") String sourcePurl) {
    }

    public Result merge(CollectedLocations facts, SnapshotTables tables) {
        List<SkippedRecord> skipped = new ArrayList<>();
        Map<String, Unresolved> unresolved = new TreeMap<>();
        long[] counts = new long[4]; // components, declared, resolved, inherited
        // Facts wait on disk grouped by component, so one component's locations are joined at a time.
        try (ExternalSorter byComponent = new ExternalSorter(tables.spillSpace(), "locations");
             ExternalSorter bySource = new ExternalSorter(tables.spillSpace(), "location-sources");
             ExternalSorter answers = new ExternalSorter(tables.spillSpace(), "location-answers")) {
            facts.each(fact -> key(fact, skipped).ifPresent(key -> byComponent.add(ComponentKeys.component(key.canonical()), codec.encode(fact))));
            KeyGroups.each(byComponent, (purl, values) -> {
                List<DeclaredLocation> declared = new ArrayList<>();
                values.forEach(value -> declared.addAll(codec.decode(value, ComponentLocationFacts.class).locations()));
                Map<String, Integer> countries = new LinkedHashMap<>();
                for (DeclaredLocation location : declared) {
                    counts[1]++;
                    Optional<Country> country = resolver.resolve(location.location());
                    if (country.isPresent()) {
                        counts[2]++;
                        countries.merge(country.get().name(), 1, Integer::sum);
                    } else {
                        unresolved.merge(location.location(), new Unresolved(location.location(), 1,
                                new String(purl, StandardCharsets.UTF_8)), (first, again) ->
                                new Unresolved(first.location(), first.declarations() + 1, first.firstComponent()));
                    }
                }
                List<CuratedLocation> curated = new ArrayList<>();
                countries.forEach((country, count) -> curated.add(new CuratedLocation(country, count)));
                curated.sort(MOST_FIRST);
                byte[] record = codec.encode(new LocationRecord(declared, curated));
                answers.add(purl, tagged(OWN, record));
                bySource.add(purl, tagged(OWN, record));
                counts[0]++;
            });
            if (counts[0] > 0) {
                linkSources(tables, bySource);
                KeyGroups.each(bySource, (source, values) -> {
                    byte[] record = values.stream().filter(value -> value[0] == OWN).findFirst().orElse(null);
                    if (record != null) {
                        values.stream().filter(value -> value[0] == LINK).forEach(component ->
                                answers.add(untagged(component), tagged(INHERITED, untagged(record))));
                    }
                });
            }
            KeyGroups.each(answers, (component, values) -> {
                // a component's own locations win over those of its source; it has one source at most
                byte[] chosen = values.stream().filter(value -> value[0] == OWN).findFirst().orElse(values.get(0));
                counts[3] += chosen[0] == INHERITED ? 1 : 0;
                tables.put(Domain.GEOPROVENANCE, component, untagged(chosen));
            });
        }
        return new Result(counts[0], counts[1], counts[2], counts[3], new ArrayList<>(unresolved.values()), skipped);
    }

    /** Every stored component with a source purl other than itself, under that source's key. */
    private void linkSources(SnapshotTables tables, ExternalSorter bySource) {
        try (SortedEntries components = tables.each(Domain.COMPONENTS)) {
            while (components.hasNext()) {
                KeyValue component = components.next();
                String source = codec.decode(component.value(), SourceLink.class).sourcePurl();
                if (source != null && !source.isEmpty()) {
                    byte[] sourceKey = ComponentKeys.component(source);
                    if (!Arrays.equals(sourceKey, component.key())) {
                        bySource.add(sourceKey, tagged(LINK, component.key()));
                    }
                }
            }
        }
    }

    private static byte[] tagged(byte tag, byte[] value) {
        byte[] tagged = new byte[value.length + 1];
        tagged[0] = tag;
        System.arraycopy(value, 0, tagged, 1, value.length);
        return tagged;
    }

    private static byte[] untagged(byte[] value) {
        return Arrays.copyOfRange(value, 1, value.length);
    }

    private static Optional<PurlKey> key(ComponentLocationFacts fact, List<SkippedRecord> skipped) {
        try {
            return Optional.of(PurlParser.key(fact.purl()));
        } catch (InvalidPurlException e) {
            skipped.add(new SkippedRecord(fact.source(), fact.purl(), "purl cannot be canonicalised: " + e.getMessage()));
            return Optional.empty();
        }
    }
}
