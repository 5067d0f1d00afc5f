package io.cis.engine.licenses;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.ResolveOptions;
import java.util.List;

/**
 * Answers the licenses of a component version (E5). Licenses are stored per version, so only versions the catalog
 * lists resolve: an unlisted exact version is VERSION_NOT_FOUND, with every field empty, as E5 specifies.
 */
public final class ComponentLicenseService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public ComponentLicenseService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    public ComponentLicenses licenses(String purl, String requirement) {
        ComponentMatch match = lookup.find(purl, requirement, ResolveOptions.STRICT);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentLicenses(match.resolution(), "", "", List.of());
        }
        String url = match.component().map(ComponentRecord::url).orElse("");
        // a listed version whose metadata declares no license has no stored entry: nothing is known, not an error
        ComponentLicenseRecord stored = values.get(Domain.COMPONENT_LICENSES,
                        ComponentKeys.version(match.purl().get().key().canonical(), match.resolution().version()),
                        ComponentLicenseRecord.class)
                .orElse(new ComponentLicenseRecord("", List.of()));
        return new ComponentLicenses(match.resolution(), url, stored.statement(), stored.licenses());
    }
}
