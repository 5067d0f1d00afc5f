package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The OpenAPI document a server serves at {@code /openapi.json}, read the way the tests need it: its operations, the
 * statuses each documents, and the JSON schema it gives for each answer.
 */
final class ServedOpenApi {

    static final Set<String> METHODS = Set.of("get", "post", "put", "delete", "patch", "head", "options");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode document;

    private ServedOpenApi(JsonNode document) {
        this.document = document;
    }

    /** The document {@code server} serves, which must be answered 200 as JSON. */
    static ServedOpenApi of(RunningServer server) throws Exception {
        HttpResponse<String> response = server.get("/openapi.json");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("content-type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        return new ServedOpenApi(JSON.readTree(response.body()));
    }

    JsonNode tree() {
        return document;
    }

    /** Every documented operation as {@code METHOD /path}, the method upper-case. */
    Set<String> operations() {
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

    /** The operation object of {@code method} (lower-case) on {@code path}. */
    JsonNode operation(String method, String path) {
        return resolve(document.path("paths").path(path)).path(method);
    }

    /** The explicit statuses an operation documents answers for (its {@code default} left out). */
    Set<Integer> statuses(String method, String path) {
        Set<Integer> statuses = new TreeSet<>();
        operation(method, path).path("responses").fieldNames().forEachRemaining(name -> {
            if (!name.equals("default")) {
                statuses.add(Integer.parseInt(name));
            }
        });
        return statuses;
    }

    /** The JSON schema the document gives for an operation's answer with that status (or its default answer). */
    JsonSchema responseSchema(String path, String method, int status) {
        JsonNode responses = operation(method, path).path("responses");
        JsonNode response = responses.has(String.valueOf(status)) ? responses.get(String.valueOf(status))
                : responses.path("default");
        JsonNode schema = resolve(response).path("content").path("application/json").path("schema");
        assertThat(schema.isObject()).as("schema of " + method + " " + path + " " + status).isTrue();
        return schema(schema);
    }

    /** A standalone 2020-12 schema: the operation's schema with the document's components beside it for $ref. */
    JsonSchema schema(JsonNode operationSchema) {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(standalone(operationSchema));
    }

    /** The schema as a document of its own, with the document's components beside it so that its $refs resolve. */
    ObjectNode standalone(JsonNode operationSchema) {
        ObjectNode root = operationSchema.deepCopy();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("components", document.path("components"));
        return root;
    }

    /** Follows a local {@code $ref} of a path item or response object. */
    JsonNode resolve(JsonNode node) {
        JsonNode ref = node.path("$ref");
        return ref.isTextual() ? document.at(ref.asText().substring(1)) : node;
    }
}
