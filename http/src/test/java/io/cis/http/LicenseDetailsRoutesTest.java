package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E12 answers the SPDX facts of a license id from the snapshot, with the snapshot's identity in status.db. */
class LicenseDetailsRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static RunningServer server;

    @BeforeAll
    static void start() throws Exception {
        server = new RunningServer(dir);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode details(String id) throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details?id=" + id);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    @Test
    void apacheHasItsFullSpdxBlock() throws Exception {
        JsonNode license = details("Apache-2.0").get("license");
        assertThat(license.get("full_name").asText()).isEqualTo("Apache License 2.0");
        assertThat(license.get("type").asText()).isEqualTo("UNKNOWN");
        JsonNode spdx = license.get("spdx");
        assertThat(spdx.get("id").asText()).isEqualTo("Apache-2.0");
        assertThat(spdx.get("is_osi_approved").asBoolean()).isTrue();
        assertThat(spdx.get("is_fsf_libre").asBoolean()).isTrue();
        assertThat(spdx.get("is_deprecated").asBoolean()).isFalse();
        assertThat(spdx.get("details_url").asText()).isEqualTo("https://spdx.org/licenses/Apache-2.0.json");
        assertThat(spdx.get("reference_url").asText()).isEqualTo("https://spdx.org/licenses/Apache-2.0.html");
        assertThat(spdx.get("see_also")).isNotEmpty();
        assertThat(spdx.get("cross_refs")).isNotEmpty();
        JsonNode ref = spdx.get("cross_refs").get(0);
        assertThat(ref.fieldNames()).toIterable()
                .containsExactlyInAnyOrder("url", "is_valid", "is_live", "timestamp", "is_wayback_link", "order", "match");
        assertThat(spdx.get("exceptions")).extracting(e -> e.get("id").asText()).contains("LLVM-exception");
        assertThat(spdx.get("exceptions").get(0).fieldNames()).toIterable()
                .containsExactlyInAnyOrder("id", "full_name", "details_url", "see_also", "is_deprecated");
    }

    @Test
    void statusReportsSuccessTheSnapshotThatAnsweredAndTheServerVersion() throws Exception {
        JsonNode status = details("MIT").get("status");
        JsonNode manifest = JSON.readTree(Files.readString(dir.resolve("snapshot").resolve("manifest.json")));
        assertThat(status.get("status").asText()).isEqualTo("SUCCESS");
        assertThat(status.get("message").asText()).isNotBlank();
        assertThat(status.get("db").get("schema_version").asText()).isEqualTo(manifest.get("schema_version").asText()).isEqualTo("1.5.0");
        assertThat(status.get("db").get("created_at").asText()).isEqualTo(manifest.get("created_at").asText());
        assertThat(status.get("server").get("version").asText()).isEqualTo("test-version");
    }

    @Test
    void idsMatchWithoutRegardToCaseAndDeprecatedIdsSaySo() throws Exception {
        JsonNode spdx = details("gpl-2.0").get("license").get("spdx");
        assertThat(spdx.get("id").asText()).isEqualTo("GPL-2.0");
        assertThat(spdx.get("is_deprecated").asBoolean()).isTrue();
    }

    @Test
    void anExceptionIdIsAnsweredFromTheExceptionList() throws Exception {
        JsonNode license = details("Classpath-exception-2.0").get("license");
        assertThat(license.get("full_name").asText()).isEqualTo("Classpath exception 2.0");
        assertThat(license.get("spdx").get("id").asText()).isEqualTo("Classpath-exception-2.0");
    }

    @Test
    void anUnknownIdIs404Code5() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details?id=Not-A-License-1.0");
        assertThat(response.statusCode()).isEqualTo(404);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(5);
        assertThat(body.get("message").asText()).contains("Not-A-License-1.0");
    }

    @Test
    void aMissingIdIs400Code3() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(response.body()).get("code").asInt()).isEqualTo(3);
    }
}
