package io.cis.dist.audit;

import java.util.Set;

/**
 * One VEX statement as read: the vulnerability (its id and the aliases the statement gives), the components it
 * speaks of (bom-refs or purls; a purl without a version speaks of every version), what it says, why, and the
 * document it came from. {@code productWide} marks a statement about the SBOM's own product, which covers every
 * component in it.
 */
public record VexStatement(Set<String> vulnerabilityIds, Set<String> targets, boolean productWide, VexStatus status,
        String justification, String detail, String origin) {

    public VexStatement {
        vulnerabilityIds = Set.copyOf(vulnerabilityIds);
        targets = Set.copyOf(targets);
        justification = justification == null ? "" : justification;
        detail = detail == null ? "" : detail;
    }
}
