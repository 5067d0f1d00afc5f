package io.cis.bench.scale;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Free-text locations owners and contributors declare, in the spellings people use (a city and state, a city and a
 * country code, a country, a bare city), including a few the gazetteer cannot place.
 */
final class ContributorLocations {

    /** One declared location. */
    record Declared(String type, String location) {
    }

    private static final List<String> PLACES = List.of(
            "Portland, OR", "San Francisco, CA", "Mountain View, CA", "Seattle, WA", "New York, NY", "Austin, Texas",
            "Berlin, DE", "Munich, Germany", "Germany", "London", "London, UK", "Paris, France", "Amsterdam",
            "Toronto, CA", "Vancouver, Canada", "Shenzhen, China", "Beijing", "Tokyo, Japan", "Bangalore, India",
            "São Paulo, Brazil", "Córdoba, Argentina", "Sydney, Australia", "Stockholm, Sweden", "Helsinki",
            "Tbilisi, Georgia", "Lima, PE", "Zürich, Switzerland", "Warsaw, Poland", "Kyiv, Ukraine", "Remote",
            "Tandil", "Earth");

    List<Declared> draw(SplittableRandom random) {
        int n = 1 + random.nextInt(4);
        List<Declared> declared = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            declared.add(new Declared(i == 0 ? "owner" : "contributor", PLACES.get(random.nextInt(PLACES.size()))));
        }
        return declared;
    }
}
