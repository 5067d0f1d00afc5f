package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The packages of an SPDX 3 JSON-LD document: the {@code software_Package} elements of its {@code @graph}, their
 * purl from {@code software_packageUrl} or a {@code packageUrl} external identifier, and whether they carry a CPE
 * ({@code cpe23} or {@code cpe22} identifier). Early 3.0 drafts wrote the properties without the profile prefix;
 * both spellings are read.
 */
final class Spdx3JsonLd {

    private Spdx3JsonLd() {
    }

    static boolean looksLike(JsonNode document) {
        return document.path("@context").toString().contains("spdx.org/rdf/3") && document.path("@graph").isArray();
    }

    static void collect(JsonNode document, List<SbomComponent> found, int[] withoutPurl, int[] cpeOnly) {
        for (JsonNode element : document.path("@graph")) {
            String type = element.path("type").asText(element.path("@type").asText(""));
            if (!type.equals("software_Package") && !type.equals("Package")) {
                continue;
            }
            String purl = text(element, "software_packageUrl", "packageUrl");
            boolean cpe = false;
            for (JsonNode identifier : element.path("externalIdentifier")) {
                String kind = identifier.path("externalIdentifierType").asText("");
                if (purl.isEmpty() && kind.equals("packageUrl")) {
                    purl = identifier.path("identifier").asText("");
                }
                cpe |= kind.equals("cpe23") || kind.equals("cpe22");
            }
            if (purl.isEmpty()) {
                withoutPurl[0]++;
                cpeOnly[0] += cpe ? 1 : 0;
            } else {
                found.add(new SbomComponent(text(element, "spdxId", "@id"), element.path("name").asText(""),
                        text(element, "software_packageVersion", "packageVersion"), purl));
            }
        }
    }

    private static String text(JsonNode element, String field, String fallback) {
        return element.path(field).asText(element.path(fallback).asText(""));
    }
}
