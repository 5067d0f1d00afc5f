package io.cis.loader.geoprovenance;

import io.cis.engine.geoprovenance.DeclaredLocation;
import java.util.List;

/**
 * What one feed says about where a component's owner and contributors are: their declared locations as free text.
 * {@code purl} is the component as the feed spells it (no version); {@code source} names where it was stated.
 */
public record ComponentLocationFacts(String purl, List<DeclaredLocation> locations, String source) {

    public ComponentLocationFacts {
        locations = List.copyOf(locations);
    }
}
