package io.cis.loader.geoprovenance;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.spill.SpilledLog;
import java.util.List;
import java.util.function.Consumer;

/** Every location fact the feeds of one build reported, in report order; on disk past the memory budget. */
public final class CollectedLocations implements LocationSink, AutoCloseable {

    private final SpilledLog<ComponentLocationFacts> facts;

    /** Facts spilling into the system's temporary directory. */
    public CollectedLocations() {
        this(SpillSpace.temporary());
    }

    public CollectedLocations(SpillSpace space) {
        this.facts = new SpilledLog<>(space, "locations", new ValueCodec(), ComponentLocationFacts.class);
    }

    @Override
    public void locations(ComponentLocationFacts component) {
        facts.add(component);
    }

    /** Hands every fact to {@code action}, in report order. */
    public void each(Consumer<? super ComponentLocationFacts> action) {
        facts.forEach(action);
    }

    /** Every fact read into memory, for inspecting small builds. */
    public List<ComponentLocationFacts> facts() {
        return facts.toList();
    }

    @Override
    public void close() {
        facts.close();
    }
}
