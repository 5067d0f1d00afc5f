package io.cis.engine.geoprovenance;

import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.version.ResolveOptions;

/**
 * Answers where a component's owner and contributors are (E8, E11). Locations belong to the component, not to a
 * version: a known component is answered whatever its requirement resolves to, as the reference service does for a
 * version it does not find; only an invalid purl or an unknown component is a failure.
 */
public final class GeoProvenanceService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public GeoProvenanceService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    public ComponentLocations locations(String purl, String requirement) {
        ComponentMatch match = lookup.find(purl, requirement, ResolveOptions.STRICT);
        if (match.purl().isEmpty() || match.component().isEmpty()) {
            // the resolver words INVALID_PURL and COMPONENT_NOT_FOUND the same way for every domain
            return new ComponentLocations(match.resolution().code(), match.resolution().message(), LocationRecord.NONE);
        }
        LocationRecord stored = values.get(Domain.GEOPROVENANCE, match.purl().get().key().bytes(), LocationRecord.class)
                .orElse(LocationRecord.NONE);
        return new ComponentLocations(ResolutionCode.OK, "", stored);
    }
}
