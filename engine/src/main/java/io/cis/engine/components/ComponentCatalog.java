package io.cis.engine.components;

import io.cis.engine.purl.PurlKey;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.KnownVersions;
import io.cis.engine.version.VersionCatalog;
import java.util.Optional;

/** Reads stored components and versions from a snapshot; also the resolver's source of pre-sorted versions. */
public final class ComponentCatalog implements VersionCatalog {

    private final DecodedValues values;

    public ComponentCatalog(DecodedValues values) {
        this.values = values;
    }

    public Optional<ComponentRecord> component(PurlKey key) {
        return catalogued(key).map(CataloguedComponent::record);
    }

    /** The stored component with its versions ready for resolution, prepared once while it stays cached. */
    public Optional<CataloguedComponent> catalogued(PurlKey key) {
        return values.get(Domain.COMPONENTS, key.bytes(), ComponentRecord.class, CataloguedComponent.class,
                CataloguedComponent::of);
    }

    public Optional<VersionRecord> version(PurlKey key, String version) {
        return values.get(Domain.VERSIONS, ComponentKeys.version(key.canonical(), version), VersionRecord.class);
    }

    /**
     * Whether the component lists this version, spelled so: one point read of {@code versions}, which holds an
     * entry for exactly the versions each component lists (both are written from the same catalog entries).
     */
    public boolean listed(PurlKey key, String version) {
        return version(key, version).isPresent();
    }

    @Override
    public Optional<KnownVersions> versions(PurlKey key) {
        return catalogued(key).map(CataloguedComponent::versions);
    }
}
