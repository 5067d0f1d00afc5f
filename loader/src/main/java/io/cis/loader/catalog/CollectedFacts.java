package io.cis.loader.catalog;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.spill.SpilledLog;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every catalog fact the feeds of one build reported, in the order they reported them; past the spill space's
 * memory budget they wait on disk, so a build of millions of versions holds only a buffer of them.
 */
public final class CollectedFacts implements CatalogSink, AutoCloseable {

    private final SpilledLog<ComponentFacts> components;
    private final SpilledLog<VersionFacts> versions;

    /** Facts spilling into the system's temporary directory. */
    public CollectedFacts() {
        this(SpillSpace.temporary());
    }

    public CollectedFacts(SpillSpace space) {
        ValueCodec codec = new ValueCodec();
        this.components = new SpilledLog<>(space, "component-facts", codec, ComponentFacts.class);
        this.versions = new SpilledLog<>(space, "version-facts", codec, VersionFacts.class);
    }

    @Override
    public void component(ComponentFacts facts) {
        components.add(facts);
    }

    @Override
    public void version(VersionFacts facts) {
        versions.add(facts);
    }

    /** Hands every component fact to {@code action}, in the order reported. */
    public void eachComponent(Consumer<? super ComponentFacts> action) {
        components.forEach(action);
    }

    /** Hands every version fact to {@code action}, in the order reported. */
    public void eachVersion(Consumer<? super VersionFacts> action) {
        versions.forEach(action);
    }

    /** Every component fact read into memory, for inspecting small builds. */
    public List<ComponentFacts> components() {
        return components.toList();
    }

    /** Every version fact read into memory, for inspecting small builds. */
    public List<VersionFacts> versions() {
        return versions.toList();
    }

    @Override
    public void close() {
        components.close();
        versions.close();
    }
}
