package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.DisallowUnknownKeywordFactory;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.ValidationMessage;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code GET /openapi.json} describes exactly the routes the server registers, and the real answers of the demo
 * snapshot (successes and error bodies, v2 and v3) validate against the document's own schemas.
 */
class OpenApiDocumentTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LOG4J = "pkg:maven/org.apache.logging.log4j/log4j-core";
    private static final String PYGOAT = "pkg:github/leftrightleft/pygoat";
    private static final String PYGOAT_COMMIT = "c45f8ffbc611bf61d7cdf81c3fd09be3aed9545d";

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    private static ServedOpenApi openApi;
    private static JsonNode document;

    @BeforeAll
    static void start() throws Exception {
        openApi = ServedOpenApi.of(server);
        document = openApi.tree();
    }

    @Test
    void isAnOpenApi31DocumentCarryingTheServerVersion() {
        assertThat(document.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(document.path("info").path("version").asText()).isEqualTo("test-version");
    }

    @Test
    void theOpenApiProjectsOwnParserFindsNothingWrongWithTheServedDocument() throws Exception {
        SwaggerParseResult parsed = parse(JSON.writeValueAsString(document));

        assertThat(parsed.getMessages()).as("what the OpenAPI parser reports").isEmpty();
        assertThat(parsed.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        assertThat(parsed.getOpenAPI().getPaths()).hasSize(document.path("paths").size());
    }

    @Test
    void theOpenApiParserReportsAParameterWhoseDescriptionAnUnquotedCommaCut() throws Exception {
        // What an unquoted comma in a YAML flow map makes of a description: a cut text and a junk key.
        ObjectNode cut = document.deepCopy();
        ObjectNode search = (ObjectNode) cut.at("/paths/~1v2~1components~1search/get/parameters/0");
        search.put("description", "Free text; when set");
        search.putNull("component and vendor are ignored.");

        assertThat(parse(JSON.writeValueAsString(cut)).getMessages())
                .anySatisfy(message -> assertThat(message).contains("component and vendor are ignored."));
    }

    @Test
    void everySchemaOfTheDocumentUsesOnlyKeywordsJsonSchemaOrOpenApiDefine() {
        List<String> failures = new ArrayList<>();
        List<JsonNode> schemas = schemasOf(document);
        for (JsonNode schema : schemas) {
            strictKeywords(schema).ifPresent(failures::add);
        }
        assertThat(schemas).hasSizeGreaterThan(50);
        assertThat(failures).isEmpty();
    }

    @Test
    void aSchemaWithAKeywordNeitherDefinesIsReported() {
        // What an unquoted comma in a flow map makes of a property's description: junk keywords in its schema.
        ObjectNode code = JSON.createObjectNode().put("type", "integer").put("description", "gRPC status code (3 invalid argument");
        code.putNull("4 deadline exceeded");
        ObjectNode schema = JSON.createObjectNode().put("type", "object");
        schema.putObject("properties").set("code", code);

        assertThat(strictKeywords(schema)).hasValueSatisfying(failure -> assertThat(failure).contains("4 deadline exceeded"));
    }

    @Test
    void theApiKeySchemeNamesTheHeaderTheServerReadsAndTheProbesNeedNoKey() {
        JsonNode schemes = document.path("components").path("securitySchemes");
        assertThat(schemes.size()).isEqualTo(1);
        JsonNode scheme = schemes.elements().next();
        assertThat(scheme.path("type").asText()).isEqualTo("apiKey");
        assertThat(scheme.path("in").asText()).isEqualTo("header");
        assertThat(scheme.path("name").asText()).isEqualToIgnoringCase(ApiKeys.HEADER);
        String name = schemes.fieldNames().next();
        // A key is optional for the document as a whole (a server without key files asks none) ...
        assertThat(document.path("security").toString()).isEqualTo("[{\"" + name + "\":[]},{}]");
        // ... and never asked of the liveness and readiness probes.
        assertThat(openApi.operation("get", "/healthz").path("security").toString()).isEqualTo("[]");
        assertThat(openApi.operation("get", "/readyz").path("security").toString()).isEqualTo("[]");
    }

    @Test
    void describesEveryRegisteredRouteAndNoOther() {
        Set<String> served = server.server().routes().stream()
                .map(route -> route.method() + " " + route.path())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> documented = openApi.operations();

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
            Set<ValidationMessage> errors = openApi.responseSchema(call.path(), call.method(), call.status())
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

        Set<ValidationMessage> errors = openApi.responseSchema("/v2/vulnerabilities/component", "get", 200).validate(broken);

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
            JsonNode item = openApi.resolve(path.getValue());
            for (String method : ServedOpenApi.METHODS) {
                for (Iterator<Map.Entry<String, JsonNode>> responses = item.path(method).path("responses").fields(); responses.hasNext(); ) {
                    JsonNode media = openApi.resolve(responses.next().getValue()).path("content").path("application/json");
                    if (media.has("example")) {
                        checked++;
                        Set<ValidationMessage> errors = openApi.schema(media.path("schema")).validate(media.path("example"));
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

    private static SwaggerParseResult parse(String json) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        return new OpenAPIV3Parser().readContents(json, null, options);
    }

    /** Every schema object the document holds: the named ones and those inline in parameters, bodies and answers. */
    private static List<JsonNode> schemasOf(JsonNode node) {
        List<JsonNode> schemas = new ArrayList<>();
        document.path("components").path("schemas").elements().forEachRemaining(schemas::add);
        collectInline(node, schemas);
        return schemas;
    }

    private static void collectInline(JsonNode node, List<JsonNode> schemas) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getKey().equals("schema") && field.getValue().isObject()) {
                schemas.add(field.getValue());
            } else if (!field.getKey().equals("schemas")) {
                collectInline(field.getValue(), schemas);
            }
        }
        if (node.isArray()) {
            node.elements().forEachRemaining(element -> collectInline(element, schemas));
        }
    }

    /**
     * Why the schema (and every schema within it) uses a keyword that neither JSON Schema 2020-12 nor OpenAPI 3.1
     * defines, if it does: the JSON Schema validator, told to refuse unknown keywords, compiles all of it.
     */
    private static Optional<String> strictKeywords(JsonNode schema) {
        JsonMetaSchema strict = JsonMetaSchema.builder(JsonMetaSchema.getV202012().getIri(), JsonMetaSchema.getV202012())
                .unknownKeywordFactory(DisallowUnknownKeywordFactory.getInstance())
                // the OpenAPI 3.1 dialect's own keywords, and the document's components carried beside the schema
                .keywords(List.of(new NonValidationKeyword("example"), new NonValidationKeyword("discriminator"),
                        new NonValidationKeyword("xml"), new NonValidationKeyword("externalDocs"),
                        new NonValidationKeyword("components")))
                .build();
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(com.networknt.schema.SpecVersion.VersionFlag.V202012,
                builder -> builder.metaSchema(strict));
        try {
            factory.getSchema(openApi.standalone(schema)).initializeValidators();
            return Optional.empty();
        } catch (RuntimeException unknown) {
            return Optional.of(schema + ": " + unknown.getMessage());
        }
    }
}
