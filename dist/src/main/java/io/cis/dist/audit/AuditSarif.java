package io.cis.dist.audit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code --format sarif} report, SARIF 2.1.0 as code-scanning dashboards read it: one rule per vulnerability
 * (its summary, advisory link and {@code security-severity}, the highest CVSS score), one result per vulnerable
 * component located at the SBOM file with the purl (or, for a component known only by it, the CPE) as logical
 * location, its {@code match} property saying which. Suppressed findings stay in the log with
 * a SARIF suppression carrying the VEX justification or ignore reason, so dashboards show them as dismissed.
 */
public final class AuditSarif {

    private static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

    private final String toolVersion;

    public AuditSarif(String toolVersion) {
        this.toolVersion = toolVersion;
    }

    public ObjectNode report(String sbomName, List<ComponentAudit> audits) {
        ObjectNode log = JsonNodeFactory.instance.objectNode();
        log.put("$schema", SCHEMA);
        log.put("version", "2.1.0");
        ObjectNode run = log.putArray("runs").addObject();
        ObjectNode driver = run.putObject("tool").putObject("driver");
        driver.put("name", "cis");
        driver.put("version", toolVersion);
        ArrayNode rules = driver.putArray("rules");
        ArrayNode results = run.putArray("results");
        Map<String, Integer> ruleIndex = new LinkedHashMap<>();
        // a URI reference: the path as given, with the characters a URI may not hold (spaces) percent-encoded
        String uri = "-".equals(sbomName) ? "sbom" : CycloneDxVex.encode(sbomName.replace('\\', '/'));
        for (ComponentAudit audit : audits) {
            for (VulnerabilityRecord vulnerability : audit.vulnerabilities().vulnerabilities()) {
                int index = ruleIndex.computeIfAbsent(vulnerability.id(), id -> {
                    rule(rules.addObject(), vulnerability);
                    return rules.size() - 1;
                });
                result(results.addObject(), audit, vulnerability, index, uri);
            }
        }
        return log;
    }

    private static void rule(ObjectNode rule, VulnerabilityRecord vulnerability) {
        rule.put("id", vulnerability.id());
        rule.putObject("shortDescription").put("text",
                vulnerability.summary().isEmpty() ? vulnerability.id() : vulnerability.summary());
        if (vulnerability.url().startsWith("http")) {
            rule.put("helpUri", vulnerability.url());
        }
        Severity severity = ComponentAudit.severityOf(vulnerability);
        rule.putObject("defaultConfiguration").put("level", level(severity));
        ObjectNode properties = rule.putObject("properties");
        properties.putArray("tags").add("security").add("vulnerability");
        double score = vulnerability.highestScore();
        // Dashboards rank by this score; without a CVSS score the label's lower bound stands in.
        properties.put("security-severity", String.format(Locale.ROOT, "%.1f", score > 0 ? score : severity.floor()));
    }

    private static void result(ObjectNode result, ComponentAudit audit, VulnerabilityRecord vulnerability, int index,
            String uri) {
        String purl = audit.component().label();
        Severity severity = ComponentAudit.severityOf(vulnerability);
        result.put("ruleId", vulnerability.id());
        result.put("ruleIndex", index);
        result.put("level", level(severity));
        result.putObject("message").put("text", purl + " is affected by " + vulnerability.id() + " ("
                + severity.cycloneDx() + ")" + (vulnerability.knownExploited() ? ", known exploited" : ""));
        ObjectNode location = result.putArray("locations").addObject();
        location.putObject("physicalLocation").putObject("artifactLocation").put("uri", uri);
        location.putArray("logicalLocations").addObject().put("fullyQualifiedName", purl).put("kind", "module");
        result.putObject("partialFingerprints").put("cisPurlVulnerability/v1", purl + "|" + vulnerability.id());
        audit.suppressionOf(vulnerability).ifPresent(suppression -> {
            ObjectNode entry = result.putArray("suppressions").addObject();
            entry.put("kind", "external");
            entry.put("status", "accepted");
            entry.put("justification", suppression.state() + (suppression.justification().isEmpty() ? ""
                    : ": " + suppression.justification()) + (suppression.detail().isEmpty() ? ""
                    : " (" + suppression.detail() + ")") + ", " + suppression.origin());
        });
        ObjectNode properties = result.putObject("properties");
        if (audit.component().matchedByCpe()) {
            // known by its CPE only, matched against NVD's configurations
            properties.put("cpe", purl);
            properties.put("match", "cpe");
        } else {
            properties.put("purl", purl);
            properties.put("match", "purl");
        }
        properties.put("severity", severity.cycloneDx());
        properties.put("known_exploited", vulnerability.knownExploited());
        if (vulnerability.epss() != null) {
            properties.put("epss", vulnerability.epss().probability());
        }
    }

    private static String level(Severity severity) {
        return switch (severity) {
            case CRITICAL, HIGH -> "error";
            case MEDIUM -> "warning";
            case LOW, NONE -> "note";
        };
    }

}
