package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every request-level v2 failure answers the documented body {code, message, details} and never a stack trace. */
class V2ErrorContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode errorBody(HttpResponse<String> response, int status, int code) throws Exception {
        assertThat(response.statusCode()).isEqualTo(status);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(code);
        assertThat(body.get("message").asText()).isNotBlank();
        assertThat(body.get("details").isArray()).isTrue();
        assertThat(body.get("details")).isEmpty();
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("io.cis.");
        return body;
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"message\":", "{message: hi}", "not json", "[\"message\"]", "\"hi\"", "{\"message\":\"hi\"}}"})
    void malformedJsonToAnEchoIs400Code3(String body) throws Exception {
        errorBody(server.post("/v2/licenses/echo", body), 400, 3);
    }

    @Test
    void anEmptyBodyIs400Code3() throws Exception {
        errorBody(server.post("/v2/dependencies/echo", ""), 400, 3);
    }

    @Test
    void aMessageOfTheWrongTypeIs400Code3() throws Exception {
        JsonNode body = errorBody(server.post("/v2/licenses/echo", "{\"message\": 42}"), 400, 3);
        assertThat(body.get("message").asText()).contains("message");
    }

    @Test
    void theMalformedJsonMessageSaysWhere() throws Exception {
        JsonNode body = errorBody(server.post("/v2/licenses/echo", "{\"message\": \"hi\",\n ]"), 400, 3);
        assertThat(body.get("message").asText()).contains("line 2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v2/nothing/here", "/", "/v2/licenses/detail", "/v3x/unknown"})
    void anUnknownRouteIs404Code5(String path) throws Exception {
        errorBody(server.get(path), 404, 5);
    }

    @Test
    void aWrongMethodOnAKnownRouteIs405Code12() throws Exception {
        errorBody(server.get("/v2/licenses/echo"), 405, 12);
        errorBody(server.post("/v2/licenses/details?id=MIT", "{}"), 405, 12);
        errorBody(server.send(HttpRequest.newBuilder(server.uri("/v2/licenses/echo")).DELETE().build()), 405, 12);
    }

    @Test
    void responsesDoNotAdvertiseTheServerSoftware() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details?id=MIT");
        assertThat(response.headers().firstValue("server")).isEmpty();
        assertThat(response.headers().firstValue("x-powered-by")).isEmpty();
    }
}
