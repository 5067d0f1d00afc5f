package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.testkit.SampleSnapshot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A server started before its first snapshot: alive, not ready, refusing every question with the documented 503 body,
 * and answering as soon as the first snapshot is switched in.
 */
class WaitingForFirstSnapshotTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();

    private HttpResponse<String> get(int port, String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void notReadyAndRefusingUntilTheFirstSnapshotThenAnswering() throws Exception {
        ServiceMetrics metrics = new ServiceMetrics();
        EngineSwitch engines = EngineSwitch.waiting();
        ServerSettings settings = ServerSettings.defaults("127.0.0.1", 0);
        metrics.watch(engines, Clock.systemUTC(), settings.maxAge(), List.of());
        ApiServer server = new ApiServer(engines, new ServerVersion("test-version"), settings,
                new Operations(metrics, new AccessLog(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                        Clock.systemUTC(), Optional.empty()));
        int port = server.start();
        try {
            assertThat(get(port, "/healthz").statusCode()).isEqualTo(200);
            HttpResponse<String> ready = get(port, "/readyz");
            assertThat(ready.statusCode()).isEqualTo(503);
            assertThat(JSON.readTree(ready.body()).get("status").asText()).isEqualTo("waiting");
            HttpResponse<String> v2 = get(port, "/v2/licenses/details?id=MIT");
            assertThat(v2.statusCode()).isEqualTo(503);
            JsonNode body = JSON.readTree(v2.body());
            assertThat(body.get("code").asInt()).isEqualTo(14);
            assertThat(body.get("message").asText()).contains("no snapshot is open yet");
            assertThat(get(port, "/v3/components/releases?purl=pkg:npm/react").statusCode()).isEqualTo(503);
            assertThat(get(port, "/metrics").statusCode()).isEqualTo(200);

            engines.switchTo(Engine.open(SampleSnapshot.path(), SnapshotOptions.DEFAULTS, metrics::outcome));

            assertThat(get(port, "/readyz").statusCode()).isEqualTo(200);
            HttpResponse<String> mit = get(port, "/v2/licenses/details?id=MIT");
            assertThat(mit.statusCode()).isEqualTo(200);
            assertThat(JSON.readTree(mit.body()).at("/license/spdx/id").asText()).isEqualTo("MIT");
        } finally {
            server.close();
            engines.close();
        }
    }
}
