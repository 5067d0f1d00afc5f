package io.cis.engine.cryptography;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.VersionMatch;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.ResolveOptions;
import java.util.List;

/**
 * Answers which cryptographic algorithms a component version uses (E6, E13). Algorithms are stored per version, so
 * only versions the catalog lists resolve (contract notes 3.8); a listed version no feed describes uses none known.
 */
public final class CryptographyService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public CryptographyService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    public ComponentAlgorithms algorithms(String purl, String requirement) {
        VersionMatch match = lookup.resolve(purl, requirement, ResolveOptions.STRICT);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentAlgorithms(match.resolution(), List.of());
        }
        byte[] key = ComponentKeys.version(match.purl().get().key().canonical(), match.resolution().version());
        List<Algorithm> algorithms = values.get(Domain.CRYPTOGRAPHY, key, CryptographyRecord.class)
                .map(CryptographyRecord::algorithms)
                .orElse(List.of());
        return new ComponentAlgorithms(match.resolution(), algorithms);
    }
}
