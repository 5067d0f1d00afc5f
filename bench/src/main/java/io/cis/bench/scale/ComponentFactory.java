package io.cis.bench.scale;

import java.util.List;
import java.util.SplittableRandom;

/** Draws any catalog component from its index alone, so components can be drawn again or on another thread. */
final class ComponentFactory {

    private final CatalogPlan plan;
    private final RandomStreams streams;
    private final ComponentNames names;
    private final VersionHistory history;
    private final DeclaredLicenses licenses = new DeclaredLicenses();

    ComponentFactory(CatalogPlan plan, RandomStreams streams, ComponentNames names, VersionHistory history) {
        this.plan = plan;
        this.streams = streams;
        this.names = names;
        this.history = history;
    }

    ComponentIdentity identity(int index) {
        return names.identity(index, plan.type(index), streams);
    }

    GeneratedComponent component(int index) {
        ComponentIdentity identity = identity(index);
        SplittableRandom random = streams.of("history", index);
        List<ReleasedVersion> versions = history.draw(identity.type(), plan.versionCount(index), random);
        String license = licenses.draw(identity.type(), random);
        boolean crypto = random.nextInt(100) < 8;
        boolean locations = random.nextInt(100) < 5;
        return new GeneratedComponent(identity, versions, license, crypto, locations);
    }
}
