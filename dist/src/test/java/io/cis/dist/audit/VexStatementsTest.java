package io.cis.dist.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the three VEX formats' real example documents say, read into statements, and how triage applies them. */
class VexStatementsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final VexFileReader reader = new VexFileReader(JSON);

    private static Path resource(String name) throws Exception {
        return Path.of(VexStatementsTest.class.getResource("/audit/" + name).toURI());
    }

    private static VulnerabilityRecord record(String id, String cve, String... aliases) {
        return new VulnerabilityRecord(id, cve, "", "", "HIGH", "", "", "osv", List.of(), null, false, List.of(aliases));
    }

    private static SbomComponent component(String ref, String purl) {
        return new SbomComponent(ref, "", "", purl);
    }

    @Test
    void openVexFixedStatementCoversThePackageWhateverItsQualifiers() throws Exception {
        List<VexStatement> statements = reader.read(resource("openvex-demo.vex.json"));
        assertThat(statements).hasSize(1);
        VexStatement statement = statements.get(0);
        assertThat(statement.status()).isEqualTo(VexStatus.FIXED);
        assertThat(statement.vulnerabilityIds()).containsExactly("CVE-2014-123456");
        Triage triage = new Triage(statements, List.of(), LocalDate.of(2026, 1, 1));
        Optional<Suppression> same = triage.suppression(component("", "pkg:apk/distro/git@2.39.0-r1"),
                record("CVE-2014-123456", ""));
        assertThat(same).map(Suppression::state).contains("fixed");
        assertThat(same).map(Suppression::origin).contains("openvex-demo.vex.json");
        assertThat(triage.suppression(component("", "pkg:apk/distro/git@2.40.0-r0"), record("CVE-2014-123456", "")))
                .isEmpty();
        assertThat(triage.suppression(component("", "pkg:apk/distro/git@2.39.0-r1"), record("CVE-2014-999999", "")))
                .isEmpty();
        // a statement naming the CVE covers the vulnerability filed under its advisory id with the CVE as an alias
        assertThat(triage.suppression(component("", "pkg:apk/distro/git@2.39.0-r1"),
                record("GHSA-xxxx-yyyy-zzzz", "", "CVE-2014-123456"))).map(Suppression::state).contains("fixed");
    }

    @Test
    void csafKnownNotAffectedCarriesTheImpactStatementAndMatchesByCveAlias() throws Exception {
        List<VexStatement> statements = reader.read(resource("csaf-vex-2022-evd-uc-01-na-001.json"));
        assertThat(statements).hasSize(1);
        VexStatement statement = statements.get(0);
        assertThat(statement.status()).isEqualTo(VexStatus.NOT_AFFECTED);
        assertThat(statement.vulnerabilityIds()).containsExactly("CVE-2021-44228");
        assertThat(statement.detail()).isEqualTo("Class with vulnerable code was removed before shipping.");
        // the example's product has no purl: its statement speaks only of the product id
        assertThat(statement.targets()).containsExactly("CSAFPID-0001");
        Triage triage = new Triage(statements, List.of(), LocalDate.of(2026, 1, 1));
        assertThat(triage.suppression(component("CSAFPID-0001", "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1"),
                record("GHSA-jfh8-c2jp-5v3q", "CVE-2021-44228"))).isPresent();
        assertThat(triage.suppression(component("x", "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1"),
                record("GHSA-jfh8-c2jp-5v3q", "CVE-2021-44228"))).isEmpty();
    }

    @Test
    void cycloneDxVexAboutTheProductCoversEveryComponentInIt() throws Exception {
        Path vex = Path.of(System.getProperty("cis.sample.feeds"), "sbom/cyclonedx/VEX/CISA-Use-Cases/Case-2/vex.json");
        List<VexStatement> statements = reader.read(vex);
        assertThat(statements).isNotEmpty().allMatch(VexStatement::productWide);
        String id = statements.get(0).vulnerabilityIds().iterator().next();
        Triage triage = new Triage(statements, List.of(), LocalDate.of(2026, 1, 1));
        Optional<Suppression> suppression = triage.suppression(component("", "pkg:generic/any@1"), record(id, ""));
        assertThat(suppression).map(Suppression::state).contains(statements.get(0).status().label());
    }

    @Test
    void aComponentStatementThatItIsAffectedOutweighsAProductWideNotAffected() {
        VexStatement product = new VexStatement(java.util.Set.of("CVE-1"), java.util.Set.of("product"), true,
                VexStatus.NOT_AFFECTED, "code_not_present", "", "a");
        VexStatement affected = new VexStatement(java.util.Set.of("CVE-1"), java.util.Set.of("pkg:npm/x@1"), false,
                VexStatus.AFFECTED, "", "", "b");
        Triage triage = new Triage(List.of(product, affected), List.of(), LocalDate.of(2026, 1, 1));
        assertThat(triage.suppression(component("", "pkg:npm/x@1"), record("CVE-1", ""))).isEmpty();
        assertThat(triage.suppression(component("", "pkg:npm/y@1"), record("CVE-1", ""))).isPresent();
    }

    @Test
    void aDocumentOfNoKnownVexFormatIsRefused(@TempDir Path dir) throws Exception {
        Path other = Files.writeString(dir.resolve("x.json"), "{\"statements\": []}");
        assertThatThrownBy(() -> reader.read(other)).isInstanceOf(SbomFormatException.class)
                .hasMessageContaining("not a CycloneDX, OpenVEX or CSAF 2.0 VEX document");
        Path badStatus = Files.writeString(dir.resolve("y.json"), """
                {"@context": "https://openvex.dev/ns/v0.2.0", "statements": [
                  {"vulnerability": {"name": "CVE-1"}, "products": [{"@id": "pkg:npm/x@1"}], "status": "safe"}]}""");
        assertThatThrownBy(() -> reader.read(badStatus)).hasMessageContaining("'safe'");
    }
}
