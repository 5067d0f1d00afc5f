package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.ValidationMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The 4xx answers the OpenAPI document gives each operation are the ones its route really gives, with the bodies the
 * document describes: a repeated query parameter is a 400 everywhere; with API keys on, a request without one is a 401
 * everywhere but the probes; a body over the limit is a 413 and a stalled one a 408 on every POST; and the lookups
 * of one thing by id or name say 404 when it is not known. Every such answer validates against the schema the
 * document gives for that operation and status.
 */
class OpenApiErrorAnswersTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "openapi-error-answers-key";
    /** The probes an orchestrator calls: open without a key. */
    private static final Set<String> OPEN = Set.of("GET /healthz", "GET /readyz");
    /** One real request per operation that looks one thing up, answered 404 because the thing is not known. */
    private static final Map<String, String> NOT_FOUND = Map.of(
            "GET /v2/vulnerabilities/vulnerability", "/v2/vulnerabilities/vulnerability?id=CVE-1999-99999",
            "GET /v2/licenses/details", "/v2/licenses/details?id=No-Such-1.0",
            "GET /v2/licenses/obligations", "/v2/licenses/obligations?id=No-Such-1.0",
            "GET /v3/components/releases", "/v3/components/releases?purl=pkg:npm/left-pad",
            "GET /docs/{asset}", "/docs/index.html",
            // without --snapshots there is nothing to reload
            "POST /admin/reload", "/admin/reload");

    @RegisterExtension
    static final RunningServer open = RunningServer.perTestClass();
    @RegisterExtension
    static final RunningServer guarded = RunningServer.perTestClass(settings -> settings, ApiKeys.of(List.of(KEY)));
    @RegisterExtension
    static final RunningServer strict = RunningServer.perTestClass(settings -> new ServerSettings("127.0.0.1", 0, 1_024,
            ServerSettings.DEFAULT_MAX_BATCH_ITEMS).withIdleTimeout(Duration.ofSeconds(1)));
    private static ServedOpenApi openApi;

    @BeforeAll
    static void start() throws Exception {
        openApi = ServedOpenApi.of(open);
    }

    /** One documented operation. */
    private record Operation(String method, String path) {

        static Operation of(String operation) {
            String[] parts = operation.split(" ", 2);
            return new Operation(parts[0], parts[1]);
        }

        boolean post() {
            return method.equals("POST");
        }

        /** A path the operation answers: a path template's parameter filled with a value it serves. */
        String target() {
            return path.replace("{asset}", "swagger-ui.css");
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    private static List<Operation> operations() {
        List<Operation> operations = openApi.operations().stream().map(Operation::of).toList();
        assertThat(operations).hasSizeGreaterThan(30);
        return operations;
    }

    @Test
    void everyOperationDocumentsExactlyTheRefusalsItsRouteGives() {
        List<String> wrong = new ArrayList<>();
        for (Operation operation : operations()) {
            Set<Integer> expected = new TreeSet<>(Set.of(400));
            if (!OPEN.contains(operation.toString())) {
                expected.add(401);
            }
            if (NOT_FOUND.containsKey(operation.toString())) {
                expected.add(404);
            }
            if (operation.post()) {
                expected.addAll(Set.of(408, 413));
            }
            Set<Integer> documented = new TreeSet<>();
            openApi.statuses(operation.method().toLowerCase(), operation.path()).stream()
                    .filter(status -> status >= 400 && status < 500).forEach(documented::add);
            if (!documented.equals(expected)) {
                wrong.add(operation + " documents " + documented + ", its route gives " + expected);
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aRepeatedQueryParameterIsADocumented400OnEveryRoute() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Operation operation : operations()) {
            HttpResponse<String> answer = send(open, operation, operation.target() + "?probe=1&probe=2", "{}");
            wrong.addAll(mismatches(operation, 400, answer));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void withApiKeysEveryRouteButTheProbesIsADocumented401WithoutAKey() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Operation operation : operations()) {
            HttpResponse<String> answer = send(guarded, operation, operation.target(), "{}");
            if (OPEN.contains(operation.toString())) {
                assertThat(answer.statusCode()).as(operation.toString()).isEqualTo(200);
            } else {
                wrong.addAll(mismatches(operation, 401, answer));
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aBodyOverTheLimitIsADocumented413OnEveryPostRoute() throws Exception {
        String overLimit = "{\"components\":[{\"purl\":\"pkg:npm/" + "x".repeat(2_000) + "\"}]}";
        List<String> wrong = new ArrayList<>();
        for (Operation operation : operations()) {
            if (operation.post()) {
                wrong.addAll(mismatches(operation, 413, send(strict, operation, operation.target(), overLimit)));
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aBodyThatStallsIsADocumented408OnAV2AndAV3PostRoute() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (String path : List.of("/v2/vulnerabilities/components", "/v3/components/releases")) {
            Operation operation = new Operation("POST", path);
            RawHttp.Response answer = stalledBody(strict.port(), path);
            wrong.addAll(mismatches(operation, 408, answer.status(), answer.body()));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void theLookupsOfOneThingAnswerADocumented404WhenItIsNotKnown() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String> lookup : NOT_FOUND.entrySet()) {
            Operation operation = Operation.of(lookup.getKey());
            wrong.addAll(mismatches(operation, 404, send(open, operation, lookup.getValue(), "")));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void anAnswerWhoseCodeDoesNotFitItsStatusIsRejectedByTheDocumentedSchema() throws Exception {
        String notFoundCode = "{\"code\":5,\"message\":\"missing or unknown x-api-key header\",\"details\":[]}";
        String v3NotFoundCode = "{\"status\":\"error\",\"error\":{\"code\":\"COMPONENT_NOT_FOUND\",\"message\":\"x\"},"
                + "\"timestamp\":\"2026-11-22T01:24:32Z\"}";

        assertThat(openApi.responseSchema("/v2/licenses/details", "get", 401).validate(JSON.readTree(notFoundCode)))
                .isNotEmpty();
        assertThat(openApi.responseSchema("/v3/components/releases", "post", 413).validate(JSON.readTree(v3NotFoundCode)))
                .isNotEmpty();
    }

    private static HttpResponse<String> send(RunningServer server, Operation operation, String target, String body)
            throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(target));
        if (operation.post()) {
            request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        } else {
            request.GET();
        }
        return server.send(request.build());
    }

    private static List<String> mismatches(Operation operation, int status, HttpResponse<String> answer) throws Exception {
        return mismatches(operation, status, answer.statusCode(), answer.body());
    }

    private static List<String> mismatches(Operation operation, int status, int answered, String body) throws Exception {
        if (answered != status) {
            return List.of(operation + ": expected " + status + ", answered " + answered + " " + body);
        }
        if (!openApi.statuses(operation.method().toLowerCase(), operation.path()).contains(status)) {
            return List.of(operation + ": answered " + status + ", which the document does not give it");
        }
        Set<ValidationMessage> errors = openApi.responseSchema(operation.path(), operation.method().toLowerCase(), status)
                .validate(JSON.readTree(body));
        return errors.isEmpty() ? List.of() : List.of(operation + " " + status + " " + body + " -> " + errors);
    }

    /** Declares a body, sends a part of it and then nothing, and reads the answer the server gives before it closes. */
    private static RawHttp.Response stalledBody(int port, String path) throws IOException {
        String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100\r\nConnection: close\r\n\r\n{\"components\":";
        try (Socket socket = new Socket("127.0.0.1", port)) {
            // far above the server's idle timeout of a second: a server that never answers fails here
            socket.setSoTimeout(30_000);
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            in.transferTo(received);
            return RawHttp.parse(received.toByteArray());
        }
    }
}
