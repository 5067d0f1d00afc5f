package io.cis.dist.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an SBOM into the components to audit, in document order, telling the format by its content: CycloneDX
 * JSON or XML (the product in {@code metadata.component} when it has a purl or CPE, and components at any depth of nesting),
 * SPDX 2 JSON, YAML or tag-value (packages with a {@code purl} external reference) and SPDX 3 JSON-LD
 * ({@code software_Package} elements). Components without a purl are matched by their CPE when they give one;
 * those with neither are named, so the report can say what was not audited.
 */
public final class SbomReader {

    private final ObjectMapper json;
    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory());

    public SbomReader(ObjectMapper json) {
        this.json = json;
    }

    public Sbom read(Path file) throws IOException, SbomFormatException {
        return read(Files.readAllBytes(file), file.toString());
    }

    /** Reads the SBOM from its bytes; {@code file} names it in messages. */
    public Sbom read(byte[] content, String file) throws IOException, SbomFormatException {
        String text = new String(content, StandardCharsets.UTF_8).replaceFirst("^\uFEFF", "");
        String start = text.stripLeading();
        if (start.startsWith("<")) {
            if (CycloneDxXml.looksLike(start.substring(0, Math.min(start.length(), 4096)))) {
                return CycloneDxXml.read(content, file);
            }
            // Refused by name rather than misread.
            throw new SbomFormatException(file + ": an XML document but not CycloneDX; SPDX RDF/XML is not read, "
                    + "give the JSON, YAML or tag-value form");
        }
        if (start.startsWith("{") || start.startsWith("[")) {
            JsonNode root;
            try {
                root = json.readTree(text);
            } catch (JsonProcessingException e) {
                throw new SbomFormatException(file + ": not JSON: " + e.getOriginalMessage(), e);
            }
            return ofTree(root, file);
        }
        if (SpdxTagValue.looksLike(text)) {
            return spdx(SpdxTagValue.toTree(text));
        }
        JsonNode root;
        try {
            root = yaml.readTree(text);
        } catch (JsonProcessingException e) {
            throw new SbomFormatException(file + ": not a CycloneDX or SPDX document (neither JSON, XML, SPDX "
                    + "tag-value nor YAML)", e);
        }
        if (root instanceof ObjectNode document && document.has("spdxVersion")) {
            return spdx(document);
        }
        throw new SbomFormatException(file + ": not a CycloneDX or SPDX document (YAML without spdxVersion)");
    }

    private Sbom ofTree(JsonNode root, String file) throws SbomFormatException {
        if (!(root instanceof ObjectNode document)) {
            throw new SbomFormatException(file + ": not a CycloneDX or SPDX JSON document (top level is not an object)");
        }
        if ("CycloneDX".equals(document.path("bomFormat").asText())) {
            return cycloneDx(document);
        }
        if (document.has("spdxVersion")) {
            return spdx(document);
        }
        if (Spdx3JsonLd.looksLike(document)) {
            List<SbomComponent> found = new ArrayList<>();
            List<String> unidentified = new ArrayList<>();
            Spdx3JsonLd.collect(document, found, unidentified);
            return new Sbom(Sbom.Format.SPDX, document, found, unidentified);
        }
        throw new SbomFormatException(file + ": not a CycloneDX or SPDX JSON document (no bomFormat, spdxVersion "
                + "or SPDX 3 @context)");
    }

    static Sbom cycloneDx(ObjectNode document) {
        List<SbomComponent> found = new ArrayList<>();
        List<String> unidentified = new ArrayList<>();
        // The product itself is audited when it names a purl, or a CPE (a firmware image is named by its CPE, and NVD
        // states the firmware's own vulnerabilities by it); a product without either is a name, not a package.
        JsonNode product = document.path("metadata").path("component");
        if (!product.path("purl").asText("").isEmpty() || !product.path("cpe").asText("").isBlank()) {
            collect(List.of(product), found, unidentified);
        } else {
            collect(product.path("components"), found, unidentified);
        }
        collect(document.path("components"), found, unidentified);
        return new Sbom(Sbom.Format.CYCLONEDX, document, found, unidentified);
    }

    /** CycloneDX nests components inside components; every level is audited. */
    private static void collect(Iterable<JsonNode> components, List<SbomComponent> found, List<String> unidentified) {
        for (JsonNode component : components) {
            String ref = component.path("bom-ref").asText("");
            String name = component.path("name").asText("");
            String version = component.path("version").asText("");
            String purl = component.path("purl").asText("");
            String cpe = component.path("cpe").asText("").strip();
            if (!purl.isEmpty()) {
                found.add(new SbomComponent(ref, name, version, purl, SourcePackage.of(component.path("properties")), cpe));
            } else if (!cpe.isEmpty()) {
                found.add(SbomComponent.byCpe(ref, name, version, cpe));
            } else {
                unidentified.add(Sbom.label(name, version, ref));
            }
            collect(component.path("components"), found, unidentified);
        }
    }

    /**
     * SPDX 2 packages, from JSON, YAML or tag-value alike. The reference type is {@code purl}, or a URI ending in
     * {@code #purl} as some tools (and the specification's own YAML example) write it.
     */
    private static Sbom spdx(ObjectNode document) {
        List<SbomComponent> found = new ArrayList<>();
        List<String> unidentified = new ArrayList<>();
        for (JsonNode pkg : document.path("packages")) {
            String purl = "";
            String cpe = "";
            for (JsonNode ref : pkg.path("externalRefs")) {
                String type = ref.path("referenceType").asText("");
                type = type.substring(type.lastIndexOf('#') + 1);
                type = type.substring(type.lastIndexOf('/') + 1);
                String locator = ref.path("referenceLocator").asText("").strip();
                if (purl.isEmpty() && "purl".equals(type)) {
                    purl = locator;
                }
                // a CPE 2.3 name wins over a 2.2 URI of the same package
                if ((type.equals("cpe23Type") && !cpe.startsWith("cpe:2.3:")) || (type.equals("cpe22Type") && cpe.isEmpty())) {
                    cpe = locator;
                }
            }
            String ref = pkg.path("SPDXID").asText("");
            String name = pkg.path("name").asText("");
            String version = pkg.path("versionInfo").asText("");
            if (!purl.isEmpty()) {
                found.add(new SbomComponent(ref, name, version, purl, "", cpe));
            } else if (!cpe.isEmpty()) {
                found.add(SbomComponent.byCpe(ref, name, version, cpe));
            } else {
                unidentified.add(Sbom.label(name, version, ref));
            }
        }
        return new Sbom(Sbom.Format.SPDX, document, found, unidentified);
    }
}
