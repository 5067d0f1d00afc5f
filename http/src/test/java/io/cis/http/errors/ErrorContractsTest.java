package io.cis.http.errors;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.http.v2.V2Error;
import io.cis.http.v3.V3Error;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class ErrorContractsTest {

    private final ErrorContracts contracts =
            new ErrorContracts(Clock.fixed(Instant.parse("2026-03-01T10:15:30.750Z"), ZoneOffset.UTC));

    @ParameterizedTest
    @ValueSource(strings = {"/v3", "/v3/", "/v3/components/releases", "/v3/no/such/route"})
    void everyV3PathIsAnsweredInTheV3Form(String path) {
        assertThat(contracts.forPath(path)).isInstanceOf(V3Form.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v2/licenses/details", "/v3x", "/v30/a", "/healthz", "/", "/V3/components/releases"})
    void everyOtherPathIsAnsweredInTheV2Form(String path) {
        assertThat(contracts.forPath(path)).isInstanceOf(V2Form.class);
    }

    @Test
    void aRequestWhosePathCouldNotBeReadIsAnsweredInTheV2Form() {
        assertThat(contracts.forPath(null)).isInstanceOf(V2Form.class);
    }

    @ParameterizedTest
    @CsvSource({"400,3", "401,16", "404,5", "405,12", "408,3", "413,8", "414,3", "431,3", "504,4", "500,13"})
    void v2AnswersAStatusWithTheGatewaysCodeForItAndKeepsTheStatus(int status, int code) {
        ErrorAnswer answer = contracts.forPath("/v2/licenses/details").ofStatus(status, "why");

        assertThat(answer.status()).isEqualTo(status);
        assertThat(answer.body()).isEqualTo(V2Error.of(code, "why"));
    }

    @ParameterizedTest
    @CsvSource({"400,INVALID_QUERY", "401,INVALID_QUERY", "404,INVALID_QUERY", "405,INVALID_QUERY",
            "408,INVALID_BODY", "413,INVALID_BODY", "414,INVALID_QUERY", "431,INVALID_QUERY", "504,TIMEOUT",
            "500,INTERNAL_ERROR"})
    void v3AnswersAStatusWithOneCodeForItAndKeepsTheStatus(int status, String code) {
        ErrorAnswer answer = contracts.forPath("/v3/components/releases").ofStatus(status, "why");

        assertThat(answer.status()).isEqualTo(status);
        V3Error body = (V3Error) answer.body();
        assertThat(body.error().code()).isEqualTo(code);
        assertThat(body.error().message()).isEqualTo("why");
        assertThat(body.status()).isEqualTo("error");
        assertThat(body.timestamp()).isEqualTo("2026-03-01T10:15:30Z");
    }

    @Test
    void theNamedFailuresTakeEachFormsOwnCodeAndStatus() {
        ErrorContract v2 = contracts.forPath("/v2/vulnerabilities/components");
        ErrorContract v3 = contracts.forPath("/v3/components/releases");

        assertThat(v2.deadlinePassed("late")).isEqualTo(new ErrorAnswer(504, V2Error.of(4, "late")));
        assertThat(v2.unavailable("gone")).isEqualTo(new ErrorAnswer(503, V2Error.of(14, "gone")));
        assertThat(v2.internal()).isEqualTo(new ErrorAnswer(500, V2Error.of(13, "internal error")));
        assertThat(v3.deadlinePassed("late")).extracting(ErrorAnswer::status, a -> ((V3Error) a.body()).error().code())
                .containsExactly(504, "TIMEOUT");
        assertThat(v3.unavailable("gone")).extracting(ErrorAnswer::status, a -> ((V3Error) a.body()).error().code())
                .containsExactly(503, "MZ_READ_FAILED");
        assertThat(v3.internal()).extracting(ErrorAnswer::status, a -> ((V3Error) a.body()).error().message())
                .containsExactly(500, "internal error");
    }
}
