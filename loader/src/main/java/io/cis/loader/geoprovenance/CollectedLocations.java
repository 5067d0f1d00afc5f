package io.cis.loader.geoprovenance;

import java.util.ArrayList;
import java.util.List;

/** Every location fact the feeds of one build reported, in report order. */
public final class CollectedLocations implements LocationSink {

    private final List<ComponentLocationFacts> facts = new ArrayList<>();

    @Override
    public void locations(ComponentLocationFacts component) {
        facts.add(component);
    }

    public List<ComponentLocationFacts> facts() {
        return List.copyOf(facts);
    }
}
