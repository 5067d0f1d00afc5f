package io.cis.dist.audit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.vulnerabilities.CvssScore;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code --format cyclonedx} report: the input BOM, declared CycloneDX 1.6, with a {@code vulnerabilities}
 * section (one entry per vulnerability, {@code affects} naming every component it matched) in the VEX style.
 * Components the section must name but that carry no {@code bom-ref} get one, their purl. External reference URLs
 * with characters an IRI may not hold (real BOMs carry unexpanded {@code ${project.artifactId}}) are
 * percent-encoded, so the report validates; nothing else of the input changes.
 */
public final class CycloneDxVex {

    /** A match from a snapshot says the version is in an affected range, not that it was triaged. */
    private static final String ANALYSIS_STATE = "in_triage";

    public ObjectNode enrich(Sbom sbom, List<ComponentAudit> audits) {
        if (sbom.format() != Sbom.Format.CYCLONEDX) {
            throw new IllegalArgumentException("--format cyclonedx needs a CycloneDX input BOM");
        }
        ObjectNode bom = sbom.document().deepCopy();
        bom.put("$schema", "http://cyclonedx.org/schema/bom-1.6.schema.json");
        bom.put("specVersion", "1.6");
        Map<String, String> refs = assignRefs(bom);
        encodeReferenceUrls(bom.path("components"));
        Map<String, ObjectNode> byId = new LinkedHashMap<>();
        ArrayNode section = bom.putArray("vulnerabilities");
        for (ComponentAudit audit : audits) {
            String ref = refs.get(audit.component().purl());
            for (VulnerabilityRecord vulnerability : audit.vulnerabilities().vulnerabilities()) {
                ObjectNode entry = byId.computeIfAbsent(vulnerability.id(), id -> entry(section, vulnerability));
                ArrayNode affects = (ArrayNode) entry.get("affects");
                if (ref != null && affects.findValuesAsText("ref").stream().noneMatch(ref::equals)) {
                    affects.addObject().put("ref", ref);
                }
            }
        }
        return bom;
    }

    private static ObjectNode entry(ArrayNode section, VulnerabilityRecord vulnerability) {
        ObjectNode entry = section.addObject();
        entry.put("bom-ref", "vulnerability:" + vulnerability.id());
        entry.put("id", vulnerability.id());
        ObjectNode source = entry.putObject("source");
        source.put("name", vulnerability.source().isEmpty() ? "cis" : vulnerability.source());
        if (vulnerability.url().startsWith("http")) {
            source.put("url", vulnerability.url());
        }
        ArrayNode ratings = entry.putArray("ratings");
        for (CvssScore score : vulnerability.cvss()) {
            ObjectNode rating = ratings.addObject();
            rating.put("score", score.cvssScore());
            rating.put("severity", Severity.parse(score.cvssSeverity()).orElse(Severity.ofScore(score.cvssScore()))
                    .cycloneDx());
            rating.put("method", method(score.cvss()));
            rating.put("vector", score.cvss());
        }
        if (ratings.isEmpty()) {
            ratings.addObject().put("severity", ComponentAudit.severityOf(vulnerability).cycloneDx());
        }
        if (!vulnerability.summary().isEmpty()) {
            entry.put("description", vulnerability.summary());
        }
        putDate(entry, "published", vulnerability.published());
        putDate(entry, "updated", vulnerability.modified());
        entry.putObject("analysis").put("state", ANALYSIS_STATE);
        ArrayNode properties = entry.putArray("properties");
        if (!vulnerability.cve().isEmpty() && !vulnerability.cve().equals(vulnerability.id())) {
            properties.addObject().put("name", "cis:cve").put("value", vulnerability.cve());
        }
        if (vulnerability.epss() != null) {
            properties.addObject().put("name", "cis:epss:probability")
                    .put("value", Double.toString(vulnerability.epss().probability()));
            properties.addObject().put("name", "cis:epss:percentile")
                    .put("value", Double.toString(vulnerability.epss().percentile()));
        }
        properties.addObject().put("name", "cis:known_exploited").put("value", Boolean.toString(vulnerability.knownExploited()));
        entry.putArray("affects");
        return entry;
    }

    /** The CycloneDX scoring method named by the vector's prefix. */
    private static String method(String vector) {
        String upper = vector.toUpperCase(Locale.ROOT);
        if (upper.startsWith("CVSS:4")) {
            return "CVSSv4";
        }
        if (upper.startsWith("CVSS:3.1")) {
            return "CVSSv31";
        }
        if (upper.startsWith("CVSS:3")) {
            return "CVSSv3";
        }
        return upper.startsWith("AV:") || upper.startsWith("(AV:") ? "CVSSv2" : "other";
    }

    /** The schema requires date-time; feed dates that are not are left out rather than written invalid. */
    private static void putDate(ObjectNode entry, String field, String value) {
        try {
            OffsetDateTime.parse(value);
            entry.put(field, value);
        } catch (DateTimeParseException e) {
            if (value.length() == 10) {
                entry.put(field, value + "T00:00:00Z");
            }
        }
    }

    /** Characters RFC 3987 forbids in an IRI reference, which the schema's {@code iri-reference} format checks. */
    private static final String NOT_IN_IRI = " \"<>\\^`{|}";

    private static void encodeReferenceUrls(JsonNode components) {
        for (JsonNode component : components) {
            for (JsonNode reference : component.path("externalReferences")) {
                if (reference instanceof ObjectNode object && reference.path("url").isTextual()) {
                    object.put("url", encode(reference.get("url").asText()));
                }
            }
            encodeReferenceUrls(component.path("components"));
        }
    }

    static String encode(String url) {
        StringBuilder encoded = new StringBuilder(url.length());
        for (char c : url.toCharArray()) {
            if (NOT_IN_IRI.indexOf(c) >= 0 || c < 0x20) {
                encoded.append('%').append(String.format(Locale.ROOT, "%02X", (int) c));
            } else {
                encoded.append(c);
            }
        }
        return encoded.toString();
    }

    /** The bom-ref of each purl, giving components without one their purl (made unique) as reference. */
    private static Map<String, String> assignRefs(ObjectNode bom) {
        Set<String> used = new HashSet<>();
        collectRefs(bom.path("components"), used);
        collectRefs(bom.path("metadata").path("component").path("components"), used);
        Map<String, String> refs = new LinkedHashMap<>();
        assign(bom.path("components"), used, refs);
        return refs;
    }

    private static void collectRefs(JsonNode components, Set<String> used) {
        for (JsonNode component : components) {
            if (component.hasNonNull("bom-ref")) {
                used.add(component.get("bom-ref").asText());
            }
            collectRefs(component.path("components"), used);
        }
    }

    private static void assign(JsonNode components, Set<String> used, Map<String, String> refs) {
        for (JsonNode node : components) {
            String purl = node.path("purl").asText("");
            if (!purl.isEmpty() && node instanceof ObjectNode component) {
                if (!component.hasNonNull("bom-ref")) {
                    String ref = purl;
                    for (int n = 2; used.contains(ref); n++) {
                        ref = purl + "#" + n;
                    }
                    used.add(ref);
                    component.put("bom-ref", ref);
                }
                refs.putIfAbsent(purl, component.get("bom-ref").asText());
            }
            assign(node.path("components"), used, refs);
        }
    }
}
