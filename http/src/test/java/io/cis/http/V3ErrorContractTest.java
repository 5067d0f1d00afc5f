package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.build.SnapshotWriter;
import io.cis.testkit.SampleSnapshot;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every v3 error code a request can trigger, over HTTP: the status, the body {@code {"status": "error", "error":
 * {"code", "message"}, "timestamp"}} with an RFC 3339 timestamp, and never a stack trace.
 */
class V3ErrorContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RELEASES = "/v3/components/releases";
    /** RFC 3339 date-time (section 5.6), with the 'T' and an offset or 'Z'. */
    private static final String RFC_3339 = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$";

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    static JsonNode errorBody(HttpResponse<String> response, int status, String code) throws Exception {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.path("status").asText()).isEqualTo("error");
        assertThat(body.path("error").path("code").asText()).isEqualTo(code);
        assertThat(body.path("error").path("message").asText()).isNotBlank();
        String timestamp = body.path("timestamp").asText();
        assertThat(timestamp).matches(RFC_3339);
        assertThat(OffsetDateTime.parse(timestamp, DateTimeFormatter.ISO_OFFSET_DATE_TIME)).isNotNull();
        assertThat(body.size()).isEqualTo(3);
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("io.cis.");
        return body;
    }

    private static String get(String... pairs) {
        StringJoiner query = new StringJoiner("&", RELEASES + "?", "");
        for (int i = 0; i < pairs.length; i += 2) {
            query.add(pairs[i] + "=" + URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
        }
        return query.toString();
    }

    // --- INVALID_QUERY -----------------------------------------------------------------------------------------------

    @Test
    void aMissingPurlIsAnInvalidQuery() throws Exception {
        JsonNode body = errorBody(server.get(RELEASES), 400, "INVALID_QUERY");
        assertThat(body.path("error").path("message").asText()).contains("purl");
        errorBody(server.get(get("purl", " ")), 400, "INVALID_QUERY");
    }

    @ParameterizedTest
    @ValueSource(strings = {"limit=0", "limit=-5", "limit=many", "offset=-1", "offset=1.5", "encoded=gzip",
        "show_related_results=maybe", "on_version_not_found=nearest"})
    void aBadParameterIsAnInvalidQuery(String parameter) throws Exception {
        JsonNode body = errorBody(server.get(get("purl", "pkg:github/expressjs/express") + "&" + parameter), 400,
                "INVALID_QUERY");
        assertThat(body.path("error").path("message").asText()).contains(parameter.substring(0, parameter.indexOf('=')));
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v3/unknown", "/v3/components/release", "/v3"})
    void anUnknownV3RouteIs404WithTheV3Body(String path) throws Exception {
        errorBody(server.get(path), 404, "INVALID_QUERY");
    }

    @Test
    void aWrongMethodOnAV3RouteIs405WithTheV3Body() throws Exception {
        errorBody(server.send(HttpRequest.newBuilder(server.uri(RELEASES)).DELETE().build()), 405, "INVALID_QUERY");
        errorBody(server.send(HttpRequest.newBuilder(server.uri(RELEASES))
                .PUT(HttpRequest.BodyPublishers.ofString("{}")).build()), 405, "INVALID_QUERY");
    }

    // --- INVALID_PURL, COMPONENT_NOT_FOUND, VERSION_NOT_FOUND ------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"not a purl", "pkg:", "pkg:npm/", "npm/express"})
    void aPurlThatDoesNotParseIsAnInvalidPurl(String purl) throws Exception {
        errorBody(server.get(get("purl", purl)), 400, "INVALID_PURL");
    }

    @Test
    void anUnknownComponentIsNotFound() throws Exception {
        JsonNode body = errorBody(server.get(get("purl", "pkg:npm/left-pad")), 404, "COMPONENT_NOT_FOUND");
        assertThat(body.path("error").path("message").asText()).contains("pkg:npm/left-pad");
        errorBody(server.get(get("purl", "pkg:npm/left-pad", "show_related_results", "true")), 404, "COMPONENT_NOT_FOUND");
    }

    @Test
    void anUnknownVersionOrAnUnreadableRequirementIsVersionNotFound() throws Exception {
        JsonNode body = errorBody(server.get(get("purl", "pkg:github/expressjs/express", "requirement", "99.0.0")), 404,
                "VERSION_NOT_FOUND");
        assertThat(body.path("error").path("message").asText()).contains("99.0.0");
        errorBody(server.get(get("purl", "pkg:github/expressjs/express@99.0.0")), 404, "VERSION_NOT_FOUND");
        errorBody(server.get(get("purl", "pkg:github/expressjs/express", "requirement", ">>garbage")), 404,
                "VERSION_NOT_FOUND");
    }

    // --- INVALID_BODY, EMPTY_BATCH ----------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"", "{\"components\":", "not json", "[]", "{\"components\": [{\"purl\": \"pkg:npm/x\"}]}}",
        "{}", "{\"components\": null}", "{\"components\": {\"purl\": \"pkg:npm/x\"}}", "{\"components\": [\"pkg:npm/x\"]}",
        "{\"components\": [{\"purl\": 42}]}", "{\"components\": [{\"purl\": \"pkg:npm/x\", \"requirement\": 1}]}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": []}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": {\"encoded\": \"gzip\"}}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": {\"on_version_not_found\": \"nearest\"}}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": {\"show_related_results\": \"yes\"}}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": {\"max_results_per_purl\": -1}}",
        "{\"components\": [{\"purl\": \"pkg:npm/x\"}], \"search\": {\"max_results_per_purl\": 1.5}}"})
    void aBodyThatIsNotABatchIsAnInvalidBody(String body) throws Exception {
        errorBody(server.post(RELEASES, body), 400, "INVALID_BODY");
    }

    @Test
    void tooManyComponentsAreRejectedWhole() throws Exception {
        String item = "{\"purl\": \"pkg:npm/express\"}";
        String body = "{\"components\": [" + String.join(",", java.util.Collections.nCopies(5_001, item)) + "]}";

        JsonNode error = errorBody(server.post(RELEASES, body), 400, "INVALID_BODY");
        assertThat(error.path("error").path("message").asText()).contains("5001").contains("5000");
    }

    /** A second server on the sample snapshot (opened read-only once more), with other settings. */
    private static RunningServer serverWith(ServerSettings settings) throws Exception {
        return new RunningServer(Engine.open(SampleSnapshot.path()), settings);
    }

    @Test
    void aBodyOverTheSizeLimitIsAnInvalidBodyWith413() throws Exception {
        try (RunningServer small = serverWith(new ServerSettings("127.0.0.1", 0, 1_024,
                ServerSettings.DEFAULT_MAX_BATCH_ITEMS))) {
            String body = "{\"components\": [{\"purl\": \"pkg:npm/" + "x".repeat(2_000) + "\"}]}";
            errorBody(small.post(RELEASES, body), 413, "INVALID_BODY");
        }
    }

    @Test
    void anEmptyListIsAnEmptyBatch() throws Exception {
        errorBody(server.post(RELEASES, "{\"components\": []}"), 400, "EMPTY_BATCH");
    }

    // --- TIMEOUT ----------------------------------------------------------------------------------------------------

    @Test
    void aRequestPastTheServerSideDeadlineIsATimeout() throws Exception {
        // A deadline of zero is spent before the first unit of work: no timing is involved.
        try (RunningServer hurried = serverWith(ServerSettings.defaults("127.0.0.1", 0).withDeadline(Duration.ZERO))) {
            errorBody(hurried.get(get("purl", "pkg:github/expressjs/express")), 504, "TIMEOUT");
            errorBody(hurried.post(RELEASES, "{\"components\": [{\"purl\": \"pkg:npm/express\"}]}"), 504, "TIMEOUT");
            // the deadline is a v3 contract; v2 routes answer as before
            assertThat(hurried.get("/v2/licenses/details?id=MIT").statusCode()).isEqualTo(200);
        }
    }

    // --- INTERNAL_ERROR ---------------------------------------------------------------------------------------------

    @Test
    void aStoredValueThatCannotBeDecodedIsAnInternalError(@TempDir Path own) throws Exception {
        // A snapshot written by the test: one component whose release notes value is not JSON.
        ValueCodec codec = new ValueCodec();
        SnapshotTables tables = new SnapshotTables();
        String purl = "pkg:github/acme/widget";
        tables.put(Domain.COMPONENTS, ComponentKeys.component(purl),
                codec.encode(new ComponentRecord(purl, "widget", null, null, null, null, null, List.of("1.0.0"))));
        tables.put(Domain.RELEASE_NOTES, ComponentKeys.version(purl, "1.0.0"),
                "not a release record".getBytes(StandardCharsets.UTF_8));
        Path snapshot = own.resolve("corrupt");
        new SnapshotWriter(Clock.systemUTC()).publish(tables, List.of(), snapshot, false);

        try (RunningServer broken = new RunningServer(Engine.open(snapshot), ServerSettings.defaults("127.0.0.1", 0))) {
            JsonNode body = errorBody(broken.get(get("purl", purl, "requirement", "1.0.0")), 500, "INTERNAL_ERROR");
            assertThat(body.path("error").path("message").asText()).isEqualTo("internal error");
            errorBody(broken.post(RELEASES, "{\"components\": [{\"purl\": \"" + purl + "\"}]}"), 500, "INTERNAL_ERROR");
        }
    }
}
