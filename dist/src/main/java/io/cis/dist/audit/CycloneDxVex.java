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
 * The {@code --format cyclonedx} report: the input BOM, declared CycloneDX 1.6 (or its own later version), with a {@code vulnerabilities}
 * section (one entry per vulnerability, {@code affects} naming every component it matched) in the VEX style.
 * Components the section must name but that carry no {@code bom-ref} get one, their purl. External reference URLs
 * with characters an IRI may not hold (real BOMs carry unexpanded {@code ${project.artifactId}}) are
 * percent-encoded, so the report validates; nothing else of the input changes.
 */
public final class CycloneDxVex {

    /** A match from a snapshot says the version is in an affected range, not that it was triaged. */
    private static final String ANALYSIS_STATE = "in_triage";
    /** The SBOM's own statements are already in the document; they are kept as they were read. */
    public static final String EMBEDDED = "embedded";

    private final String toolVersion;

    public CycloneDxVex(String toolVersion) {
        this.toolVersion = toolVersion;
    }

    /**
     * The report. Entries of the input's own {@code vulnerabilities} section are kept unchanged, statements and
     * all; a finding one of them speaks of is not repeated. Every other finding gets an entry of its own, grouped
     * by vulnerability, by what was said of it and by how the component was matched (purl or CPE), so that an
     * analysis never speaks for a component it was not stated for.
     */
    public ObjectNode enrich(Sbom sbom, List<ComponentAudit> audits) {
        if (sbom.format() != Sbom.Format.CYCLONEDX) {
            throw new IllegalArgumentException("--format cyclonedx needs a CycloneDX input BOM");
        }
        ObjectNode bom = sbom.document().deepCopy();
        String version = specVersion(bom.path("specVersion").asText(""));
        bom.put("$schema", "http://cyclonedx.org/schema/bom-" + version + ".schema.json");
        bom.put("specVersion", version);
        addTool(bom);
        Map<String, String> refs = assignRefs(bom);
        encodeReferenceUrls(bom.path("components"));
        encodeReferenceUrls(bom.path("metadata").path("component").path("components"));
        Set<String> usedRefs = new HashSet<>();
        ArrayNode section = bom.path("vulnerabilities") instanceof ArrayNode kept ? kept : bom.putArray("vulnerabilities");
        section.forEach(entry -> usedRefs.add(entry.path("bom-ref").asText("")));
        Map<String, ObjectNode> byKey = new LinkedHashMap<>();
        for (ComponentAudit audit : audits) {
            String ref = refs.get(audit.component().label());
            String match = audit.component().matchedByCpe() ? "cpe" : "purl";
            for (VulnerabilityRecord vulnerability : audit.vulnerabilities().vulnerabilities()) {
                Suppression suppression = audit.suppressionOf(vulnerability).orElse(null);
                VexStatement statement = audit.statementOf(vulnerability).orElse(null);
                if (statement != null && EMBEDDED.equals(statement.origin())) {
                    continue;
                }
                String key = vulnerability.id() + "\n" + suppression + "\n" + statement + "\n" + match;
                ObjectNode entry = byKey.computeIfAbsent(key, k -> entry(section, vulnerability, suppression,
                        statement, match, unique(usedRefs, "vulnerability:" + vulnerability.id())));
                ArrayNode affects = (ArrayNode) entry.get("affects");
                if (ref != null && affects.findValuesAsText("ref").stream().noneMatch(ref::equals)) {
                    affects.addObject().put("ref", ref);
                }
            }
        }
        return bom;
    }

    /**
     * 1.6, the version whose vulnerabilities section and tools object the report writes, for any earlier input;
     * a later input keeps its own version rather than be declared older than what it holds.
     */
    static String specVersion(String input) {
        String[] parts = input.split("\\.");
        try {
            if (parts.length == 2 && (Integer.parseInt(parts[0]) > 1
                    || Integer.parseInt(parts[0]) == 1 && Integer.parseInt(parts[1]) > 6)) {
                return input;
            }
        } catch (NumberFormatException e) {
            return "1.6";
        }
        return "1.6";
    }

    private static String unique(Set<String> used, String ref) {
        String candidate = ref;
        for (int n = 2; !used.add(candidate); n++) {
            candidate = ref + "#" + n;
        }
        return candidate;
    }

