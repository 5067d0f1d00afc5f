package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.cis.dist.CommandsTest.Run;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code audit} with VEX statements, ignore rules and the formats beyond CycloneDX JSON, on the repo's real sample
 * SBOMs and real example documents against the demo snapshot. The VEX statements are written from the audit's own
 * findings, so the tests hold for whatever the snapshot finds.
 */
class AuditTriageTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DROPWIZARD = "sbom/cyclonedx/SBOM/dropwizard-1.3.15/bom.json";

    private static final Path SNAPSHOT = UnpackedDemoSnapshot.path();

    private static Path sample(String path) {
        return Path.of(System.getProperty("cis.sample.feeds")).resolve(path);
    }

    private static Path resource(String name) throws Exception {
        return Path.of(AuditTriageTest.class.getResource("/audit/" + name).toURI());
    }

    private static Run audit(String... args) {
        List<String> all = new ArrayList<>(List.of("audit", "--snapshot", SNAPSHOT.toString()));
        all.addAll(List.of(args));
        return CommandsTest.run(all.toArray(String[]::new));
    }

    /** Every finding of the audit as vulnerability id -> purls it was found in, from the JSON report. */
    private static Map<String, Set<String>> findings(Path sbom) throws Exception {
        Run run = audit("--format", "json", sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Map<String, Set<String>> found = new LinkedHashMap<>();
        for (JsonNode item : JSON.readTree(run.out()).at("/vulnerabilities/components")) {
            for (JsonNode vulnerability : item.path("vulnerabilities")) {
                found.computeIfAbsent(vulnerability.get("id").asText(), k -> new HashSet<>()).add(item.get("purl").asText());
            }
        }
        return found;
    }

    /** The BOM with an embedded VEX entry per finding, saying the given state, affects naming each bom-ref. */
    private static ObjectNode withEmbeddedVex(Path sbom, Map<String, Set<String>> findings, String state)
            throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(sbom.toFile());
        Map<String, String> refs = new LinkedHashMap<>();
        for (JsonNode component : bom.path("components")) {
            refs.put(component.path("purl").asText(), component.path("bom-ref").asText());
        }
        ArrayNode section = bom.putArray("vulnerabilities");
        for (Map.Entry<String, Set<String>> finding : findings.entrySet()) {
            ObjectNode entry = section.addObject();
            entry.put("id", finding.getKey());
            entry.putObject("analysis").put("state", state).put("justification", "code_not_reachable")
                    .put("detail", "reviewed: the vulnerable code is never called");
            ArrayNode affects = entry.putArray("affects");
            finding.getValue().forEach(purl -> affects.addObject().put("ref", refs.get(purl)));
        }
        bom.put("specVersion", "1.4");
        return bom;
    }

    @Test
    void theTableGivesEachFindingTheLowestFixAboveTheAuditedVersion(@TempDir Path dir) throws Exception {
        // log4j-core 2.14.1: CVE-2021-44228 is fixed in 2.15.0 on the 2.x line (the GHSA advisory's range)
        Path sbom = dir.resolve("log4j.cdx.json");
        Files.writeString(sbom, """
                {"bomFormat":"CycloneDX","specVersion":"1.5","version":1,"components":[
                 {"type":"library","bom-ref":"log4j","name":"log4j-core","version":"2.14.1",
                  "purl":"pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1"}]}
                """);
        Run run = audit(sbom.toString());
        String finding = run.out().lines().filter(line -> line.contains("CVE-2021-44228")).findFirst().orElseThrow();
        assertThat(finding).contains("2.15.0");
        // a finding whose range states no fix above the version shows "-", never a guess
        assertThat(run.out().lines().filter(line -> line.contains("CVE-")).allMatch(
                line -> line.matches(".*\\b2\\.\\d+\\.\\d+\\b.*|.* - .*"))).isTrue();
    }

    @Test
    void embeddedNotAffectedStatementsPassFailOnAndTheCycloneDxReportKeepsEveryStatement(@TempDir Path dir)
            throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        assertThat(findings).isNotEmpty();
        assertThat(audit("--fail-on", "low", sbom.toString()).exit()).isEqualTo(1);

        ObjectNode vexed = withEmbeddedVex(sbom, findings, "not_affected");
        Path withVex = Files.writeString(dir.resolve("bom-with-vex.json"), JSON.writeValueAsString(vexed));
        Run passed = audit("--fail-on", "low", withVex.toString());
        assertThat(passed.exit()).as(passed.out() + passed.err()).isZero();
        assertThat(passed.out()).contains("suppressed: not_affected (code_not_reachable), embedded")
                .contains("0 vulnerabilities in all");

        JsonNode report = JSON.readTree(audit("--format", "cyclonedx", withVex.toString()).out());
        List<JsonNode> kept = new ArrayList<>();
        report.get("vulnerabilities").forEach(kept::add);
        vexed.get("vulnerabilities").forEach(statement -> assertThat(kept).contains(statement));
        assertThat(kept).hasSameSizeAs(vexed.get("vulnerabilities"));
        assertThat(report.at("/metadata/tools").toString()).contains("\"cis\"");
    }

    @Test
    void oneFindingLeftOpenStillFails(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        String open = findings.keySet().iterator().next();
        Map<String, Set<String>> allButOne = new LinkedHashMap<>(findings);
        allButOne.remove(open);
        Path partly = Files.writeString(dir.resolve("partly.json"),
                JSON.writeValueAsString(withEmbeddedVex(sbom, allButOne, "not_affected")));
        Run run = audit("--fail-on", "low", partly.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains(open);
        JsonNode report = JSON.readTree(audit("--format", "cyclonedx", partly.toString()).out());
        List<String> inTriage = new ArrayList<>();
        for (JsonNode entry : report.get("vulnerabilities")) {
            if (entry.at("/analysis/state").asText().equals("in_triage")) {
                inTriage.add(entry.get("id").asText());
            }
        }
        assertThat(inTriage).containsExactly(open);
    }

    @Test
    void exploitableAndInTriageStatementsDoNotSuppress(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        for (String state : List.of("exploitable", "in_triage")) {
            Path file = Files.writeString(dir.resolve(state + ".json"),
                    JSON.writeValueAsString(withEmbeddedVex(sbom, findings, state)));
            assertThat(audit("--fail-on", "low", file.toString()).exit()).as(state).isEqualTo(1);
        }
    }

    @Test
    void aSeparateOpenVexFileSuppressesByPurlAndAnotherComponentStaysOpen(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        ObjectNode vex = JSON.createObjectNode();
        vex.put("@context", "https://openvex.dev/ns/v0.2.0");
        ArrayNode statements = vex.putArray("statements");
        findings.forEach((id, purls) -> {
            ObjectNode statement = statements.addObject();
            statement.putObject("vulnerability").put("name", id);
            purls.forEach(purl -> statement.withArray("products").addObject().put("@id", purl));
            statement.put("status", "not_affected").put("justification", "vulnerable_code_not_in_execute_path");
        });
        Path file = Files.writeString(dir.resolve("openvex.json"), JSON.writeValueAsString(vex));
        Run run = audit("--fail-on", "low", "--vex", file.toString(), sbom.toString());
        assertThat(run.exit()).as(run.out()).isZero();
        JsonNode report = JSON.readTree(audit("--format", "json", "--vex", file.toString(), sbom.toString()).out());
        int total = findings.values().stream().mapToInt(Set::size).sum();
        assertThat(report.get("suppressed")).hasSize(total);
        assertThat(report.at("/suppressed/0/source").asText()).isEqualTo("openvex.json");
        JsonNode bom = JSON.readTree(audit("--format", "cyclonedx", "--vex", file.toString(), sbom.toString()).out());
        for (JsonNode entry : bom.get("vulnerabilities")) {
            assertThat(entry.at("/analysis/state").asText()).isEqualTo("not_affected");
            assertThat(entry.at("/analysis/justification").asText()).isEqualTo("code_not_reachable");
        }
    }

    @Test
    void vexStatementsThatMatchNothingAreNamedAndTheAnalysisOfThoseThatMatchIsCarried(@TempDir Path dir)
            throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        assertThat(findings).hasSizeGreaterThan(1);
        var ids = findings.keySet().iterator();
        String exploited = ids.next();
        String harmless = ids.next();
        String exploitedPurl = findings.get(exploited).iterator().next();
        ObjectNode vex = JSON.createObjectNode();
        vex.put("@context", "https://openvex.dev/ns/v0.2.0");
        ArrayNode statements = vex.putArray("statements");
        statements.addObject().put("status", "affected").put("action_statement", "upgrade")
                .put("impact_statement", "reachable from the admin API")
                .putObject("vulnerability").put("name", exploited);
        ((ObjectNode) statements.get(0)).putArray("products").addObject().put("@id", exploitedPurl);
        ObjectNode notAffected = statements.addObject().put("status", "not_affected")
                .put("justification", "vulnerable_code_not_present");
        notAffected.putObject("vulnerability").put("name", harmless);
        findings.get(harmless).forEach(purl -> notAffected.withArray("products").addObject().put("@id", purl));
        // a product the SBOM does not hold, and a vulnerability the audit does not find in a product it holds
        ObjectNode absent = statements.addObject().put("status", "not_affected")
                .put("justification", "component_not_present");
        absent.putObject("vulnerability").put("name", "CVE-2021-44228");
        absent.putArray("products").addObject().put("@id", "pkg:npm/not-in-this-sbom@1.0.0");
        ObjectNode unknown = statements.addObject().put("status", "under_investigation");
        unknown.putObject("vulnerability").put("name", "CVE-1999-0001");
        unknown.putArray("products").addObject().put("@id", exploitedPurl);
        Path file = Files.writeString(dir.resolve("mixed.openvex.json"), JSON.writeValueAsString(vex));

        for (String format : List.of("table", "json", "cyclonedx", "sarif")) {
            Run run = audit("--format", format, "--vex", file.toString(), sbom.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(run.err()).as(format)
                    .contains("VEX statement of mixed.openvex.json (not_affected) for CVE-2021-44228 on "
                            + "pkg:npm/not-in-this-sbom@1.0.0 matched nothing: no component of the SBOM is that product")
                    .contains("VEX statement of mixed.openvex.json (under_investigation) for CVE-1999-0001 on "
                            + exploitedPurl + " matched nothing: the audit found no such vulnerability in that component")
                    .doesNotContain("for " + exploited + " on").doesNotContain("for " + harmless + " on");
        }
        JsonNode json = JSON.readTree(audit("--format", "json", "--vex", file.toString(), sbom.toString()).out());
        assertThat(json.get("unmatched_vex")).hasSize(2);
        assertThat(json.at("/unmatched_vex/0/products/0").asText()).isEqualTo("pkg:npm/not-in-this-sbom@1.0.0");

        JsonNode bom = JSON.readTree(audit("--format", "cyclonedx", "--vex", file.toString(), sbom.toString()).out());
        Map<String, JsonNode> analyses = new LinkedHashMap<>();
        for (JsonNode entry : bom.get("vulnerabilities")) {
            analyses.put(entry.get("id").asText(), entry.get("analysis"));
        }
        // the affected statement keeps the finding open and is carried as CycloneDX's "exploitable", with its impact
        assertThat(analyses.get(exploited).get("state").asText()).isEqualTo("exploitable");
        assertThat(analyses.get(exploited).get("detail").asText())
                .contains("mixed.openvex.json", "reachable from the admin API");
        assertThat(analyses.get(harmless).get("state").asText()).isEqualTo("not_affected");
        assertThat(analyses.get(harmless).get("justification").asText()).isEqualTo("code_not_present");
        assertThat(audit("--fail-on", "low", "--vex", file.toString(), sbom.toString()).exit()).isEqualTo(1);
    }

    @Test
    void ignoreRulesSuppressUntilTheyExpireAndExpiredRulesWarn(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        StringBuilder current = new StringBuilder("ignore:\n");
        StringBuilder expired = new StringBuilder("ignore:\n");
        for (Map.Entry<String, Set<String>> finding : findings.entrySet()) {
            for (String purl : finding.getValue()) {
                String pattern = purl.substring(0, purl.indexOf('@')) + "@*";
                current.append("  - id: ").append(finding.getKey()).append("\n    purl: \"").append(pattern)
                        .append("\"\n    reason: accepted risk\n    expires: 2999-12-31\n");
                expired.append("  - id: ").append(finding.getKey()).append("\n    purl: \"").append(pattern)
                        .append("\"\n    reason: accepted risk\n    expires: 2001-01-01\n");
            }
        }
        Path ok = Files.writeString(dir.resolve("ok.yaml"), current);
        Path old = Files.writeString(dir.resolve("old.yaml"), expired);
        Run passing = audit("--fail-on", "low", "--ignore-file", ok.toString(), sbom.toString());
        assertThat(passing.exit()).as(passing.out()).isZero();
        assertThat(passing.out()).contains("suppressed: ignored (accepted risk), ignore file");
        Run failing = audit("--fail-on", "low", "--ignore-file", old.toString(), sbom.toString());
        assertThat(failing.exit()).isEqualTo(1);
        assertThat(failing.err()).contains("expired on 2001-01-01");
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "ignore:\n  - id: CVE-1\n");
        Run refused = audit("--ignore-file", bad.toString(), sbom.toString());
        assertThat(refused.exit()).isEqualTo(2);
        assertThat(refused.err()).contains("ignore entry 1 needs an id and a reason");
    }

    @Test
    void sarifReportValidatesAgainstTheOasisSchemaAndMarksSuppressedResults(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        Map<String, Set<String>> findings = findings(sbom);
        Path out = dir.resolve("audit.sarif");
        Run run = audit("--format", "sarif", "--output", out.toString(), sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEmpty();
        JsonNode log = JSON.readTree(out.toFile());
        Set<ValidationMessage> problems = sarifSchema().validate(log);
        assertThat(problems).isEmpty();
        JsonNode results = log.at("/runs/0/results");
        assertThat(results).hasSize(findings.values().stream().mapToInt(Set::size).sum());
        Set<String> rules = new HashSet<>();
        log.at("/runs/0/tool/driver/rules").forEach(rule -> rules.add(rule.get("id").asText()));
        assertThat(rules).isEqualTo(findings.keySet());

        Path vexed = Files.writeString(dir.resolve("vexed.json"),
                JSON.writeValueAsString(withEmbeddedVex(sbom, findings, "not_affected")));
        JsonNode suppressed = JSON.readTree(audit("--format", "sarif", vexed.toString()).out());
        assertThat(sarifSchema().validate(suppressed)).isEmpty();
        for (JsonNode result : suppressed.at("/runs/0/results")) {
            assertThat(result.at("/suppressions/0/status").asText()).isEqualTo("accepted");
            assertThat(result.at("/suppressions/0/justification").asText()).contains("not_affected");
        }
    }

    private static JsonSchema sarifSchema() throws Exception {
        try (InputStream schema = Files.newInputStream(resource("sarif-schema-2.1.0.json"))) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(schema);
        }
    }

    @Test
    void anSbomWithNoPurlFailsFailOnUnlessEmptyIsAllowed() throws Exception {
        Path cbom = sample("sbom/cyclonedx/CBOM/Algorithm/bom.json");
        Run run = audit("--fail-on", "low", cbom.toString());
        assertThat(run.exit()).isEqualTo(3);
        assertThat(run.err()).contains("nothing could be audited", "no component has a purl");
        assertThat(audit("--fail-on", "low", "--allow-empty", cbom.toString()).exit()).isZero();
        assertThat(audit(cbom.toString()).exit()).isZero();
    }

    @Test
    void spdxTagValueIsAuditedByItsPurlsAndCpesAndNamesWhatHasNeither() throws Exception {
        Run run = audit("--format", "json", resource("SPDXTagExample-v2.3.spdx").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode report = JSON.readTree(run.out());
        List<String> purls = new ArrayList<>();
        report.at("/vulnerabilities/components").forEach(i -> purls.add(i.get("purl").asText()));
        assertThat(purls).containsExactly("pkg:maven/org.apache.jena/apache-jena@3.12.0");
        // the glibc package gives only a CPE (of Spring, in the specification's example): matched by it
        assertThat(report.at("/cpe_components/0/cpe").asText())
                .isEqualTo("cpe:2.3:a:pivotal_software:spring_framework:4.1.0:*:*:*:*:*:*:*");
        assertThat(report.at("/cpe_components/0/match").asText()).isEqualTo("cpe");
        assertThat(report.get("not_audited")).hasSize(2);
        assertThat(run.err()).contains("2 components without a purl or CPE not audited: Apache Commons Lang, Saxon@8.8")
                .contains("1 components without a purl matched by CPE");
    }

    @Test
    void spdx3JsonLdIsAuditedByItsPackagesPurls() throws Exception {
        Run run = audit("--format", "json", resource("spdx3-example11-sbom.spdx.json").toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> purls = new ArrayList<>();
        JSON.readTree(run.out()).at("/vulnerabilities/components").forEach(i -> purls.add(i.get("purl").asText()));
        assertThat(purls).containsExactly("pkg:deb/debian/libselinux1-dev@3.1-3?arch=s390x", "pkg:cargo/hyper@0.14",
                "pkg:cargo/tokio@1.19.2", "pkg:cargo/pretty_env_logger@0.4.0");
    }

    @Test
    void standardInputIsReadForDash() throws Exception {
        Path sbom = sample(DROPWIZARD);
        InputStream saved = System.in;
        try (InputStream in = Files.newInputStream(sbom)) {
            System.setIn(in);
            Run run = audit("--format", "json", "-");
            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(JSON.readTree(run.out()).at("/vulnerabilities/components"))
                    .hasSize(AuditCommandTest.bomPurls(JSON.readTree(sbom.toFile())).size());
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void anOldSnapshotWarnsAndABrokenXmlSbomIsRefusedWithAMessage(@TempDir Path dir) throws Exception {
        Path sbom = sample(DROPWIZARD);
        assertThat(audit("--max-age", "1s", sbom.toString()).err()).contains("past the maximum age of 1s");
        assertThat(audit("--max-age", "36500d", sbom.toString()).err()).doesNotContain("past the maximum age");
        // the demo's data is as old as its sample feeds, however recently it was built: measured from the tracked
        // feed with the oldest data date in its manifest, which the warning and the JSON report's status.db name
        String oldestFeed = null;
        String oldestDate = null;
        for (JsonNode feed : JSON.readTree(SNAPSHOT.resolve("manifest.json").toFile()).get("feeds")) {
            String date = feed.path("data_date").asText(null);
            if (feed.path("tracked").asBoolean() && date != null && (oldestDate == null || date.compareTo(oldestDate) < 0)) {
                oldestDate = date;
                oldestFeed = feed.get("name").asText();
            }
        }
        assertThat(oldestFeed).isNotNull();
        assertThat(audit(sbom.toString()).err()).contains("audit: warning: snapshot feed " + oldestFeed + " data dated "
                + oldestDate + " is ").contains("past the maximum age of 7d");
        JsonNode db = JSON.readTree(audit("--format", "json", sbom.toString()).out()).at("/vulnerabilities/status/db");
        assertThat(db.get("data_date").asText()).isEqualTo(oldestDate);
        assertThat(db.get("oldest_feed").asText()).isEqualTo(oldestFeed);
        assertThat(db.get("stale").asBoolean()).isTrue();
        Path xml = Files.writeString(dir.resolve("bom.xml"), "<?xml version=\"1.0\"?><bom xmlns=\"http://cyclonedx.org/schema/bom/1.4\"><components>");
        Run run = audit(xml.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("bom.xml: not a readable CycloneDX XML BOM").doesNotContain("\tat ");
    }
}
