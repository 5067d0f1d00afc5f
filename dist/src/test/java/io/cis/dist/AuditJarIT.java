package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The packaged jar audits every input form with what it ships (the XML reader's library among it), on the bundled
 * demo snapshot, and writes SARIF; a class missing from the jar would show here, not in the unit tests.
 */
class AuditJarIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Path SNAPSHOT = UnpackedDemoSnapshot.path();

    private record Result(int exit, String out, String err) {
    }

    private static Result audit(String... args) throws Exception {
        List<String> command = PackagedJar.command("audit", "--snapshot", SNAPSHOT.toString());
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), out, err);
    }

    private static Path resource(String name) throws Exception {
        return Path.of(AuditJarIT.class.getResource("/audit/" + name).toURI());
    }

    private static List<String> purls(String report) throws Exception {
        List<String> purls = new ArrayList<>();
        JSON.readTree(report).at("/vulnerabilities/components").forEach(item -> purls.add(item.get("purl").asText()));
        return purls;
    }

    @Test
    void everyInputFormIsReadByThePackagedJar() throws Exception {
        for (String name : List.of("cern-lhc-vdm-editor-e564943.bom.xml", "SPDXTagExample-v2.3.spdx",
                "spdx3-example11-sbom.spdx.json")) {
            Result run = audit("--format", "json", resource(name).toString());
            assertThat(run.exit()).as(name + ": " + run.err()).isZero();
            assertThat(purls(run.out())).as(name).isNotEmpty();
        }
    }

    @Test
    void sarifFromThePackagedJarHasAResultPerFinding() throws Exception {
        Path sbom = Path.of(System.getProperty("cis.sample.feeds"), "sbom/cyclonedx/SBOM/dropwizard-1.3.15/bom.json");
        Result json = audit("--format", "json", sbom.toString());
        int findings = 0;
        for (JsonNode item : JSON.readTree(json.out()).at("/vulnerabilities/components")) {
            findings += item.path("vulnerabilities").size();
        }
        Result sarif = audit("--format", "sarif", "--fail-on", "low", sbom.toString());
        assertThat(sarif.exit()).isEqualTo(findings > 0 ? 1 : 0);
        assertThat(JSON.readTree(sarif.out()).at("/runs/0/results").size()).isEqualTo(findings);
    }
}
