package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cyclonedx.Version;
import org.cyclonedx.exception.ParseException;
import org.cyclonedx.generators.BomGeneratorFactory;
import org.cyclonedx.model.Bom;
import org.cyclonedx.parsers.XmlParser;

/**
 * A CycloneDX XML BOM (any spec version) read by the CycloneDX library into its model and written back as the
 * CycloneDX 1.6 JSON tree, so the rest of the audit reads one form. What the JSON of 1.6 cannot say is what the
 * library's model cannot hold either; components, purls, bom-refs and VEX analyses all carry over.
 */
final class CycloneDxXml {

    private CycloneDxXml() {
    }

    static boolean looksLike(String start) {
        return start.contains("cyclonedx.org/schema/bom");
    }

    static Sbom read(byte[] content, String file) throws SbomFormatException {
        Bom bom;
        try {
            bom = new XmlParser().parse(content);
        } catch (ParseException | RuntimeException e) {
            throw new SbomFormatException(file + ": not a readable CycloneDX XML BOM: " + e.getMessage(), e);
        }
        JsonNode tree = BomGeneratorFactory.createJson(Version.VERSION_16, bom).toJsonNode();
        if (!(tree instanceof ObjectNode document)) {
            throw new SbomFormatException(file + ": CycloneDX XML BOM gave no document");
        }
        return SbomReader.cycloneDx(document);
    }
}
