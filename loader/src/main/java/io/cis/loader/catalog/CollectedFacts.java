package io.cis.loader.catalog;

import java.util.ArrayList;
import java.util.List;

/** Every catalog fact the feeds of one build reported, in the order they reported them. */
public final class CollectedFacts implements CatalogSink {

    private final List<ComponentFacts> components = new ArrayList<>();
    private final List<VersionFacts> versions = new ArrayList<>();

    @Override
    public void component(ComponentFacts facts) {
        components.add(facts);
    }

    @Override
    public void version(VersionFacts facts) {
        versions.add(facts);
    }

    public List<ComponentFacts> components() {
        return List.copyOf(components);
    }

    public List<VersionFacts> versions() {
        return List.copyOf(versions);
    }
}
