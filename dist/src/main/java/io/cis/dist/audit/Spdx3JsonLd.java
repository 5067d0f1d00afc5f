package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The packages of an SPDX 3 JSON-LD document: the {@code software_Package} elements of its {@code @graph}, their
 * purl from {@code software_packageUrl} or a {@code packageUrl} external identifier, and their CPE
 * ({@code cpe23} or {@code cpe22} identifier). Early 3.0 drafts wrote the properties without the profile prefix;
 * both spellings are read.
 */
final class Spdx3JsonLd {

    private Spdx3JsonLd() {
    }

    static boolean looksLike(JsonNode document) {
        return document.path("@context").toString().contains("spdx.org/rdf/3") && document.path("@graph").isArray();
    }

    static void collect(JsonNode document, List<SbomComponent> found, List<String> unidentified) {
        for (JsonNode element : document.path("@graph")) {
            String type = element.path("type").asText(element.path("@type").asText(""));
            if (!type.equals("software_Package") && !type.equals("Package")) {
                continue;
            }
            String purl = text(element, "software_packageUrl", "packageUrl");
            String cpe = "";
            for (JsonNode identifier : element.path("externalIdentifier")) {
                String kind = identifier.path("externalIdentifierType").asText("");
                String value = identifier.path("identifier").asText("").strip();
                if (purl.isEmpty() && kind.equals("packageUrl")) {
                    purl = value;
                }
                if ((kind.equals("cpe23") && !cpe.startsWith("cpe:2.3:")) || (kind.equals("cpe22") && cpe.isEmpty())) {
                    cpe = value;
                }
            }
            String ref = text(element, "spdxId", "@id");
            String name = element.path("name").asText("");
            String version = text(element, "software_packageVersion", "packageVersion");
            if (!purl.isEmpty()) {
                found.add(new SbomComponent(ref, name, version, purl, "", cpe));
            } else if (!cpe.isEmpty()) {
                found.add(SbomComponent.byCpe(ref, name, version, cpe));
            } else {
                unidentified.add(Sbom.label(name, version, ref));
            }
        }
    }

    private static String text(JsonNode element, String field, String fallback) {
        return element.path(field).asText(element.path(fallback).asText(""));
    }
}
