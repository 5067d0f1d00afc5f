package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A deliberately tiny deadline and maximum age: batches time out with 504; the snapshot is reported stale, in readiness
 * and the metrics, while it stays ready and answering.
 */
class DeadlineAndStalenessTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass(
            settings -> settings.withDeadline(Duration.ofNanos(1)).withMaxAge(Duration.ZERO));

    @Test
    void aBatchThatOutlivesTheDeadlineIs504Code4AndTheServerKeepsAnswering() throws Exception {
        // Sent whole in one write, so the body is there with the head: the deadline also covers receiving a body, and
        // a client library that sends the body after the head could see it cut (408) before the batch even starts.
        RawHttp raw = new RawHttp(server.port());
        String items = "{\"purl\":\"pkg:npm/react\"},".repeat(499) + "{\"purl\":\"pkg:npm/react\"}";
        RawHttp.Response response = raw.exchange(RawHttp.request("POST", "/v2/vulnerabilities/components",
                Map.of("Content-Type", "application/json"),
                ("{\"components\":[" + items + "]}").getBytes(StandardCharsets.UTF_8)));
        assertThat(response.status()).isEqualTo(504);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(4);
        assertThat(body.get("message").asText()).contains("deadline");
        assertThat(body.get("details")).isEmpty();
        RawHttp.Response after = raw.exchange(RawHttp.request("POST", "/v2/licenses/echo",
                Map.of("Content-Type", "application/json"), "{\"message\":\"after\"}".getBytes(StandardCharsets.UTF_8)));
        assertThat(after.body()).isEqualTo("{\"message\":\"after\"}");
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
