package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packaged jar, started as the README says, serves the bundled demo snapshot. */
class JarServesDemoSnapshotIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @TempDir
    static Path dir;
    private static Process server;
    private static int port;

    @BeforeAll
    static void startTheJar() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        server = new ProcessBuilder(PackagedJar.command("serve", "--demo", "--port", String.valueOf(port),
                "--host", "127.0.0.1", "--cache-dir", dir.resolve("cache").toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("serve.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(dir.resolve("serve.log"))).isTrue();
            try {
                if (post("/v2/licenses/echo", "{}").statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("server did not answer within 60 s: " + Files.readString(dir.resolve("serve.log")));
    }

    @AfterAll
    static void stopTheJar() throws Exception {
        server.destroy();
        assertThat(server.waitFor(30, TimeUnit.SECONDS)).as("stops on SIGTERM").isTrue();
    }

    static HttpResponse<String> post(String path, String body) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> get(String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void echoAnswersTheMessage() throws Exception {
        HttpResponse<String> response = post("/v2/licenses/echo", "{\"message\":\"hi\"}");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"message\":\"hi\"}");
    }

    @Test
    void licenseDetailsComeFromTheBundledSnapshot() throws Exception {
        HttpResponse<String> response = get("/v2/licenses/details?id=Apache-2.0");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.at("/license/spdx/is_osi_approved").asBoolean()).isTrue();
        assertThat(body.at("/license/spdx/cross_refs")).isNotEmpty();
        assertThat(body.at("/status/db/created_at").asText()).isEqualTo(DemoSnapshotTest.bundledCreatedAt());
        assertThat(body.at("/status/server/version").asText()).isNotBlank().isNotEqualTo("unknown");
    }

    @Test
    void theDemoSaysSoInItsStartUpLineReadinessAndEveryStatusDb() throws Exception {
        assertThat(Files.readString(dir.resolve("serve.log"))).contains("serving the demo snapshot (bundled sample data");
        JsonNode ready = JSON.readTree(get("/readyz").body());
        assertThat(ready.get("demo").asBoolean()).isTrue();
        assertThat(JSON.readTree(get("/v2/licenses/details?id=MIT").body()).at("/status/db/demo").asBoolean()).isTrue();
    }

    @Test
    void withoutASnapshotSettingServeExits2NamingTheSettings() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(PackagedJar.command("serve", "--port", "0"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("no-setting.log").toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("CIS_"));
        builder.environment().put("CIS_SNAPHOTS", "/srv/cis/snapshots");
        Process refused = builder.start();
        assertThat(refused.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(refused.exitValue()).isEqualTo(2);
        String said = Files.readString(dir.resolve("no-setting.log"));
        assertThat(said).contains("warning: CIS_SNAPHOTS is set but no setting reads it; did you mean CIS_SNAPSHOTS?")
                .contains("serve needs a snapshot to answer from; none of --snapshot DIR (CIS_SNAPSHOT), "
                        + "--snapshots ROOT (CIS_SNAPSHOTS) or --demo")
                .doesNotContain("Exception");
        assertThat(said.strip().lines()).hasSize(2);
    }

    @Test
    void staticAnalysisIssuesOfTheBundledSemgrepLogAreServed() throws Exception {
        HttpResponse<String> response = get("/v2/semgrep/issues/component?purl=pkg:github/leftrightleft/pygoat");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode component = JSON.readTree(response.body()).get("component");
        assertThat(component.get("version").asText()).isEqualTo("c45f8ffbc611bf61d7cdf81c3fd09be3aed9545d");
        assertThat(component.at("/files/0/issues/0/ruleID").asText()).isNotBlank();
        assertThat(component.at("/files/0/issues/0/from").isTextual()).isTrue();
    }

    @Test
    void theBundledSnapshotHasOsadlObligationsAndComponentLicenses() throws Exception {
        JsonNode gpl = JSON.readTree(get("/v2/licenses/details?id=GPL-3.0-or-later").body());
        assertThat(gpl.at("/license/type").asText()).isEqualTo("COPYLEFT");
        assertThat(gpl.at("/license/osadl/copyleft_clause").asBoolean()).isTrue();
        HttpResponse<String> response = post("/v2/licenses/components",
                "{\"components\":[{\"purl\":\"pkg:maven/org.glassfish.hk2/osgi-resource-locator@1.0.1\"}]}");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(response.body()).at("/components/0/statement").asText())
                .isEqualTo("CDDL-1.0 OR GPL-2.0-with-classpath-exception");
    }

    @Test
    void malformedJsonAndUnknownRoutesGetTheV2ErrorBody() throws Exception {
        HttpResponse<String> malformed = post("/v2/licenses/echo", "{\"message\":");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(malformed.body()).get("code").asInt()).isEqualTo(3);
        HttpResponse<String> unknown = get("/v2/unknown");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(unknown.body()).get("code").asInt()).isEqualTo(5);
        assertThat(unknown.body()).doesNotContain("Exception");
    }

    @Test
    void theBundledSnapshotAnswersReleaseNotesAndV3Errors() throws Exception {
        HttpResponse<String> notes = get("/v3/components/releases?purl=pkg:npm/express&requirement=4.18.2"
                + "&show_related_results=true");
        assertThat(notes.statusCode()).isEqualTo(200);
        JsonNode release = JSON.readTree(notes.body()).path("releases").get(0);
        assertThat(release.path("version").asText()).isEqualTo("4.18.2");
        assertThat(release.path("date").asText()).isEqualTo("2022-10-08");
        HttpResponse<String> unknown = get("/v3/unknown");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(unknown.body()).path("status").asText()).isEqualTo("error");
    }

    @Test
    void aSnapshotBuiltByTheJarIsServedAndACorruptedOneIsRefusedWithExit2() throws Exception {
        Path out = dir.resolve("built");
        Process build = new ProcessBuilder(PackagedJar.command("build", "--feeds",
                Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(), "--out", out.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("build.log").toFile()).start();
        assertThat(build.waitFor()).as(Files.readString(dir.resolve("build.log"))).isZero();

        Path sst;
        try (var files = Files.list(out)) {
            sst = files.filter(p -> p.toString().endsWith(".sst")).findFirst().orElseThrow();
        }
        byte[] bytes = Files.readAllBytes(sst);
        bytes[bytes.length / 2] ^= 1;
        Files.write(sst, bytes);
        Process refused = new ProcessBuilder(PackagedJar.command("serve", "--snapshot", out.toString(), "--port", "0"))
                .redirectErrorStream(true).redirectOutput(dir.resolve("refused.log").toFile()).start();
        assertThat(refused.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(refused.exitValue()).isEqualTo(2);
        assertThat(Files.readString(dir.resolve("refused.log"))).contains(sst.toString());
    }
}
