package io.cis.dist.audit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * An SBOM as read: its format, the parsed document (kept so the CycloneDX report can return it enriched), the
 * components that carry a purl, how many components carried none (reported, never silently dropped), and how many
 * of those carried a CPE instead.
 */
public record Sbom(Format format, ObjectNode document, List<SbomComponent> components, int withoutPurl, int cpeOnly) {

    /** The SBOM formats the audit reads. */
    public enum Format { CYCLONEDX, SPDX }

    public Sbom {
        components = List.copyOf(components);
    }
}
