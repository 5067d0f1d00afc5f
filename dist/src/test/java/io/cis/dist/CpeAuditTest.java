package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import io.cis.dist.CommandsTest.Run;
import io.cis.engine.vulnerabilities.Cpe23;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code audit} of components an SBOM knows only by a CPE (as firmware and Yocto SBOMs give them), against the demo
 * snapshot: they are matched against the NVD configurations of the sample NVD records. The expected findings are
 * read from those records here: for every criterion naming vulnerable software, a CPE at a version the criterion
 * covers (its own version, or its range's start or inclusive end) must be found affected by its CVE.
 */
class CpeAuditTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Path SNAPSHOT = UnpackedDemoSnapshot.path();

    private static Path nvd() {
        return Path.of(System.getProperty("cis.sample.feeds")).resolve("nvd");
    }

    private static Run audit(String... args) {
        List<String> all = new ArrayList<>(List.of("audit", "--snapshot", SNAPSHOT.toString()));
        all.addAll(List.of(args));
        return CommandsTest.run(all.toArray(String[]::new));
    }

    /** A CPE the criterion covers, with the CVE: its own version, else its range's start or inclusive end. */
    record Covered(String cpe, String cve) {
    }

    private static List<Covered> coveredByTheSampleCriteria() throws Exception {
        List<Covered> covered = new ArrayList<>();
        try (Stream<Path> files = Files.walk(nvd())) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                JsonNode document = JSON.readTree(file.toFile());
                for (JsonNode vulnerability : document.path("vulnerabilities")) {
                    String cve = vulnerability.at("/cve/id").asText();
                    for (JsonNode configuration : vulnerability.at("/cve/configurations")) {
                        nodes(configuration.path("nodes"), "cpeMatch", "criteria", cve, covered);
                    }
                }
                for (JsonNode item : document.path("CVE_Items")) {
                    String cve = item.at("/cve/CVE_data_meta/ID").asText();
                    if (!item.at("/cve/description/description_data/0/value").asText().startsWith("** REJECT **")) {
                        nodes(item.at("/configurations/nodes"), "cpe_match", "cpe23Uri", cve, covered);
                    }
                }
            }
        }
        return covered;
    }

    private static void nodes(JsonNode nodes, String matches, String field, String cve, List<Covered> covered) {
        for (JsonNode node : nodes) {
            if (node.path("negate").asBoolean(false)) {
                continue;
            }
            for (JsonNode match : node.path(matches)) {
                if (!match.path("vulnerable").asBoolean()) {
                    continue;
                }
                String criteria = match.get(field).asText();
                String version = fields(criteria).get(5);
                Optional<String> cpe = Optional.empty();
                if (!version.equals("*") && !version.equals("-")) {
                    cpe = Optional.of(criteria);
                } else if (version.equals("*") && match.hasNonNull("versionStartIncluding")) {
                    cpe = Cpe23.withVersion(criteria, match.get("versionStartIncluding").asText());
                } else if (version.equals("*") && match.hasNonNull("versionEndIncluding")) {
                    cpe = Cpe23.withVersion(criteria, match.get("versionEndIncluding").asText());
                }
                cpe.ifPresent(name -> covered.add(new Covered(name, cve)));
            }
            nodes(node.path("children"), matches, field, cve, covered);
        }
    }

    /** The fields of a CPE 2.3 formatted string, split on colons a backslash does not escape. */
    private static List<String> fields(String cpe) {
        return List.of(cpe.split("(?<!\\\\):"));
    }

    /** A CycloneDX BOM of components that carry a CPE and no purl. */
    private static ObjectNode bomOf(List<String> cpes) {
        ObjectNode bom = JSON.createObjectNode();
        bom.put("bomFormat", "CycloneDX").put("specVersion", "1.5").put("version", 1);
        bom.putObject("metadata").putObject("component").put("type", "firmware").put("name", "gateway")
                .put("version", "3.2.0");
        ArrayNode components = bom.putArray("components");
        for (int i = 0; i < cpes.size(); i++) {
            List<String> fields = fields(cpes.get(i));
            components.addObject().put("type", "application").put("bom-ref", "c" + i).put("name", fields.get(4))
                    .put("version", fields.get(5)).put("cpe", cpes.get(i));
        }
        return bom;
    }

    @Test
    void everyCpeACriterionOfTheSampleNvdRecordsCoversIsFoundAffectedByItsCve(@TempDir Path dir) throws Exception {
        List<Covered> covered = coveredByTheSampleCriteria();
        assertThat(covered).hasSizeGreaterThan(200);
        Map<String, Set<String>> expected = new LinkedHashMap<>();
        covered.forEach(c -> expected.computeIfAbsent(c.cpe(), k -> new HashSet<>()).add(c.cve()));
        List<String> cpes = new ArrayList<>(expected.keySet());
        Path sbom = Files.writeString(dir.resolve("firmware.cdx.json"), JSON.writeValueAsString(bomOf(cpes)));

        Run run = audit("--format", "json", sbom.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode report = JSON.readTree(run.out());
        assertThat(report.at("/vulnerabilities/components")).isEmpty();
        JsonNode items = report.get("cpe_components");
        assertThat(items).hasSize(cpes.size());
        for (int i = 0; i < cpes.size(); i++) {
            JsonNode item = items.get(i);
            assertThat(item.get("cpe").asText()).isEqualTo(cpes.get(i));
            assertThat(item.get("match").asText()).isEqualTo("cpe");
            Set<String> found = new HashSet<>();
            item.path("vulnerabilities").forEach(v -> found.add(v.get("id").asText()));
            assertThat(found).as(cpes.get(i)).containsAll(expected.get(cpes.get(i)));
        }
        assertThat(run.err()).contains(cpes.size() + " components without a purl matched by CPE");
    }

    @Test
    void aYoctoStyleSbomIsMatchedByItsCpesInEveryReport(@TempDir Path dir) throws Exception {
        // Yocto writes the part (and at times the vendor) as ANY; xz 5.6.0 is CVE-2024-3094's (NVD: exactly 5.6.0
        // and 5.6.1), 5.4.6 is not; a component with neither purl nor CPE is named, not dropped
        ObjectNode bom = bomOf(List.of("cpe:2.3:*:tukaani:xz:5.6.0:*:*:*:*:*:*:*", "cpe:2.3:*:*:xz:5.4.6:*:*:*:*:*:*:*"));
        ((ArrayNode) bom.get("components")).addObject().put("type", "file").put("name", "rootfs.squashfs")
                .put("version", "3.2.0");
        Path sbom = Files.writeString(dir.resolve("yocto.cdx.json"), JSON.writeValueAsString(bom));

        Run table = audit(sbom.toString());
        assertThat(table.exit()).as(table.err()).isZero();
        String finding = table.out().lines().filter(l -> l.contains("CVE-2024-3094")).findFirst().orElseThrow();
        assertThat(table.out()).contains("cpe:2.3:*:tukaani:xz:5.6.0", "matched by CPE against NVD's configurations");
        assertThat(finding).contains("critical");
        String totals = table.out().lines().reduce((a, b) -> b).orElseThrow();
        assertThat(totals).contains("2 components matched by CPE")
                .contains("1 components without a purl or CPE not audited: rootfs.squashfs@3.2.0");

        assertThat(audit("--fail-on", "high", sbom.toString()).exit()).isEqualTo(1);

        JsonNode cyclonedx = JSON.readTree(audit("--format", "cyclonedx", sbom.toString()).out());
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7, builder ->
                builder.schemaMappers(mappers -> mappers.mapPrefix("http://cyclonedx.org/schema/", "classpath:")));
        assertThat(factory.getSchema(SchemaLocation.of("http://cyclonedx.org/schema/bom-1.6.schema.json"))
                .validate(cyclonedx)).isEmpty();
        List<String> entries = new ArrayList<>();
        for (JsonNode entry : cyclonedx.get("vulnerabilities")) {
            String match = "";
            for (JsonNode property : entry.path("properties")) {
                match = property.get("name").asText().equals("cis:match") ? property.get("value").asText() : match;
            }
            entries.add(entry.get("id").asText() + " " + match + " " + entry.at("/affects/0/ref").asText());
        }
        assertThat(entries).contains("CVE-2024-3094 cpe c0").noneMatch(e -> e.endsWith(" c1"));

        JsonNode sarif = JSON.readTree(audit("--format", "sarif", sbom.toString()).out());
        JsonNode result = sarif.at("/runs/0/results/0");
        assertThat(result.get("ruleId").asText()).isEqualTo("CVE-2024-3094");
        assertThat(result.at("/properties/match").asText()).isEqualTo("cpe");
        assertThat(result.at("/locations/0/logicalLocations/0/fullyQualifiedName").asText())
                .isEqualTo("cpe:2.3:*:tukaani:xz:5.6.0:*:*:*:*:*:*:*");
    }

    @Test
    void aFirmwareProductNamedByItsCpeIsAuditedItself(@TempDir Path dir) throws Exception {
        List<Covered> covered = coveredByTheSampleCriteria();
        String firmware = covered.stream().map(Covered::cpe).filter(cpe -> fields(cpe).get(2).equals("o")
                && fields(cpe).get(4).endsWith("_firmware")).findFirst().orElseThrow();
        Set<String> expected = new HashSet<>();
        covered.stream().filter(c -> c.cpe().equals(firmware)).forEach(c -> expected.add(c.cve()));
        ObjectNode bom = bomOf(List.of());
        ((ObjectNode) bom.at("/metadata/component")).put("cpe", firmware).put("bom-ref", "product");
        Path sbom = Files.writeString(dir.resolve("router.cdx.json"), JSON.writeValueAsString(bom));
        JsonNode items = JSON.readTree(audit("--format", "json", sbom.toString()).out()).get("cpe_components");
        assertThat(items).hasSize(1);
        Set<String> found = new HashSet<>();
        items.at("/0/vulnerabilities").forEach(v -> found.add(v.get("id").asText()));
        assertThat(found).as(firmware).isNotEmpty().containsAll(expected);
    }

    @Test
    void aCpeThatCannotBeMatchedIsSaidSoAndNotCountedAsAudited(@TempDir Path dir) throws Exception {
        Path sbom = Files.writeString(dir.resolve("unmatched.cdx.json"), JSON.writeValueAsString(bomOf(List.of(
                "cpe:2.3:a:tukaani:xz:*:*:*:*:*:*:*:*", "cpe:2.3:a:nobody:no_such_product:1.0:*:*:*:*:*:*:*"))));
        JsonNode items = JSON.readTree(audit("--format", "json", sbom.toString()).out()).get("cpe_components");
        assertThat(items.at("/0/info_code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(items.at("/0/info_message").asText()).contains("names no version");
        assertThat(items.at("/1/info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(items.at("/1/info_message").asText()).contains("no_such_product");
        Run run = audit("--fail-on", "low", sbom.toString());
        assertThat(run.exit()).isEqualTo(AuditCommand.NOTHING_AUDITED);
        assertThat(run.err()).contains("nothing could be audited");
    }
}
