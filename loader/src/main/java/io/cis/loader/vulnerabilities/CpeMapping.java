package io.cis.loader.vulnerabilities;

import java.util.List;

/**
 * purl2cpe: the CPE 2.3 names of one component (purl without version, as the feed spells it). The CPEs are as the
 * feed writes them, usually with {@code *} in the version field, which the answer fills with the resolved version.
 */
public record CpeMapping(String purl, List<String> cpes) {

    public CpeMapping {
        cpes = List.copyOf(cpes);
    }
}
