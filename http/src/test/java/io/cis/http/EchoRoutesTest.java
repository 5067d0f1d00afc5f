package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.v2.EchoRoutes;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E9, E10 and the echo of every other v2 domain answer exactly the message they were sent. */
class EchoRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    @Test
    void everyDomainEchoesTheMessage() throws Exception {
        for (String domain : EchoRoutes.DOMAINS) {
            String message = "ping from " + domain + " ✓ \"quoted\"";
            HttpResponse<String> response = server.post("/v2/" + domain + "/echo",
                    JSON.writeValueAsString(java.util.Map.of("message", message)));
            assertThat(response.statusCode()).as(domain).isEqualTo(200);
            assertThat(JSON.readTree(response.body()).get("message").asText()).as(domain).isEqualTo(message);
        }
    }

    @Test
    void aFormEncodedContentTypeIsStillReadAsJsonAsCurlSendsIt() throws Exception {
        HttpResponse<String> response = server.send(HttpRequest.newBuilder(server.uri("/v2/licenses/echo"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"hi\"}")).build());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"message\":\"hi\"}");
    }

    @Test
    void unknownFieldsAreIgnoredAndAMissingMessageEchoesEmpty() throws Exception {
        assertThat(server.post("/v2/dependencies/echo", "{\"message\":\"x\",\"extra\":[1,2]}").body()).isEqualTo("{\"message\":\"x\"}");
        assertThat(server.post("/v2/dependencies/echo", "{}").body()).isEqualTo("{\"message\":\"\"}");
    }
}
