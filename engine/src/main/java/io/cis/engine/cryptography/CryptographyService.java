package io.cis.engine.cryptography;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.ResolveOptions;
import java.util.List;

/**
 * Answers which cryptographic algorithms a component version uses (E6, E13). Algorithms are stored per version, so
 * only versions the catalog lists resolve (contract notes 3.8); a listed version no feed describes uses none known.
 */
public final class CryptographyService {

    private final ComponentLookup lookup;
    private final Snapshot snapshot;
    private final ValueCodec codec;

    public CryptographyService(ComponentLookup lookup, Snapshot snapshot, ValueCodec codec) {
        this.lookup = lookup;
        this.snapshot = snapshot;
        this.codec = codec;
    }

    public ComponentAlgorithms algorithms(String purl, String requirement) {
        ComponentMatch match = lookup.find(purl, requirement, ResolveOptions.STRICT);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentAlgorithms(match.resolution(), List.of());
        }
        byte[] key = ComponentKeys.version(match.purl().get().key().canonical(), match.resolution().version());
        List<Algorithm> algorithms = snapshot.get(Domain.CRYPTOGRAPHY, key)
                .map(bytes -> codec.decode(bytes, CryptographyRecord.class).algorithms())
                .orElse(List.of());
        return new ComponentAlgorithms(match.resolution(), algorithms);
    }
}
