package io.cis.loader.cryptography;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.spill.SpilledLog;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every algorithm definition and version-algorithm fact the feeds of one build reported, in report order; version
 * facts wait on disk past the spill space's memory budget.
 */
public final class CollectedCryptography implements CryptographySink, AutoCloseable {

    private final List<AlgorithmDefinition> definitions = new ArrayList<>();
    private final SpilledLog<VersionAlgorithms> versions;

    /** Facts spilling into the system's temporary directory. */
    public CollectedCryptography() {
        this(SpillSpace.temporary());
    }

    public CollectedCryptography(SpillSpace space) {
        this.versions = new SpilledLog<>(space, "version-algorithms", new ValueCodec(), VersionAlgorithms.class);
    }

    @Override
    public void definition(AlgorithmDefinition definition) {
        definitions.add(definition);
    }

    @Override
    public void versionAlgorithms(VersionAlgorithms facts) {
        versions.add(facts);
    }

    public List<AlgorithmDefinition> definitions() {
        return List.copyOf(definitions);
    }

    /** Hands every version fact to {@code action}, in report order. */
    public void eachVersion(Consumer<? super VersionAlgorithms> action) {
        versions.forEach(action);
    }

    /** Every version fact read into memory, for inspecting small builds. */
    public List<VersionAlgorithms> versions() {
        return versions.toList();
    }

    @Override
    public void close() {
        versions.close();
    }
}
