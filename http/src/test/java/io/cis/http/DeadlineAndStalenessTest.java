package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deliberately tiny deadline and maximum age: batches time out with 504; the snapshot is reported stale, in readiness
 * and the metrics, while it stays ready and answering.
 */
class DeadlineAndStalenessTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static RunningServer server;

    @BeforeAll
    static void start() throws Exception {
        server = new RunningServer(dir, settings -> settings.withDeadline(Duration.ofNanos(1)).withMaxAge(Duration.ZERO));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aBatchThatOutlivesTheDeadlineIs504Code4AndTheServerKeepsAnswering() throws Exception {
        String items = "{\"purl\":\"pkg:npm/react\"},".repeat(499) + "{\"purl\":\"pkg:npm/react\"}";
        HttpResponse<String> response = server.post("/v2/vulnerabilities/components", "{\"components\":[" + items + "]}");
        assertThat(response.statusCode()).isEqualTo(504);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(4);
        assertThat(body.get("message").asText()).contains("deadline");
        assertThat(body.get("details")).isEmpty();
        assertThat(server.post("/v2/licenses/echo", "{\"message\":\"after\"}").body()).isEqualTo("{\"message\":\"after\"}");
    }

    @Test
    void pastTheMaximumAgeTheSnapshotIsReportedStaleAndStaysReady() throws Exception {
        HttpResponse<String> ready = server.get("/readyz");
        assertThat(ready.statusCode()).isEqualTo(200);
        JsonNode body = JSON.readTree(ready.body());
        assertThat(body.get("status").asText()).isEqualTo("ready");
        assertThat(body.get("stale").asBoolean()).isTrue();
        assertThat(body.get("max_age_seconds").asLong()).isZero();
        assertThat(server.get("/v2/licenses/details?id=MIT").statusCode()).isEqualTo(200);
    }
}
