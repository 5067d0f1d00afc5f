package io.cis.loader.cryptography;

import java.util.ArrayList;
import java.util.List;

/** Every algorithm definition and version-algorithm fact the feeds of one build reported, in report order. */
public final class CollectedCryptography implements CryptographySink {

    private final List<AlgorithmDefinition> definitions = new ArrayList<>();
    private final List<VersionAlgorithms> versions = new ArrayList<>();

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

    public List<VersionAlgorithms> versions() {
        return List.copyOf(versions);
    }
}
