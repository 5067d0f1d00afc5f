package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The VEX statements of a CycloneDX document: every {@code vulnerabilities[]} entry with an {@code analysis.state},
 * speaking of the components its {@code affects[].ref} name (a bom-ref, or a BOM-Link whose fragment is one).
 * An entry that names the document's own product ({@code metadata.component}) speaks of everything in it.
 */
public final class CycloneDxVexStatements {

    private CycloneDxVexStatements() {
    }

    /** The statements of a CycloneDX SBOM's own {@code vulnerabilities} section; none for SPDX. */
    public static List<VexStatement> embedded(Sbom sbom) {
        return sbom.format() == Sbom.Format.CYCLONEDX ? read(sbom.document(), CycloneDxVex.EMBEDDED) : List.of();
    }

    static List<VexStatement> read(JsonNode bom, String origin) {
        Set<String> product = new LinkedHashSet<>();
        JsonNode metadataComponent = bom.path("metadata").path("component");
        addText(product, metadataComponent.path("bom-ref"));
        addText(product, metadataComponent.path("purl"));
        List<VexStatement> statements = new ArrayList<>();
        for (JsonNode entry : bom.path("vulnerabilities")) {
            String state = entry.path("analysis").path("state").asText("");
            VexStatus status = VexStatus.ofCycloneDx(state).orElse(null);
            if (status == null) {
                continue;
            }
            Set<String> ids = new LinkedHashSet<>();
            addText(ids, entry.path("id"));
            for (JsonNode reference : entry.path("references")) {
                addText(ids, reference.path("id"));
            }
            Set<String> targets = new LinkedHashSet<>();
            boolean productWide = false;
            for (JsonNode affects : entry.path("affects")) {
                String ref = bomLinkFragment(affects.path("ref").asText(""));
                productWide |= product.contains(ref);
                if (!ref.isEmpty()) {
                    targets.add(ref);
                }
            }
            statements.add(new VexStatement(ids, targets, productWide, status,
                    entry.path("analysis").path("justification").asText(""),
                    entry.path("analysis").path("detail").asText(""), origin));
        }
        return statements;
    }

    /** A BOM-Link ({@code urn:cdx:serial/version#ref}) names a bom-ref by its fragment; other refs are bom-refs. */
    static String bomLinkFragment(String ref) {
        int hash = ref.indexOf('#');
        if (ref.startsWith("urn:cdx:") && hash >= 0) {
            return URLDecoder.decode(ref.substring(hash + 1), StandardCharsets.UTF_8);
        }
        return ref;
    }

    private static void addText(Set<String> into, JsonNode node) {
        if (node.isTextual() && !node.asText().isEmpty()) {
            into.add(node.asText());
        }
    }
}
