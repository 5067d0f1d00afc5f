package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /openapi.json} describes exactly the routes the server registers, and the real answers of the demo
 * snapshot (successes and error bodies, v2 and v3) validate against the document's own schemas.
 */
class OpenApiDocumentTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> METHODS = Set.of("get", "post", "put", "delete", "patch", "head", "options");
    private static final String LOG4J = "pkg:maven/org.apache.logging.log4j/log4j-core";
    private static final String PYGOAT = "pkg:github/leftrightleft/pygoat";
    private static final String PYGOAT_COMMIT = "c45f8ffbc611bf61d7cdf81c3fd09be3aed9545d";

    private static RunningServer server;
    private static JsonNode document;

    @BeforeAll
    static void start() throws Exception {
        server = new RunningServer();
        HttpResponse<String> response = server.get("/openapi.json");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        document = JSON.readTree(response.body());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void isAnOpenApi31DocumentCarryingTheServerVersion() {
        assertThat(document.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(document.path("info").path("version").asText()).isEqualTo("test-version");
    }

    @Test
    void describesEveryRegisteredRouteAndNoOther() {
        Set<String> served = server.server().routes().stream()
                .map(route -> route.method() + " " + route.path())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> documented = documentedOperations();

        Set<String> undocumented = new TreeSet<>(served);
        undocumented.removeAll(documented);
        Set<String> notServed = new TreeSet<>(documented);
        notServed.removeAll(served);
        assertThat(undocumented).as("routes served but missing from openapi.yaml").isEmpty();
        assertThat(notServed).as("operations in openapi.yaml that no route serves").isEmpty();
        // guards against both sides being empty, e.g. if route recording stopped working
        assertThat(served).contains("GET /v2/vulnerabilities/component", "POST /v3/components/releases", "GET /openapi.json");
    }

    /** One real call, the status it must answer, and the document's schema for that status must accept the body. */
    private record Call(String method, String path, String query, String body, int status) {
        static Call get(String path, String query, int status) {
            return new Call("get", path, query, null, status);
        }

        static Call post(String path, String body, int status) {
            return new Call("post", path, "", body, status);
        }
    }

    private static List<Call> realCalls() {
        String components = "{\"components\":[{\"purl\":\"" + LOG4J + "\",\"requirement\":\"2.14.1\"},"
                + "{\"purl\":\"pkg:npm/no-such-package-anywhere\"}]}";
        return List.of(
                Call.get("/v2/components/search", "?search=react&limit=2", 200),
                Call.get("/v2/components/versions", "?purl=pkg:npm/express&limit=3", 200),
                Call.get("/v2/components/versions", "", 400),
                Call.get("/v2/components/status/component", "?purl=pkg:npm/react@0.7.1", 200),
                Call.post("/v2/components/status/components",
                        "{\"components\":[{\"purl\":\"pkg:npm/react\",\"requirement\":\"0.7.1\"},{\"purl\":\"pkg:npm/no-such-package-anywhere\"}]}", 200),
                Call.get("/v2/vulnerabilities/component", "?purl=" + LOG4J + "@2.14.1", 200),
                Call.post("/v2/vulnerabilities/components", components, 200),
                Call.post("/v2/vulnerabilities/components", "{\"components\":", 400),
                Call.get("/v2/vulnerabilities/vulnerability", "?id=GHSA-jfh8-c2jp-5v3q", 200),
                Call.get("/v2/vulnerabilities/vulnerability", "?id=GO-2022-0536", 200),
                Call.get("/v2/vulnerabilities/vulnerability", "?id=CVE-1999-99999", 404),
                Call.get("/v2/vulnerabilities/vulnerability", "", 400),
                Call.get("/v2/vulnerabilities/cpes/component", "?purl=" + LOG4J + "@2.14.1", 200),
                Call.post("/v2/vulnerabilities/cpes/components", components, 200),
                Call.get("/v2/licenses/component", "?purl=pkg:maven/org.glassfish.hk2/osgi-resource-locator@1.0.1", 200),
                Call.post("/v2/licenses/components",
                        "{\"components\":[{\"purl\":\"pkg:maven/org.glassfish.hk2/osgi-resource-locator\",\"requirement\":\"1.0.1\"}]}", 200),
                Call.get("/v2/licenses/details", "?id=MIT", 200),
                Call.get("/v2/licenses/details", "?id=Not-A-License-1.0", 404),
                Call.get("/v2/licenses/obligations", "?id=Apache-2.0", 200),
                Call.get("/v2/licenses/obligations", "?id=Beerware", 200),
                Call.get("/v2/cryptography/algorithms/component", "?purl=pkg:gem/tablestyle@0.0.10", 200),
                Call.post("/v2/cryptography/algorithms/components",
                        "{\"components\":[{\"purl\":\"pkg:gem/tablestyle\",\"requirement\":\"0.0.10\"}]}", 200),
                Call.get("/v2/semgrep/issues/component", "?purl=" + PYGOAT + "@" + PYGOAT_COMMIT, 200),
                Call.post("/v2/semgrep/issues/components",
                        "{\"components\":[{\"purl\":\"" + PYGOAT + "\",\"requirement\":\"" + PYGOAT_COMMIT + "\"}]}", 200),
                Call.get("/v2/geoprovenance/countries/component", "?purl=pkg:github/scanoss/engine", 200),
                Call.post("/v2/geoprovenance/countries", "{\"purls\":[{\"purl\":\"pkg:github/scanoss/engine\"}]}", 200),
                Call.post("/v2/geoprovenance/countries/components", "{\"components\":[{\"purl\":\"pkg:github/scanoss/engine\"}]}", 200),
                Call.post("/v2/licenses/echo", "{\"message\":\"hello\"}", 200),
                Call.get("/v3/components/releases", "?purl=pkg:npm/express", 200),
                Call.get("/v3/components/releases", "", 400),
                Call.get("/v3/components/releases", "?purl=pkg:npm/left-pad", 404),
                Call.post("/v3/components/releases", "{\"components\":[{\"purl\":\"pkg:npm/express\",\"requirement\":\"5.0.0\"}]}", 200),
                Call.get("/healthz", "", 200),
                Call.get("/readyz", "", 200),
                Call.post("/admin/reload", "", 404));
    }

    @Test
    void realAnswersOfTheDemoSnapshotMatchTheirDocumentedSchemas() throws Exception {
        List<String> failures = new ArrayList<>();
        for (Call call : realCalls()) {
            HttpResponse<String> response = call.method().equals("get") ? server.get(call.path() + call.query())
                    : server.post(call.path(), call.body());
            String label = call.method().toUpperCase() + " " + call.path() + call.query();
            assertThat(response.statusCode()).as(label + ": " + response.body()).isEqualTo(call.status());
            Set<ValidationMessage> errors = responseSchema(call.path(), call.method(), call.status())
                    .validate(JSON.readTree(response.body()));
            if (!errors.isEmpty()) {
                failures.add(label + " -> " + errors);
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void theSchemasRejectAnAnswerThatBreaksThem() throws Exception {
        HttpResponse<String> response = server.get("/v2/vulnerabilities/component?purl=" + LOG4J + "@2.14.1");
        ObjectNode broken = (ObjectNode) JSON.readTree(response.body());
        ((ObjectNode) broken.path("component").path("vulnerabilities").get(0)).put("known_exploited", "yes");
        broken.remove("status");

        Set<ValidationMessage> errors = responseSchema("/v2/vulnerabilities/component", "get", 200).validate(broken);

        assertThat(errors).extracting(ValidationMessage::getMessage)
                .anySatisfy(message -> assertThat(message).contains("status"))
                .anySatisfy(message -> assertThat(message).contains("known_exploited"));
    }

    @Test
    void everyExampleInTheDocumentMatchesItsSchema() {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            JsonNode item = resolve(path.getValue());
            for (String method : METHODS) {
                for (Iterator<Map.Entry<String, JsonNode>> responses = item.path(method).path("responses").fields(); responses.hasNext(); ) {
                    JsonNode media = resolve(responses.next().getValue()).path("content").path("application/json");
                    if (media.has("example")) {
                        checked++;
                        Set<ValidationMessage> errors = schema(media.path("schema")).validate(media.path("example"));
                        if (!errors.isEmpty()) {
                            failures.add(method + " " + path.getKey() + " -> " + errors);
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(10);
        assertThat(failures).isEmpty();
    }

    @Test
    void theExplorerPageAndItsFilesComeFromTheJar() throws Exception {
        HttpResponse<String> page = server.get("/docs");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("/docs/swagger-ui-bundle.js", "/docs/swagger-ui.css", "/openapi.json")
                .doesNotContain("https://");

        for (String asset : List.of("swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png")) {
            HttpResponse<byte[]> served = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(server.uri("/docs/" + asset)).GET().build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertThat(served.statusCode()).as(asset).isEqualTo(200);
            assertThat(served.body()).as(asset).isEqualTo(webjarFile(asset));
        }

        HttpResponse<String> other = server.get("/docs/index.html");
        assertThat(other.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(other.body()).path("code").asInt()).isEqualTo(5);
    }

    private static byte[] webjarFile(String name) throws IOException {
        java.util.Properties explorer = new java.util.Properties();
        try (InputStream in = io.cis.http.docs.SwaggerUiAssets.class.getResourceAsStream("explorer.properties")) {
            explorer.load(in);
        }
        String path = "/META-INF/resources/webjars/swagger-ui/" + explorer.getProperty("swagger-ui.version") + "/" + name;
        try (InputStream in = OpenApiDocumentTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            return in.readAllBytes();
        }
    }

    private static Set<String> documentedOperations() {
        Set<String> operations = new TreeSet<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            JsonNode item = resolve(path.getValue());
            for (String method : METHODS) {
                if (item.has(method)) {
                    operations.add(method.toUpperCase() + " " + path.getKey());
                }
            }
        }
        return operations;
    }

    /** The JSON schema the document gives for an operation's answer with that status (or its default answer). */
    private static JsonSchema responseSchema(String path, String method, int status) {
        JsonNode responses = resolve(document.path("paths").path(path)).path(method).path("responses");
        JsonNode response = responses.has(String.valueOf(status)) ? responses.get(String.valueOf(status)) : responses.path("default");
        JsonNode schema = resolve(response).path("content").path("application/json").path("schema");
        assertThat(schema.isObject()).as("schema of " + method + " " + path + " " + status).isTrue();
        return schema(schema);
    }

    /** A standalone 2020-12 schema: the operation's schema with the document's components beside it for $ref. */
    private static JsonSchema schema(JsonNode operationSchema) {
        ObjectNode root = operationSchema.deepCopy();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("components", document.path("components"));
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(root);
    }

    /** Follows a local {@code $ref} of a path item or response object. */
    private static JsonNode resolve(JsonNode node) {
        JsonNode ref = node.path("$ref");
        return ref.isTextual() ? document.at(ref.asText().substring(1)) : node;
    }
}
