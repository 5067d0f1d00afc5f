package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.v3.V3ErrorCode;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The hostile input suite: hundreds of generated malformed requests against every route the server registers. Each
 * gets the documented answer (the v2 or v3 error body by path, or a 200 whose items carry documented
 * {@code info_code}s), never a 5xx, a hang or a stack trace, and the server answers a normal request exactly as
 * before right after it.
 */
class HostileRequestsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> INFO_CODES = Set.of("REQUIREMENT_NOT_MET", "INVALID_PURL", "COMPONENT_NOT_FOUND",
            "VERSION_NOT_FOUND", "RESOLVE_FAILED", "RELEASE_NOTES_UNAVAILABLE", "WARNING");
    private static final Set<String> V3_CODES = Arrays.stream(V3ErrorCode.values()).map(Enum::name)
            .collect(Collectors.toUnmodifiableSet());
    private static final String CANARY = "/v2/licenses/details?id=MIT";

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    private static RawHttp raw;
    private static JsonNode canaryAnswer;

    @BeforeAll
    static void start() throws Exception {
        raw = new RawHttp(server.port());
        HttpResponse<String> before = server.get(CANARY);
        assertThat(before.statusCode()).isEqualTo(200);
        canaryAnswer = JSON.readTree(before.body());
    }

    private static List<HostileCase> cases() {
        return HostileCases.forRoutes(server.server().routes(), ServerSettings.DEFAULT_MAX_BATCH_ITEMS);
    }

    @TestFactory
    Stream<DynamicTest> everyHostileRequestGetsTheDocumentedAnswerAndTheServerCarriesOn() {
        return cases().stream().map(hostile -> DynamicTest.dynamicTest(hostile.toString(), () -> {
            try {
                RawHttp.Response response = raw.exchange(hostile.request());
                assertDocumented(hostile, response);
                HttpResponse<String> after = server.get(CANARY);
                assertThat(after.statusCode()).as("normal request after").isEqualTo(200);
                assertThat(JSON.readTree(after.body())).as("normal answer after").isEqualTo(canaryAnswer);
            } catch (AssertionError | RuntimeException failure) {
                // Dynamic tests are reported by index; say which request it was.
                throw new AssertionError(hostile + " -> " + failure.getMessage(), failure);
            }
        }));
    }

    @Test
    void theSuiteCoversEveryRegisteredRouteWithAtLeastTwoHundredRequests() {
        List<HostileCase> cases = cases();
        assertThat(cases).hasSizeGreaterThanOrEqualTo(200);
        Set<String> covered = cases.stream().map(HostileCase::path).collect(Collectors.toSet());
        assertThat(server.server().routes()).hasSizeGreaterThanOrEqualTo(30);
        assertThat(covered).containsAll(server.server().routes().stream().map(ApiServer.Route::path).toList());
        assertThat(cases.stream().map(HostileCase::family).distinct()).contains("method the route lacks",
                "invalid or truncated JSON", "wrong type at a field", "JSON nested 10,000 levels", "1 MB strings",
                "invalid UTF-8 and NUL bytes", "info_code trigger and hostile purl", "batch over the limit",
                "17 MiB body", "wrong content type", "unknown and repeated query parameters",
                "negative and huge numbers", "malformed HTTP");
    }

    private static void assertDocumented(HostileCase hostile, RawHttp.Response response) throws Exception {
        assertThat(response.status()).as("the server answered").isPositive();
        assertThat(response.status()).as(response.body()).isLessThan(500);
        assertThat(response.headers()).doesNotContainKey("server").doesNotContainKey("x-powered-by");
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("io.cis.")
                .doesNotContain("java.").doesNotContainIgnoringCase("jetty").doesNotContainIgnoringCase("javalin");
        if (hostile.expectedStatus() == HostileCase.DOCUMENTED) {
            assertThat(response.status()).as(response.body()).matches(s -> s == 200 || (s >= 400 && s < 500));
        } else {
            assertThat(response.status()).as(response.body()).isEqualTo(hostile.expectedStatus());
        }
        if (response.status() >= 400) {
            assertErrorBody(hostile.path(), response);
        } else if (!hostile.path().equals("/metrics")) {
            JsonNode body = JSON.readTree(response.body());
            assertThat(body.isObject()).isTrue();
            assertThat(body.findValuesAsText("info_code")).allSatisfy(code -> assertThat(code).isIn(INFO_CODES));
        }
    }

    private static void assertErrorBody(String path, RawHttp.Response response) throws Exception {
        assertThat(response.headers().get("content-type")).startsWith("application/json");
        JsonNode body = JSON.readTree(response.body());
        if (path.startsWith("/v3/")) {
            assertThat(body.get("status").asText()).isEqualTo("error");
            assertThat(body.at("/error/code").asText()).isIn(V3_CODES);
            assertThat(body.at("/error/message").asText()).isNotBlank();
            assertThat(body.get("timestamp").asText()).isNotBlank();
        } else {
            assertThat(body.get("code").isInt()).isTrue();
            assertThat(body.get("message").asText()).isNotBlank();
            assertThat(body.get("details").isArray()).isTrue();
        }
    }
}
