package io.cis.engine.components;

import io.cis.engine.purl.PurlKey;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.KnownVersions;
import io.cis.engine.version.VersionCatalog;
import java.util.Optional;

/** Reads stored components and versions from a snapshot; also the resolver's source of pre-sorted versions. */
public final class ComponentCatalog implements VersionCatalog {

    private final Snapshot snapshot;
    private final ValueCodec codec;

    public ComponentCatalog(Snapshot snapshot, ValueCodec codec) {
        this.snapshot = snapshot;
        this.codec = codec;
    }

    public Optional<ComponentRecord> component(PurlKey key) {
        return snapshot.get(Domain.COMPONENTS, key.bytes()).map(bytes -> codec.decode(bytes, ComponentRecord.class));
    }

    public Optional<VersionRecord> version(PurlKey key, String version) {
        return snapshot.get(Domain.VERSIONS, ComponentKeys.version(key.canonical(), version))
                .map(bytes -> codec.decode(bytes, VersionRecord.class));
    }

    @Override
    public Optional<KnownVersions> versions(PurlKey key) {
        return component(key).map(record -> KnownVersions.presorted(record.versions()));
    }
}
