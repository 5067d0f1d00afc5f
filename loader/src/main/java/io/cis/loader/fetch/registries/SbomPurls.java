package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The purls an SBOM names, in document order: CycloneDX JSON (the subject in {@code metadata.component} and every
 * component at any depth of nesting) and SPDX 2 JSON (each package's {@code purl} external reference). How many
 * components name no purl is counted, so that the report can say so.
 */
public final class SbomPurls {

    /** What an SBOM names: its purls, and how many of its components or packages name none. */
    public record Named(List<String> purls, int withoutPurl) {

        public Named {
            purls = List.copyOf(purls);
        }
    }

    private final ObjectMapper json;

    public SbomPurls(ObjectMapper json) {
        this.json = json;
    }

    /**
     * @throws IllegalArgumentException naming the file when it is not a CycloneDX or SPDX 2 JSON document
     */
    public Named read(Path file) throws IOException {
        JsonNode root;
        try {
            root = json.readTree(Files.readAllBytes(file));
        } catch (JacksonException e) {
            throw new IllegalArgumentException(file + ": not JSON (" + e.getOriginalMessage() + "); an SBOM is read"
                    + " in its JSON form, CycloneDX or SPDX 2", e);
        }
        if (root != null && "CycloneDX".equals(root.path("bomFormat").asText())) {
            return cycloneDx(root);
        }
        if (root != null && root.path("spdxVersion").isTextual()) {
            return spdx(root);
        }
        throw new IllegalArgumentException(file + ": neither a CycloneDX JSON BOM (bomFormat) nor an SPDX 2 JSON"
                + " document (spdxVersion)");
    }

    private static Named cycloneDx(JsonNode bom) {
        List<String> purls = new ArrayList<>();
        int[] without = {0};
        JsonNode subject = bom.path("metadata").path("component");
        if (subject.isObject()) {
            // the product itself is asked about only when it names a package; its components always are
            if (subject.path("purl").isTextual()) {
                purls.add(subject.path("purl").asText());
            }
            collect(subject.path("components"), purls, without);
        }
        collect(bom.path("components"), purls, without);
        return new Named(purls, without[0]);
    }

    private static void collect(JsonNode components, List<String> purls, int[] without) {
        for (JsonNode component : components) {
            if (!component.isObject()) {
                continue;
            }
            String purl = component.path("purl").asText("").strip();
            if (purl.isEmpty()) {
                without[0]++;
            } else {
                purls.add(purl);
            }
            collect(component.path("components"), purls, without);
        }
    }

    /** The reference type is {@code purl}, or a URI ending in {@code #purl} or {@code /purl} as some tools write it. */
    private static Named spdx(JsonNode document) {
        List<String> purls = new ArrayList<>();
        int without = 0;
        for (JsonNode pkg : document.path("packages")) {
            String purl = "";
            for (JsonNode ref : pkg.path("externalRefs")) {
                String type = ref.path("referenceType").asText("");
                type = type.substring(Math.max(type.lastIndexOf('#'), type.lastIndexOf('/')) + 1);
                if (purl.isEmpty() && type.equals("purl")) {
                    purl = ref.path("referenceLocator").asText("").strip();
                }
            }
            if (purl.isEmpty()) {
                without++;
            } else {
                purls.add(purl);
            }
        }
        return new Named(purls, without);
    }
}
