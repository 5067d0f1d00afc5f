package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.cis.dist.CommandsTest.Run;
import io.cis.dist.audit.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code audit} on the repo's real sample SBOMs against the demo snapshot, as a CI pipeline runs it. */
class AuditCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DROPWIZARD = "sbom/cyclonedx/SBOM/dropwizard-1.3.15/bom.json";

    private static final Path SNAPSHOT = UnpackedDemoSnapshot.path();

    static Stream<Path> sampleSboms() throws Exception {
        // The CycloneDX samples; the container SBOMs (CycloneDX and SPDX) have ContainerAuditTest.
        try (Stream<Path> files = Files.walk(feeds().resolve("sbom/cyclonedx"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    private static Path feeds() {
        return Path.of(System.getProperty("cis.sample.feeds"));
    }

    private static Run audit(String... args) {
        List<String> all = new ArrayList<>(List.of("audit", "--snapshot", SNAPSHOT.toString()));
        all.addAll(List.of(args));
        return CommandsTest.run(all.toArray(String[]::new));
    }

    /** The purls the audit answers for: the product's when it has one, then every component at any depth. */
    static List<String> bomPurls(JsonNode bom) {
        List<String> purls = new ArrayList<>();
        if (bom.at("/metadata/component/purl").isTextual()) {
            purls.add(bom.at("/metadata/component/purl").asText());
        } else {
            purls(bom.at("/metadata/component/components"), purls);
        }
        return purls(bom.path("components"), purls);
    }

    /** The purls of every component at any depth, read straight from the BOM. */
    private static List<String> purls(JsonNode components, List<String> into) {
        for (JsonNode component : components) {
            if (component.hasNonNull("purl")) {
                into.add(component.get("purl").asText());
            }
            purls(component.path("components"), into);
        }
        return into;
    }

    @ParameterizedTest
    @MethodSource("sampleSboms")
    void printsOneTableRowPerComponentWithAPurl(Path sbom) throws Exception {
        Run run = audit(sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> purls = bomPurls(JSON.readTree(sbom.toFile()));
        String[] lines = run.out().split("\n");
        assertThat(lines[0]).contains("component", "crit", "high", "epss", "license", "status");
        assertThat(lines[lines.length - 1]).startsWith(purls.size() + " components audited");
        // a component row starts in the first column, the rest of a long purl follows indented by two, findings by four
        List<String> shown = new ArrayList<>();
        for (int i = 1; i < lines.length - 1; i++) {
            if (!lines[i].startsWith(" ")) {
                shown.add(lines[i].split(" ")[0]);
            } else if (!lines[i].startsWith("    ")) {
                shown.set(shown.size() - 1, shown.get(shown.size() - 1) + lines[i].trim());
            }
        }
        assertThat(shown).isEqualTo(purls);
    }

    @ParameterizedTest
    @MethodSource("sampleSboms")
    void cycloneDxReportValidatesAgainstTheCycloneDx16Schema(Path sbom) throws Exception {
        Run run = audit("--format", "cyclonedx", sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode report = JSON.readTree(run.out());
        Set<ValidationMessage> problems = cycloneDx16().validate(report);
        assertThat(problems).as(sbom.toString()).isEmpty();
        assertThat(report.get("specVersion").asText()).isEqualTo("1.6");
        assertThat(report.path("components")).isEqualTo(withRefs(JSON.readTree(sbom.toFile()).path("components"),
                report.path("components")));
    }

    /**
     * The input components, unchanged but for the bom-ref the report may add to those without one and the
     * percent-encoding of external reference URLs that are not valid IRIs (decoding gives back the input).
     */
    private static JsonNode withRefs(JsonNode input, JsonNode output) {
        JsonNode copy = input.deepCopy();
        for (int i = 0; i < copy.size(); i++) {
            if (!copy.get(i).has("bom-ref") && output.get(i).has("bom-ref")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) copy.get(i)).set("bom-ref", output.get(i).get("bom-ref"));
            }
            JsonNode references = copy.get(i).path("externalReferences");
            for (int r = 0; r < references.size(); r++) {
                String sent = output.get(i).get("externalReferences").get(r).get("url").asText();
                if (java.net.URLDecoder.decode(sent.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8)
                        .equals(references.get(r).get("url").asText())) {
                    ((com.fasterxml.jackson.databind.node.ObjectNode) references.get(r)).put("url", sent);
                }
            }
            if (copy.get(i).has("components")) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) copy.get(i)).set("components",
                        withRefs(copy.get(i).get("components"), output.get(i).get("components")));
            }
        }
        return copy;
    }

    @Test
    void cycloneDxVulnerabilitiesAreTheJsonReportsAffectingTheReferencedComponents() throws Exception {
        Path sbom = feeds().resolve(DROPWIZARD);
        JsonNode json = JSON.readTree(audit("--format", "json", sbom.toString()).out());
        JsonNode bom = JSON.readTree(audit("--format", "cyclonedx", sbom.toString()).out());
        Set<String> expected = new HashSet<>();
        for (JsonNode item : json.at("/vulnerabilities/components")) {
            for (JsonNode vulnerability : item.path("vulnerabilities")) {
                expected.add(vulnerability.get("id").asText() + " " + refOf(bom, item.get("purl").asText()));
            }
        }
        Set<String> actual = new HashSet<>();
        for (JsonNode vulnerability : bom.get("vulnerabilities")) {
            for (JsonNode affects : vulnerability.get("affects")) {
                actual.add(vulnerability.get("id").asText() + " " + affects.get("ref").asText());
            }
        }
        assertThat(expected).isNotEmpty();
        assertThat(actual).isEqualTo(expected);
    }

    private static String refOf(JsonNode bom, String purl) {
        if (purl.equals(bom.at("/metadata/component/purl").asText())) {
            return bom.at("/metadata/component/bom-ref").asText();
        }
        for (JsonNode component : bom.get("components")) {
            if (purl.equals(component.path("purl").asText())) {
                return component.get("bom-ref").asText();
            }
        }
        throw new AssertionError(purl + " not in the report's components");
    }

    @Test
    void jsonReportHasTheV2ShapesWithOneItemPerComponent() throws Exception {
        Path sbom = feeds().resolve(DROPWIZARD);
        Run run = audit("--format", "json", sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode report = JSON.readTree(run.out());
        List<String> purls = bomPurls(JSON.readTree(sbom.toFile()));
        for (String answer : List.of("/vulnerabilities/components", "/licenses/components", "/component_status/components")) {
            List<String> answered = new ArrayList<>();
            report.at(answer).forEach(item -> answered.add(item.get("purl").asText()));
            assertThat(answered).as(answer).isEqualTo(purls);
        }
        assertThat(report.at("/vulnerabilities/status/status").asText()).isEqualTo("SUCCESS");
        assertThat(report.at("/vulnerabilities/status/db/schema_version").asText()).isNotEmpty();
        assertThat(report.at("/licenses/components/0/statement").isTextual()).isTrue();
        assertThat(report.at("/component_status/components/0/version_status").isObject()).isTrue();
    }

    @Test
    void failOnExitsOneAtTheHighestSeverityFoundAndZeroAboveIt() throws Exception {
        Path sbom = feeds().resolve(DROPWIZARD);
        Severity highest = highestSeverity(JSON.readTree(audit("--format", "json", sbom.toString()).out()));
        assertThat(highest).isGreaterThan(Severity.NONE);
        assertThat(audit("--fail-on", highest.cycloneDx(), sbom.toString()).exit()).isEqualTo(1);
        assertThat(audit("--fail-on", "LOW", sbom.toString()).exit()).isEqualTo(1);
        if (highest != Severity.CRITICAL) {
            Severity above = Severity.values()[highest.ordinal() + 1];
            assertThat(audit("--fail-on", above.cycloneDx(), sbom.toString()).exit()).isZero();
        }
    }

    /** The highest severity in the v2 answer: each vulnerability's label, else its highest CVSS score's label. */
    private static Severity highestSeverity(JsonNode report) {
        Severity highest = Severity.NONE;
        for (JsonNode item : report.at("/vulnerabilities/components")) {
            for (JsonNode vulnerability : item.path("vulnerabilities")) {
                double score = 0;
                for (JsonNode cvss : vulnerability.path("cvss")) {
                    score = Math.max(score, cvss.get("cvss_score").asDouble());
                }
                Optional<Severity> stated = Severity.parse(vulnerability.path("severity").asText());
                Severity severity = stated.orElse(Severity.ofScore(score));
                highest = severity.compareTo(highest) > 0 ? severity : highest;
            }
        }
        return highest;
    }

    @Test
    void anUnreadableSbomOrUnknownSeverityExitsTwoWithAMessage(@TempDir Path dir) throws Exception {
        Path notJson = Files.writeString(dir.resolve("bom.json"), "{ not json");
        Run bad = audit(notJson.toString());
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("audit failed", "bom.json").doesNotContain("Exception");
        Run severity = audit("--fail-on", "severe", feeds().resolve(DROPWIZARD).toString());
        assertThat(severity.exit()).isEqualTo(2);
        assertThat(severity.err()).contains("'severe' is not one of low, medium, high, critical");
    }

    @Test
    void readsAnSpdxDocumentsPackagesByTheirPurlReferences(@TempDir Path dir) throws Exception {
        // an SPDX 2.3 document written the way spdx tools write one, with the purls of two dropwizard components
        List<String> purls = purls(JSON.readTree(feeds().resolve(DROPWIZARD).toFile()).path("components"),
                new ArrayList<>()).subList(0, 2);
        StringBuilder packages = new StringBuilder();
        for (int i = 0; i < purls.size(); i++) {
            packages.append(i == 0 ? "" : ",").append("""
                    {"SPDXID": "SPDXRef-%d", "name": "p%d", "downloadLocation": "NOASSERTION",
                     "externalRefs": [{"referenceCategory": "PACKAGE-MANAGER", "referenceType": "purl",
                                       "referenceLocator": "%s"}]}""".formatted(i, i, purls.get(i)));
        }
        Path spdx = Files.writeString(dir.resolve("sbom.spdx.json"), """
                {"spdxVersion": "SPDX-2.3", "SPDXID": "SPDXRef-DOCUMENT", "name": "t", "packages": [%s,
                 {"SPDXID": "SPDXRef-x", "name": "no-purl", "downloadLocation": "NOASSERTION"}]}""".formatted(packages));
        JsonNode report = JSON.readTree(audit("--format", "json", spdx.toString()).out());
        List<String> answered = new ArrayList<>();
        report.at("/vulnerabilities/components").forEach(item -> answered.add(item.get("purl").asText()));
        assertThat(answered).isEqualTo(purls);
        assertThat(audit(spdx.toString()).out()).contains("1 components without a purl or CPE not audited: no-purl");
        assertThat(audit("--format", "cyclonedx", spdx.toString()).exit()).isEqualTo(2);
    }

    private static JsonSchema cycloneDx16() {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7, builder ->
                builder.schemaMappers(mappers -> mappers.mapPrefix("http://cyclonedx.org/schema/", "classpath:")));
        return factory.getSchema(SchemaLocation.of("http://cyclonedx.org/schema/bom-1.6.schema.json"));
    }
}