    /** cis joins {@code metadata.tools} in the form the input uses: the legacy list, or the 1.5+ object. */
    private void addTool(ObjectNode bom) {
        ObjectNode metadata = bom.path("metadata") instanceof ObjectNode m ? m : bom.putObject("metadata");
        JsonNode tools = metadata.path("tools");
        if (tools instanceof ArrayNode legacy) {
            legacy.addObject().put("vendor", "cis").put("name", "cis").put("version", toolVersion);
            return;
        }
        ObjectNode object = tools instanceof ObjectNode o ? o : metadata.putObject("tools");
        ArrayNode components = object.path("components") instanceof ArrayNode c ? c : object.putArray("components");
        components.addObject().put("type", "application").put("name", "cis").put("version", toolVersion);
    }

    private static ObjectNode entry(ArrayNode section, VulnerabilityRecord vulnerability, Suppression suppression,
            VexStatement statement, String match, String bomRef) {
        ObjectNode entry = section.addObject();
        entry.put("bom-ref", bomRef);
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
        analysis(entry.putObject("analysis"), suppression, statement);
        ArrayNode properties = entry.putArray("properties");
        // how the components it affects were matched: by purl (advisories), or by CPE (NVD's configurations)
        properties.addObject().put("name", "cis:match").put("value", match);
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

    /**
     * The analysis: the state a VEX file stated, with its justification where CycloneDX has the same one (else in the
     * detail), whether it suppresses the finding or keeps it open ({@code exploitable}, {@code in_triage}); for an
     * ignore rule, which is no VEX statement, {@code in_triage} with the rule's reason in the detail; {@code in_triage}
     * for a finding nothing was said of.
     */
    private static void analysis(ObjectNode analysis, Suppression suppression, VexStatement statement) {
        if (suppression == null && statement == null) {
            analysis.put("state", ANALYSIS_STATE);
            return;
        }
        Suppression said = statement != null ? Suppression.of(statement) : suppression;
        VexStatus status = said.status().orElse(VexStatus.UNDER_INVESTIGATION);
        analysis.put("state", status.cycloneDxState());
        String justification = CycloneDxJustification.of(said.justification()).orElse("");
        if (!justification.isEmpty() && status == VexStatus.NOT_AFFECTED) {
            analysis.put("justification", justification);
        }
        StringBuilder detail = new StringBuilder();
        if (said.status().isEmpty()) {
            detail.append("ignored by the ignore file: ").append(said.justification());
        } else {
            detail.append("stated in ").append(said.origin());
            if (justification.isEmpty() && !said.justification().isEmpty()) {
                detail.append(" (").append(said.justification()).append(")");
            }
        }
        if (!said.detail().isEmpty()) {
            detail.append(": ").append(said.detail());
        }
        analysis.put("detail", detail.toString());
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

    /**
     * The bom-ref of each purl (the product's too), or CPE of a component without a purl, giving components without
     * one their purl or CPE (made unique) as reference.
     */
    private static Map<String, String> assignRefs(ObjectNode bom) {
        Set<String> used = new HashSet<>();
        JsonNode product = bom.path("metadata").path("component");
        List<JsonNode> products = product.isObject() ? List.of(product) : List.of();
        collectRefs(products, used);
        collectRefs(bom.path("components"), used);
        Map<String, String> refs = new LinkedHashMap<>();
        assign(products, used, refs);
        assign(bom.path("components"), used, refs);
        return refs;
    }

    private static void collectRefs(Iterable<JsonNode> components, Set<String> used) {
        for (JsonNode component : components) {
            if (component.hasNonNull("bom-ref")) {
                used.add(component.get("bom-ref").asText());
            }
            collectRefs(component.path("components"), used);
        }
    }

    private static void assign(Iterable<JsonNode> components, Set<String> used, Map<String, String> refs) {
        for (JsonNode node : components) {
            String purl = node.path("purl").asText("");
            // the audit names a component by its purl, else by its CPE (SbomComponent.label)
            String name = purl.isEmpty() ? node.path("cpe").asText("").strip() : purl;
            if (!name.isEmpty() && node instanceof ObjectNode component) {
                if (!component.hasNonNull("bom-ref")) {
                    String ref = name;
                    for (int n = 2; used.contains(ref); n++) {
                        ref = name + "#" + n;
                    }
                    used.add(ref);
                    component.put("bom-ref", ref);
                }
                refs.putIfAbsent(name, component.get("bom-ref").asText());
            }
            assign(node.path("components"), used, refs);
        }
    }
}
