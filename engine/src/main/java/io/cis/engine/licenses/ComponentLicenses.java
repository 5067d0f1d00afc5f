package io.cis.engine.licenses;

import io.cis.engine.version.Resolution;
import java.util.List;

/**
 * The licenses of one resolved component version (E5): the statement and licenses stored for it, and the
 * component's address; all empty when no version resolved.
 */
public record ComponentLicenses(Resolution resolution, String componentUrl, String statement, List<LicenseEntry> licenses) {

    public ComponentLicenses {
        licenses = List.copyOf(licenses);
    }
}
