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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns declared contributor locations into stored answers. Facts about one component (by canonical purl) from
 * several lines or feeds are joined in report order; each declared location is resolved to a country with the
 * {@link LocationResolver}, and the curated locations count, per country, the declared locations that resolve to it
 * (most first, then by country name), so the counts add up to the number of resolved locations.
 */
public final class LocationMerger {

    private static final Comparator<CuratedLocation> MOST_FIRST = Comparator
            .comparingInt(CuratedLocation::count).reversed()
            .thenComparing(CuratedLocation::country);

    private final ValueCodec codec;
    private final LocationResolver resolver;

    public LocationMerger(ValueCodec codec, LocationResolver resolver) {
        this.codec = codec;
        this.resolver = resolver;
    }

    /** What the merge stored: components, declared locations, how many of them resolved, and facts it could not place. */
    public record Result(long components, long declared, long resolved, List<SkippedRecord> skipped) {

        public Result {
            skipped = List.copyOf(skipped);
        }
    }

    public Result merge(CollectedLocations facts, SnapshotTables tables) {
        List<SkippedRecord> skipped = new ArrayList<>();
        long[] counts = new long[3]; // components, declared, resolved
        // Facts wait on disk grouped by component, so one component's locations are joined at a time.
        try (ExternalSorter byComponent = new ExternalSorter(tables.spillSpace(), "locations")) {
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
                    }
                }
                List<CuratedLocation> curated = new ArrayList<>();
                countries.forEach((country, count) -> curated.add(new CuratedLocation(country, count)));
                curated.sort(MOST_FIRST);
                tables.put(Domain.GEOPROVENANCE, purl, codec.encode(new LocationRecord(declared, curated)));
                counts[0]++;
            });
        }
        return new Result(counts[0], counts[1], counts[2], skipped);
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
