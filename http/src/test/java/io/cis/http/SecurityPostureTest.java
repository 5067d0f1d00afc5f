package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The security posture of docs/security.md: API keys when configured (401 everywhere but /healthz, keys never logged),
 * no request body in any log, no server software header, no directory listing, no route that takes a path.
 */
class SecurityPostureTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "ci-7c1d-5e0f";
    private static final String OTHER_KEY = "release team key";

    @RegisterExtension
    static final RunningServer open = RunningServer.perTestClass();
    @RegisterExtension
    static final RunningServer guarded =
            RunningServer.perTestClass(settings -> settings, ApiKeys.of(List.of(KEY, OTHER_KEY)));

    private static HttpResponse<String> withKey(RunningServer server, String method, String path, String key)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(path))
                .method(method, method.equals("POST") ? HttpRequest.BodyPublishers.ofString("{\"message\":\"hi\"}")
                        : HttpRequest.BodyPublishers.noBody())
                .header("Content-Type", "application/json");
        if (key != null) {
            request.header(ApiKeys.HEADER, key);
        }
        return server.send(request.build());
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET /v2/licenses/details?id=MIT", "POST /v2/licenses/echo", "POST /v2/components/echo",
            "GET /v2/components/status/component?purl=pkg:npm/express", "GET /metrics",
            "POST /admin/reload", "GET /v2/no/such/route"})
    void withAKeyFileAV2RequestWithoutAListedKeyIs401Code16(String request) throws Exception {
        String[] parts = request.split(" ");
        // (Trailing blanks are not part of an HTTP header value, so "KEY " is KEY on the wire.)
        for (String key : new String[] {null, "", "wrong", KEY.substring(1), KEY + "x", KEY.toUpperCase()}) {
            HttpResponse<String> response = withKey(guarded, parts[0], parts[1], key);
            assertThat(response.statusCode()).as(request + " with key " + key).isEqualTo(401);
            JsonNode body = JSON.readTree(response.body());
            assertThat(body.get("code").asInt()).isEqualTo(16);
            assertThat(body.get("message").asText()).contains("x-api-key");
            assertThat(body.get("details").isArray()).isTrue();
        }
    }

    @Test
    void withAKeyFileAV3RequestWithoutAListedKeyIs401WithTheV3Body() throws Exception {
        HttpResponse<String> response = withKey(guarded, "GET", "/v3/components/releases?purl=pkg:npm/express", "wrong");
        assertThat(response.statusCode()).isEqualTo(401);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("status").asText()).isEqualTo("error");
        assertThat(body.at("/error/code").asText()).isEqualTo("INVALID_QUERY");
        assertThat(body.at("/error/message").asText()).contains("x-api-key");
        assertThat(body.get("timestamp").asText()).isNotBlank();
    }

    @Test
    void everyListedKeyIsAnsweredLikeTheOpenServer() throws Exception {
        HttpResponse<String> expected = open.get("/v2/licenses/details?id=MIT");
        for (String key : List.of(KEY, OTHER_KEY)) {
            HttpResponse<String> response = withKey(guarded, "GET", "/v2/licenses/details?id=MIT", key);
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(JSON.readTree(response.body()).get("license")).isEqualTo(JSON.readTree(expected.body()).get("license"));
        }
        assertThat(withKey(guarded, "POST", "/v2/licenses/echo", KEY).body()).contains("hi");
    }

    @Test
    void livenessNeedsNoKey() throws Exception {
        HttpResponse<String> response = withKey(guarded, "GET", "/healthz", null);
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(response.body()).get("status").asText()).isEqualTo("up");
    }

    @Test
    void readinessNeedsNoKeySoProbesWorkButShowsOnlyItsStatusWithoutOne() throws Exception {
        for (String key : new String[] {null, "wrong"}) {
            HttpResponse<String> bare = withKey(guarded, "GET", "/readyz", key);
            assertThat(bare.statusCode()).isEqualTo(200);
            JsonNode body = JSON.readTree(bare.body());
            assertThat(body.get("status").asText()).isEqualTo("ready");
            assertThat(body.has("created_at")).as("details only with a key").isFalse();
        }
        JsonNode keyed = JSON.readTree(withKey(guarded, "GET", "/readyz", KEY).body());
        assertThat(keyed.get("status").asText()).isEqualTo("ready");
        assertThat(keyed.get("created_at").asText()).isNotBlank();
    }

    @Test
    void keysAndBodiesNeverReachTheLogs() throws Exception {
        String secret = "SENTINEL-body-5d1e";
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        // slf4j-simple writes to whatever System.err is when it logs; capture it for these requests only.
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            withKey(guarded, "GET", "/v2/licenses/details?id=MIT", "wrong-" + secret);
            withKey(guarded, "GET", "/v2/licenses/details?id=MIT", KEY);
            for (RunningServer server : List.of(open, guarded)) {
                for (String body : List.of("{\"message\":\"" + secret + "\"}", "{\"message\":" + secret + "}",
                        "{\"components\":[{\"purl\":\"pkg:npm/" + secret + "\"}]}", secret)) {
                    for (String path : List.of("/v2/licenses/echo", "/v2/vulnerabilities/components",
                            "/v3/components/releases")) {
                        server.send(HttpRequest.newBuilder(server.uri(path)).header(ApiKeys.HEADER, KEY)
                                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
                    }
                }
            }
        } finally {
            System.setErr(original);
        }
        for (String log : List.of(captured.toString(StandardCharsets.UTF_8), open.accessLog(), guarded.accessLog())) {
            assertThat(log).doesNotContain(secret).doesNotContain(KEY).doesNotContain(OTHER_KEY);
        }
        assertThat(guarded.accessLog()).contains("\"status\":401").contains("\"status\":200");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/v2", "/v2/", "/v3/", "/v2/licenses/", "/META-INF/", "/static/", "/WEB-INF/web.xml",
            "/..%2f..%2fetc/passwd", "/v2/%2e%2e/%2e%2e/"})
    void thereIsNoDirectoryListingOrFileServing(String path) throws Exception {
        HttpResponse<String> response = open.get(path);
        assertThat(response.statusCode()).as(response.body()).isBetween(400, 404);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(response.body()).doesNotContainIgnoringCase("index of").doesNotContain("<a href").doesNotContain("root:");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v2/licenses/details?id=MIT", "/healthz", "/metrics", "/v2/no/such/route",
            "/v3/components/releases", "/v2/licenses/echo"})
    void noResponseNamesTheServerSoftware(String path) throws Exception {
        HttpResponse<String> response = open.get(path);
        assertThat(response.headers().map().keySet()).doesNotContain("server", "x-powered-by");
        assertThat(response.body()).doesNotContainIgnoringCase("jetty").doesNotContainIgnoringCase("javalin");
    }

    @Test
    void noRouteTakesAPathAndParametersCannotPointTheServerAtAnotherSnapshot() throws Exception {
        // the one path parameter names a file of the explorer, from a fixed list of three (OpenApiDocumentTest)
        assertThat(open.server().routes()).filteredOn(route -> !route.path().equals("/docs/{asset}"))
                .allSatisfy(route -> assertThat(route.path()).doesNotContain("{", "<", "*"));
        assertThat(open.get("/docs/..%2f..%2f..%2fetc%2fpasswd").statusCode()).isEqualTo(404);
        String before = JSON.readTree(open.get("/readyz").body()).get("created_at").asText();
        HttpResponse<String> reload = open.send(HttpRequest.newBuilder(open.uri("/admin/reload?snapshot=/tmp&path=/etc"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"snapshot\":\"/tmp\"}")).build());
        assertThat(reload.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(open.get("/readyz?snapshot=/tmp").body()).get("created_at").asText()).isEqualTo(before);
    }
}
