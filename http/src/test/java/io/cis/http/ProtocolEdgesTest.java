package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The edges of the protocol, over a raw socket: WebSocket upgrades, {@code Expect: 100-continue}, HEAD, {@code OPTIONS
 * *}, an HTTP/2 preface, request ids on every answer (Jetty's own refusals included), bodies in UTF-16 or UTF-32, and
 * server sessions, which the service never keeps.
 */
class ProtocolEdgesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "edge-key-41c2";
    private static final String UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
    private static final Map<String, String> WEBSOCKET = Map.of("Upgrade", "websocket", "Connection", "Upgrade",
            "Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version", "13");
    private static final String DETAILS = "/v2/licenses/details?id=MIT";

    @RegisterExtension
    static final RunningServer open = RunningServer.perTestClass();
    @RegisterExtension
    static final RunningServer guarded = RunningServer.perTestClass(settings -> settings, ApiKeys.of(List.of(KEY)));
    private static RawHttp openRaw;
    private static RawHttp guardedRaw;

    @BeforeAll
    static void start() throws Exception {
        openRaw = new RawHttp(open.port());
        guardedRaw = new RawHttp(guarded.port());
    }

    private static RawHttp.Response send(RawHttp raw, String method, String target, Map<String, String> headers)
            throws Exception {
        return raw.exchange(RawHttp.request(method, target, headers, new byte[0]));
    }

    private static Map<String, String> with(Map<String, String> headers, String name, String value) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put(name, value);
        return all;
    }

    /** The documented error body of the path's version, with the status; returns the body. */
    static JsonNode documentedError(RawHttp.Response response, String path, int status) throws Exception {
        assertThat(response.status()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().get("content-type")).startsWith("application/json");
        JsonNode body = JSON.readTree(response.body());
        if (path.equals("/v3") || path.startsWith("/v3/")) {
            assertThat(body.get("status").asText()).isEqualTo("error");
            assertThat(body.at("/error/code").asText()).isNotBlank();
            assertThat(body.at("/error/message").asText()).isNotBlank();
            assertThat(body.get("timestamp").asText()).isNotBlank();
        } else {
            assertThat(body.get("code").isInt()).isTrue();
            assertThat(body.get("message").asText()).isNotBlank();
            assertThat(body.get("details").isArray()).isTrue();
        }
        assertThat(response.body()).doesNotContainIgnoringCase("jetty").doesNotContainIgnoringCase("javalin")
                .doesNotContain("Exception");
        return body;
    }

    // --- WebSocket upgrades and sessions ---------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {DETAILS, "/v3/components/releases?purl=pkg:npm/express", "/v2/no/such/route",
            "/v3/no/such/route", "/ws", "/metrics"})
    void aWebSocketUpgradeWithoutAKeyIs401WithTheDocumentedBody(String target) throws Exception {
        RawHttp.Response response = send(guardedRaw, "GET", target, WEBSOCKET);
        JsonNode body = documentedError(response, target.split("\\?")[0], 401);
        assertThat(response.body()).contains(ApiKeys.HEADER);
        assertThat(response.headers()).doesNotContainKey("set-cookie").doesNotContainKey("upgrade");
        assertThat(body.toString()).doesNotContain("WebSocket handler");
    }

    @Test
    void aWebSocketUpgradeWithAKeyIsAnsweredAsThePlainRequestItAlsoIs() throws Exception {
        Map<String, String> keyed = with(WEBSOCKET, ApiKeys.HEADER, KEY);
        documentedError(send(guardedRaw, "GET", "/v2/no/such/route", keyed), "/v2/no/such/route", 404);
        documentedError(send(guardedRaw, "GET", "/v3/no/such/route", keyed), "/v3/no/such/route", 404);
        documentedError(send(guardedRaw, "GET", "/v2/licenses/echo", keyed), "/v2/licenses/echo", 405);
        RawHttp.Response answered = send(guardedRaw, "GET", DETAILS, keyed);
        assertThat(answered.status()).isEqualTo(200);
        assertThat(JSON.readTree(answered.body()).get("license"))
                .isEqualTo(JSON.readTree(open.get(DETAILS).body()).get("license"));
        assertThat(answered.headers()).doesNotContainKey("set-cookie").doesNotContainKey("upgrade");
        assertThat(guarded.accessLog()).contains("\"route\":\"/v2/licenses/details\",\"status\":200");
    }

    @Test
    void anH2cUpgradeIsAnsweredOverHttp11WithoutSwitching() throws Exception {
        Map<String, String> h2c = Map.of("Upgrade", "h2c", "Connection", "Upgrade, HTTP2-Settings",
                "HTTP2-Settings", "AAMAAABkAARAAAAAAAIAAAAA");
        RawHttp.Response answered = send(openRaw, "GET", DETAILS, h2c);
        assertThat(answered.status()).isEqualTo(200);
        assertThat(answered.headers()).doesNotContainKey("upgrade");
        documentedError(send(guardedRaw, "GET", DETAILS, h2c), "/v2/licenses/details", 401);
    }

    @Test
    void noAnswerEverOpensAServerSession() throws Exception {
        List<RawHttp.Response> answers = List.of(
                send(openRaw, "GET", "/ws", WEBSOCKET),
                send(openRaw, "GET", DETAILS, WEBSOCKET),
                send(openRaw, "GET", DETAILS, Map.of("Cookie", "JSESSIONID=node0abc.node0")),
                send(openRaw, "GET", "/v2/no/such/route", Map.of("Cookie", "JSESSIONID=node0abc.node0")),
                send(guardedRaw, "GET", "/ws", WEBSOCKET),
                send(guardedRaw, "GET", "/healthz", WEBSOCKET),
                send(openRaw, "POST", "/v2/licenses/echo", Map.of("Content-Type", "application/json")),
                send(openRaw, "OPTIONS", "*", Map.of()));
        assertThat(answers).allSatisfy(answer -> {
            assertThat(answer.status()).isPositive();
            assertThat(answer.headers()).doesNotContainKey("set-cookie");
        });
    }

    // --- Expect: 100-continue ---------------------------------------------------------------------------------------

    private static byte[] expecting(String target, Map<String, String> headers, long length) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put("Content-Type", "application/json");
        all.put("Content-Length", Long.toString(length));
        all.put("Expect", "100-continue");
        return RawHttp.request("POST", target, all, new byte[0]);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v2/licenses/echo", "/v2/vulnerabilities/components", "/v3/components/releases"})
    void aRequestThatExpectsContinueIsRefusedFromItsHeadBeforeAnyContinue(String path) throws Exception {
        long tooLarge = ServerSettings.defaults("127.0.0.1", 0).maxRequestBytes() + 1;
        assertThat(guardedRaw.firstLineWhileHoldingTheBody(expecting(path, Map.of(), 20)))
                .as("no key").startsWith("HTTP/1.1 401 ");
        assertThat(guardedRaw.firstLineWhileHoldingTheBody(expecting(path, Map.of(ApiKeys.HEADER, "wrong"), 20)))
                .as("unknown key").startsWith("HTTP/1.1 401 ");
        assertThat(guardedRaw.firstLineWhileHoldingTheBody(expecting(path, Map.of(ApiKeys.HEADER, KEY), tooLarge)))
                .as("declared body over the limit").startsWith("HTTP/1.1 413 ");
        assertThat(openRaw.firstLineWhileHoldingTheBody(expecting(path, Map.of(), tooLarge)))
                .as("declared body over the limit, no keys configured").startsWith("HTTP/1.1 413 ");
        assertThat(guardedRaw.firstLineWhileHoldingTheBody(expecting(path, Map.of(ApiKeys.HEADER, KEY), 20)))
                .as("an acceptable request is told to go on").startsWith("HTTP/1.1 100 ");
        // the refusals carry the documented bodies
        documentedError(guardedRaw.exchange(expecting(path, Map.of(), 20)), path, 401);
        documentedError(guardedRaw.exchange(expecting(path, Map.of(ApiKeys.HEADER, KEY), tooLarge)), path, 413);
    }

    @Test
    void aRequestThatExpectsContinueAndIsAcceptedIsAnswered() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(guarded.uri("/v2/licenses/echo"))
                .expectContinue(true).header(ApiKeys.HEADER, KEY).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"went on\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(response.body()).get("message").asText()).isEqualTo("went on");
    }

    // --- x-request-id -----------------------------------------------------------------------------------------------

    @Test
    void jettysOwnRefusalsCarryARequestIdAndTheDocumentedBody() throws Exception {
        Map<String, RawHttp.Response> refusals = new LinkedHashMap<>();
        refusals.put("garbage request line", openRaw.exchange("GARBAGE\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)));
        refusals.put("URI over 8 KiB", send(openRaw, "GET", "/v2/licenses/details?id=" + "a".repeat(70_000), Map.of()));
        refusals.put("header over 8 KiB", send(openRaw, "GET", DETAILS, Map.of("X-Big", "a".repeat(70_000))));
        refusals.put("bad Content-Length", send(openRaw, "POST", "/v2/licenses/echo", Map.of("Content-Length", "abc")));
        refusals.put("unknown version", openRaw.exchange(
                "GET /v2/licenses/details HTTP/9.9\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)));
        refusals.put("v3 header over 8 KiB", send(openRaw, "GET", "/v3/components/releases?purl=pkg:npm/express",
                Map.of("X-Big", "a".repeat(70_000))));
        assertThat(refusals.get("URI over 8 KiB").status()).isEqualTo(414);
        assertThat(refusals.get("header over 8 KiB").status()).isEqualTo(431);
        refusals.forEach((what, response) -> {
            assertThat(response.status()).as(what).isBetween(400, 499);
            assertThat(response.headers().get("x-request-id")).as(what).matches(UUID);
        });
        documentedError(refusals.get("v3 header over 8 KiB"), "/v3/components/releases", 431);
        documentedError(refusals.get("header over 8 KiB"), "/v2/licenses/details", 431);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "build-42.step_7:retry-1", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
            + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"})
    void aSafeClientRequestIdIsEchoedOnAnswersAndErrors(String id) throws Exception {
        for (String target : List.of(DETAILS, "/v2/no/such/route", "/v3/no/such/route")) {
            RawHttp.Response response = send(openRaw, "GET", target, Map.of("x-request-id", id));
            assertThat(response.headers().get("x-request-id")).isEqualTo(id);
        }
        assertThat(send(guardedRaw, "GET", DETAILS, Map.of("x-request-id", id)).headers().get("x-request-id"))
                .as("a 401").isEqualTo(id);
        assertThat(open.accessLog()).contains("\"request_id\":\"" + id + "\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"has space", "semi;colon", "quote\"d", "<script>", "%0d%0aSet-Cookie:%20x=1", "\u00e9t\u00e9",
            "back\\slash", "tab\there"})
    void anUnsafeClientRequestIdIsReplacedByANewOne(String id) throws Exception {
        RawHttp.Response response = openRaw.exchange(RawHttp.request("GET", DETAILS, Map.of("x-request-id", id),
                new byte[0]));
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.headers().get("x-request-id")).matches(UUID);
    }

    @Test
    void aRequestIdOverOneHundredAndTwentyEightCharactersIsReplaced() throws Exception {
        RawHttp.Response response = send(openRaw, "GET", DETAILS, Map.of("x-request-id", "a".repeat(129)));
        assertThat(response.headers().get("x-request-id")).matches(UUID);
    }

    // --- HEAD -------------------------------------------------------------------------------------------------------

    private static final Set<String> VARYING_HEADERS = Set.of("date", "x-request-id", "content-length",
            "transfer-encoding");

    @Test
    void headOnEveryGetRouteAnswersTheStatusAndHeadersOfTheGetWithoutABody() throws Exception {
        List<String> targets = open.server().routes().stream().filter(route -> route.method().equals("GET"))
                .map(route -> route.path().replace("{asset}", "swagger-ui.css"))
                .flatMap(path -> List.of(path, path + "?purl=pkg:npm/express@4.17.1&id=MIT",
                        path + "?purl=pkg:npm/no-such-component-7f3e&id=NO-SUCH-LICENSE", path + "?purl=x&purl=y").stream())
                .toList();
        assertThat(targets).hasSizeGreaterThanOrEqualTo(40);
        Set<Integer> statuses = new java.util.TreeSet<>();
        for (String target : List.of(targets, List.of("/v2/no/such/route", "/v3/no/such/route", "/v2/licenses/echo",
                "/docs/no-such-asset")).stream().flatMap(List::stream).toList()) {
            RawHttp.Response get = send(openRaw, "GET", target, Map.of());
            RawHttp.Response head = send(openRaw, "HEAD", target, Map.of());
            assertThat(head.status()).as(target).isEqualTo(get.status());
            assertThat(head.body()).as(target).isEmpty();
            assertThat(without(head.headers())).as(target).isEqualTo(without(get.headers()));
            if (head.headers().containsKey("content-length")) {
                assertThat(head.headers().get("content-length")).as(target)
                        .isEqualTo(Integer.toString(get.body().getBytes(StandardCharsets.UTF_8).length));
            }
            statuses.add(get.status());
        }
        assertThat(statuses).contains(200, 400, 404, 405);
    }

    @Test
    void headWithoutAKeyIs401LikeTheGet() throws Exception {
        RawHttp.Response head = send(guardedRaw, "HEAD", DETAILS, Map.of());
        assertThat(head.status()).isEqualTo(401);
        assertThat(head.body()).isEmpty();
        assertThat(send(guardedRaw, "HEAD", "/healthz", Map.of()).status()).isEqualTo(200);
    }

    @Test
    void headIsNotListedAsARouteOfItsOwn() {
        assertThat(open.server().routes()).extracting(ApiServer.Route::method).doesNotContain("HEAD");
    }

    private static Map<String, String> without(Map<String, String> headers) {
        Map<String, String> kept = new LinkedHashMap<>(headers);
        kept.keySet().removeAll(VARYING_HEADERS);
        return kept;
    }

    // --- OPTIONS * and HTTP/2 preface -------------------------------------------------------------------------------

    @Test
    void optionsStarGetsTheDocumentedBodyAndARequestId() throws Exception {
        for (RawHttp raw : List.of(openRaw, guardedRaw)) {
            RawHttp.Response response = send(raw, "OPTIONS", "*", Map.of());
            assertThat(response.status()).isBetween(400, 499);
            documentedError(response, "*", response.status());
            assertThat(response.headers().get("x-request-id")).matches(UUID);
        }
    }

    @Test
    void anHttp2PrefaceGetsTheDocumentedBodyAndARequestId() throws Exception {
        byte[] preface = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
        RawHttp.Response response = openRaw.exchange(preface);
        assertThat(response.status()).isBetween(400, 499);
        documentedError(response, "*", response.status());
        assertThat(response.headers().get("x-request-id")).matches(UUID);
    }

    // --- bodies that are not UTF-8 -----------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
    void aJsonBodyInUtf16OrUtf32WithoutAByteOrderMarkIs400(String encoding) throws Exception {
        Charset charset = Charset.forName(encoding);
        Map<String, String> json = Map.of("Content-Type", "application/json");
        Map<String, String> bodies = Map.of(
                "/v2/licenses/echo", "{\"message\":\"hi\"}",
                "/v2/vulnerabilities/components", "{\"components\":[{\"purl\":\"pkg:npm/express@4.17.1\"}]}",
                "/v3/components/releases", "{\"components\":[{\"purl\":\"pkg:npm/express@4.17.1\"}]}");
        for (Map.Entry<String, String> body : bodies.entrySet()) {
            // the same text in UTF-8 is answered
            assertThat(openRaw.exchange(RawHttp.request("POST", body.getKey(), json,
                    body.getValue().getBytes(StandardCharsets.UTF_8))).status()).isEqualTo(200);
            RawHttp.Response response = openRaw.exchange(RawHttp.request("POST", body.getKey(), json,
                    body.getValue().getBytes(charset)));
            JsonNode error = documentedError(response, body.getKey(), 400);
            assertThat(error.toString()).contains("UTF-8");
        }
    }

    // --- client bytes in the logs -------------------------------------------------------------------------------------

    /** How slf4j-simple starts a log line, and the lines of a stack trace. */
    private static final String LOG_LINE = "^(\\[[^\\]]+\\] (TRACE|DEBUG|INFO|WARN|ERROR) .*|\tat .*|Caused by: .*|\t\\.\\.\\. \\d+ more)$";
    /** C0 and C1 controls but the tab of a stack frame, DEL, separators, bidi and other format marks. */
    private static final String UNSAFE = "[\\x00-\\x08\\x0A-\\x1F\\x7F-\\x9F\\u2028\\u2029\\u200B-\\u200F\\u202A-\\u202E\\u2066-\\u2069]";

    @Test
    void clientBytesNeverReachALogLineUnescaped() throws Exception {
        String esc = "\u001B[31m";
        List<byte[]> hostile = List.of(
                raw("GET /v2/%1B%5B31mX%0A%5Bmain%5D%20ERROR%20forged%0D%0A%7F%C2%85%E2%80%A8%E2%80%AE HTTP/1.1\r\n"
                        + "Host: x\r\nConnection: close\r\n\r\n"),
                raw("GET /v3/%1B%5B2J%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                raw("GET /v2/licenses/details?id=%1B%5B31m%0Aforged%C2%85 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                raw("GET /v2/licenses/details?id=MIT HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u00C2\u0085\u00E2\u0080\u00A8b\r\n"
                        + "x-request-id: \u00C2\u0085id\r\nReferer: \u00C2\u009B2J\r\nConnection: close\r\n\r\n"),
                raw("GET /v2/licenses/details?id=MIT HTTP/1.1\r\nHost: x\r\nUser-Agent: a" + esc + "\r\nConnection: close\r\n\r\n"),
                raw("GET /v2/licenses/details?id=MIT HTTP/1.1\r\nHost: x\r\nx-request-id: r" + esc + "\r\nConnection: close\r\n\r\n"),
                raw("G" + esc + "ET /v2/licenses/details?id=MIT HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                raw("BREW\u007F /x%0A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                raw("GET /x\u001B HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                raw("POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n"
                        + "Connection: close\r\n\r\n{\"message\":\"" + esc + "\n"),
                raw("POST /v3/components/releases HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 30\r\nConnection: close\r\n\r\n{\"components\":[{\"purl\":\"\u001B\n"));
        List<String> errorLog;
        int before = open.accessLog().lines().toList().size();
        try (ServerErrorLog log = new ServerErrorLog()) {
            for (byte[] request : hostile) {
                assertThat(openRaw.exchange(request).status()).isBetween(200, 499);
            }
            errorLog = log.lines();
        }
        List<String> accessLog = open.accessLog().lines().toList();
        assertThat(accessLog.size() - before).isGreaterThanOrEqualTo(5);
        for (String line : accessLog) {
            assertThat(line).doesNotContainPattern(UNSAFE);
            assertThat(JSON.readTree(line).get("status").isInt()).as(line).isTrue();
        }
        for (String line : errorLog) {
            assertThat(line).matches(LOG_LINE).doesNotContainPattern(UNSAFE).doesNotContain("forged");
        }
    }

    private static byte[] raw(String request) {
        return request.getBytes(StandardCharsets.ISO_8859_1);
    }
}
