package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.body.JsonLimits;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every way a JSON body can be malformed, sent to every POST route the server registers: each answer is 400 with the
 * route's documented error body (v2 {@code {code: 3, message, details: []}}, v3 {@code {status: "error", error: {code:
 * "INVALID_BODY", message}, timestamp}}) whose message is a plain sentence, naming no class, package or parser setting.
 */
class MalformedBodiesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonLimits LIMITS = JsonLimits.DEFAULTS;
    /** What an error message must never contain: class and package names, parser wording, setting names. */
    private static final Pattern INTERNALS = Pattern.compile(
            "(?i)com\\.fasterxml|jackson|exception|StreamReadConstraints|constraint|feature|io\\.cis|java\\.|javalin"
                    + "|jetty|\\bat [a-z]+\\.|[a-z]+\\.[a-z]+\\.[A-Z]|\\bclass\\b|DeserializationFeature|JsonToken");

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    /** A POST route and one valid member of its body, which the malformed bodies are built around. */
    private record Route(String path, String member) {

        boolean v3() {
            return path.startsWith("/v3/");
        }

        boolean echo() {
            return path.endsWith("/echo");
        }

        String list() {
            return member.substring(1, member.indexOf('"', 1));
        }
    }

    private record Case(String what, Route route, String body) {
    }

    private static List<Route> postRoutes() {
        List<Route> routes = server.server().routes().stream()
                .filter(r -> r.method().equals("POST") && !r.path().startsWith("/admin/"))
                .map(r -> new Route(r.path(), r.path().endsWith("/echo") ? "\"message\":\"hello\""
                        : "\"" + (r.path().equals("/v2/geoprovenance/countries") ? "purls" : "components")
                        + "\":[{\"purl\":\"pkg:npm/express\"}]"))
                .collect(Collectors.toList());
        assertThat(routes).extracting(Route::path).contains("/v2/licenses/echo", "/v2/vulnerabilities/components",
                "/v2/geoprovenance/countries", "/v3/components/releases");
        return routes;
    }

    /** Bodies malformed whatever the route: each holds the route's valid member, so only the fault is left to refuse. */
    private static List<Case> anyRoute(Route route) {
        String m = route.member();
        String deepArrays = "[".repeat(LIMITS.maxDepth()) + "]".repeat(LIMITS.maxDepth());
        String deepObjects = "{\"a\":".repeat(LIMITS.maxDepth()) + "1" + "}".repeat(LIMITS.maxDepth());
        String manyMembers = IntStream.rangeClosed(0, LIMITS.maxMembers()).mapToObj(i -> "\"k" + i + "\":0")
                .collect(Collectors.joining(",", "{", "}"));
        List<Case> cases = new ArrayList<>();
        add(cases, route, "truncated", "{" + m, "{" + m + ",\"x\":[1,2", "{" + m + ",\"x\":\"abc", "{" + m + ",\"x\":{\"a\":",
                "{\"", "{" + m + ",");
        add(cases, route, "bad token", "{" + m + ",\"x\":tru}", "{" + m + ",\"x\":'a'}", "{" + m + ",x:1}",
                "{" + m + ",\"x\":[1,,2]}", "{" + m + ",\"x\":01}", "{" + m + ",\"x\":\"\\q\"}", "{" + m + ",\"x\":\"a\tb\"}",
                "{" + m + ",\"x\":1,}", "{" + m + ";\"x\":1}", "{" + m + ",\"x\":[1 2]}", "{" + m + ",\"x\":.5}");
        add(cases, route, "NaN and infinities", "{" + m + ",\"x\":NaN}", "{" + m + ",\"x\":-Infinity}",
                "{" + m + ",\"x\":Infinity}", "{" + m + ",\"x\":[NaN]}");
        add(cases, route, "too deep", "{" + m + ",\"x\":" + deepArrays + "}", "{" + m + ",\"x\":" + deepObjects + "}",
                "{" + m + ",\"x\":" + "[".repeat(10_000) + "]".repeat(10_000) + "}");
        add(cases, route, "too long name", "{" + m + ",\"" + "n".repeat(LIMITS.maxNameChars() + 1) + "\":1}");
        add(cases, route, "too long number", "{" + m + ",\"x\":" + "9".repeat(LIMITS.maxNumberChars() + 1) + "}",
                "{" + m + ",\"x\":[0." + "5".repeat(LIMITS.maxNumberChars() + 1) + "]}");
        add(cases, route, "too many members", "{" + m + ",\"x\":" + manyMembers + "}");
        add(cases, route, "duplicate keys", "{" + m + "," + m + "}", "{" + m + ",\"x\":{\"a\":1,\"a\":2}}",
                "{" + m + ",\"x\":[{},{\"b\":{\"c\":1,\"c\":[]}}]}", "{\"x\":1," + m + ",\"x\":1}");
        add(cases, route, "trailing garbage", "{" + m + "}x", "{" + m + "}}", "{" + m + "},", "{" + m + "}]",
                "{" + m + "} null", "{" + m + "}\u0000");
        add(cases, route, "several top-level values", "{" + m + "}{" + m + "}", "{" + m + "} {}", "{" + m + "}\n[]",
                "{" + m + "}\"s\"", "{" + m + "} 1");
        add(cases, route, "not an object", "[{" + m + "}]", "\"x\"", "42", "null", "true", "", "   ");
        return cases;
    }

    /** Values of the wrong type, numbers where strings belong, strings past the limit: per kind of route. */
    private static List<Case> thisRoute(Route route) {
        String tooLong = "\"" + "a".repeat(LIMITS.maxStringChars() + 1) + "\"";
        List<Case> cases = new ArrayList<>();
        if (route.echo()) {
            for (String value : List.of("42", "1.5", "-0", "true", "[]", "{}", "[\"hello\"]", tooLong)) {
                add(cases, route, "wrong type", "{\"message\":" + value + "}");
            }
            return cases;
        }
        String list = route.list();
        for (String value : List.of("\"pkg:npm/express\"", "42", "{}", "true", "{\"purl\":\"pkg:npm/express\"}")) {
            add(cases, route, "wrong type", "{\"" + list + "\":" + value + "}");
        }
        for (String item : List.of("42", "\"pkg:npm/express\"", "null", "[]", "[{\"purl\":\"pkg:npm/express\"}]")) {
            add(cases, route, "wrong type", "{\"" + list + "\":[" + item + "]}");
        }
        for (String purl : List.of("42", "1e3", "-1", "true", "[]", "{}", "[\"pkg:npm/express\"]", tooLong)) {
            add(cases, route, "wrong type", "{\"" + list + "\":[{\"purl\":" + purl + "}]}");
            add(cases, route, "wrong type", "{\"" + list + "\":[{\"purl\":\"pkg:npm/express\",\"requirement\":" + purl + "}]}");
        }
        add(cases, route, "duplicate keys", "{\"" + list + "\":[{\"purl\":\"pkg:npm/express\",\"purl\":\"pkg:npm/react\"}]}");
        if (route.v3()) {
            for (String search : List.of("[]", "\"strict\"", "42", "{\"encoded\":42}", "{\"encoded\":\"gzip\"}",
                    "{\"on_version_not_found\":true}", "{\"show_related_results\":\"yes\"}", "{\"show_related_results\":1}",
                    "{\"max_results_per_purl\":1.5}", "{\"max_results_per_purl\":1.0}", "{\"max_results_per_purl\":\"5\"}",
                    "{\"max_results_per_purl\":-1}", "{\"max_results_per_purl\":1e400}",
                    "{\"max_results_per_purl\":99999999999999999999}", "{\"encoded\":\"none\",\"encoded\":\"none\"}")) {
                add(cases, route, "wrong type", "{" + route.member() + ",\"search\":" + search + "}");
            }
        }
        return cases;
    }

    private static void add(List<Case> cases, Route route, String what, String... bodies) {
        for (String body : bodies) {
            cases.add(new Case(what, route, body));
        }
    }

    @Test
    void everyMalformedBodyIsA400WithTheDocumentedBodyAndAPlainMessage() throws Exception {
        List<Case> cases = new ArrayList<>();
        for (Route route : postRoutes()) {
            cases.addAll(anyRoute(route));
            cases.addAll(thisRoute(route));
        }
        SoftAssertions softly = new SoftAssertions();
        for (Case c : cases) {
            HttpResponse<String> response = server.post(c.route().path(), c.body());
            String label = c.what() + " on " + c.route().path() + ": " + abbreviated(c.body()) + " -> " + response.body();
            softly.assertThat(response.statusCode()).as(label).isEqualTo(400);
            JsonNode body = JSON.readTree(response.body());
            String message = documentedMessage(softly, c.route(), body, label);
            softly.assertThat(message).as(label).isNotBlank().doesNotContainPattern(INTERNALS);
        }
        softly.assertAll();
        // 16 POST routes today, about 70 bodies each
        assertThat(cases).hasSizeGreaterThan(1_000);
    }

    /** The message of a documented v2 or v3 error body, every other part of it checked. */
    private static String documentedMessage(SoftAssertions softly, Route route, JsonNode body, String label) {
        if (route.v3()) {
            softly.assertThat(body.path("status").asText()).as(label).isEqualTo("error");
            softly.assertThat(body.path("error").path("code").asText()).as(label).isEqualTo("INVALID_BODY");
            softly.assertThat(body.path("timestamp").asText()).as(label).isNotBlank();
            softly.assertThat(body.size()).as(label).isEqualTo(3);
            return body.path("error").path("message").asText();
        }
        softly.assertThat(body.path("code").asInt()).as(label).isEqualTo(3);
        softly.assertThat(body.path("details").isArray()).as(label).isTrue();
        softly.assertThat(body.path("details")).as(label).isEmpty();
        softly.assertThat(body.size()).as(label).isEqualTo(3);
        return body.path("message").asText();
    }

    @Test
    void aRepeatedMemberIsNamedEscapedAsAJsonString() throws Exception {
        for (Route route : postRoutes()) {
            String m = route.member();
            assertThat(message(route, "{" + m + "," + m + "}")).endsWith("the body repeats the member \"" + route.list() + "\"");
            assertThat(message(route, "{" + m + ",\"x\":{\"a\\\"b\\n\":1,\"a\\\"b\\n\":2}}"))
                    .endsWith("the body repeats the member \"a\\\"b\\n\"");
            if (!route.echo()) {
                assertThat(message(route, "{\"" + route.list() + "\":[{\"purl\":\"a\",\"requirement\":\"1\",\"purl\":\"b\"}]}"))
                        .endsWith("the body repeats the member \"purl\"");
            }
        }
    }

    @Test
    void theMessagesSayWhatWasWrongAndWhere() throws Exception {
        Route echo = new Route("/v2/licenses/echo", "\"message\":\"hello\"");
        Route v3 = new Route("/v3/components/releases", "\"components\":[{\"purl\":\"pkg:npm/express\"}]");
        for (Route route : List.of(echo, v3)) {
            String m = route.member();
            assertThat(message(route, "{" + m + ",\"x\":" + "[".repeat(100) + "]".repeat(100) + "}"))
                    .matches("malformed JSON at line 1, column \\d+: arrays and objects nest deeper than 64 levels");
            assertThat(message(route, "{" + m + ",\n\"x\":NaN}")).startsWith("malformed JSON at line 2, column ");
            assertThat(message(route, "{" + m + "} {}")).endsWith(": the body holds more than one JSON value");
            assertThat(message(route, "{" + m + ",\"x\":[")).endsWith(": the body ends before its JSON value is complete");
        }
        assertThat(message(echo, "{\"message\":\"" + "a".repeat(LIMITS.maxStringChars() + 1) + "\"}"))
                .isEqualTo("field 'message' is longer than 2097152 characters");
        assertThat(message(v3, "{\"components\":[{},{\"purl\":1}]}")).isEqualTo("components[1].purl must be a string");
    }

    private static String message(Route route, String body) throws Exception {
        HttpResponse<String> response = server.post(route.path(), body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
        JsonNode json = JSON.readTree(response.body());
        return route.v3() ? json.path("error").path("message").asText() : json.path("message").asText();
    }

    private static String abbreviated(String body) {
        return body.length() > 160 ? body.substring(0, 160) + "... (" + body.length() + " characters)" : body;
    }
}
