package io.cis.dist.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a CycloneDX JSON BOM (components at any depth of nesting) or an SPDX JSON document (packages with a
 * {@code purl} external reference) into the components to audit, in document order.
 */
public final class SbomReader {

    private final ObjectMapper json;

    public SbomReader(ObjectMapper json) {
        this.json = json;
    }

    public Sbom read(Path file) throws IOException, SbomFormatException {
        JsonNode root;
        try {
            root = json.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new SbomFormatException(file + ": not JSON: " + e.getOriginalMessage(), e);
        }
        if (!(root instanceof ObjectNode document)) {
            throw new SbomFormatException(file + ": not a CycloneDX or SPDX JSON document (top level is not an object)");
        }
        if ("CycloneDX".equals(document.path("bomFormat").asText())) {
            return cycloneDx(document);
        }
        if (document.has("spdxVersion")) {
            return spdx(document);
        }
        throw new SbomFormatException(file + ": not a CycloneDX or SPDX JSON document (no bomFormat or spdxVersion)");
    }

    private Sbom cycloneDx(ObjectNode document) {
        List<SbomComponent> found = new ArrayList<>();
        int[] withoutPurl = {0};
        collect(document.path("components"), found, withoutPurl);
        return new Sbom(Sbom.Format.CYCLONEDX, document, found, withoutPurl[0]);
    }

    /** CycloneDX nests components inside components; every level is audited. */
    private static void collect(JsonNode components, List<SbomComponent> found, int[] withoutPurl) {
        for (JsonNode component : components) {
            String purl = component.path("purl").asText("");
            if (purl.isEmpty()) {
                withoutPurl[0]++;
            } else {
                found.add(new SbomComponent(component.path("bom-ref").asText(""), component.path("name").asText(""),
                        component.path("version").asText(""), purl, SourcePackage.of(component.path("properties"))));
            }
            collect(component.path("components"), found, withoutPurl);
        }
    }

    private Sbom spdx(ObjectNode document) {
        List<SbomComponent> found = new ArrayList<>();
        int withoutPurl = 0;
        for (JsonNode pkg : document.path("packages")) {
            String purl = "";
            for (JsonNode ref : pkg.path("externalRefs")) {
                if ("purl".equals(ref.path("referenceType").asText())) {
                    purl = ref.path("referenceLocator").asText("");
                    break;
                }
            }
            if (purl.isEmpty()) {
                withoutPurl++;
            } else {
                found.add(new SbomComponent(pkg.path("SPDXID").asText(""), pkg.path("name").asText(""),
                        pkg.path("versionInfo").asText(""), purl));
            }
        }
        return new Sbom(Sbom.Format.SPDX, document, found, withoutPurl);
    }
}
