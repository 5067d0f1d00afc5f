package io.cis.dist.audit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * An SBOM as read: its format, the parsed document (kept so the CycloneDX report can return it enriched), the
 * components the audit asks about (those with a purl, and those with only a CPE), and the components it cannot ask
 * about, having neither, by name ({@code name@version}, else the BOM's reference), so the report names them rather
 * than drop them.
 */
public record Sbom(Format format, ObjectNode document, List<SbomComponent> components, List<String> unidentified) {

    /** The SBOM formats the audit reads. */
    public enum Format { CYCLONEDX, SPDX }

    public Sbom {
        components = List.copyOf(components);
        unidentified = List.copyOf(unidentified);
    }

    /** How many components are matched by their CPE, having no purl. */
    public long cpeOnly() {
        return components.stream().filter(SbomComponent::matchedByCpe).count();
    }

    /** The name a report gives a component it cannot audit: {@code name@version}, else the reference. */
    static String label(String name, String version, String ref) {
        if (name.isEmpty()) {
            return ref.isEmpty() ? "(a component without name, purl or CPE)" : ref;
        }
        return version.isEmpty() ? name : name + "@" + version;
    }
}
