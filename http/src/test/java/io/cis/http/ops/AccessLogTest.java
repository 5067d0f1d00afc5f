package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The access log: one JSON line per request, whatever text its fields hold. */
class AccessLogTest {

    @Test
    void everyFieldIsEscapedSoTheEntryStaysOneSafeLine() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AccessLog log = new AccessLog(new PrintStream(out, true, StandardCharsets.UTF_8));
        String hostile = "x\u001B[2J\u007F\u0085\u2028\u202E\r\nforged";
        log.write(new AccessLog.Entry("2026-01-01T00:00:00Z", "GET" + hostile, "/v2/" + hostile, 404, 1.5, null,
                "id" + hostile));
        String written = out.toString(StandardCharsets.UTF_8);
        assertThat(written.lines()).hasSize(1);
        assertThat(written.strip()).doesNotContainPattern(LogTextTest.UNSAFE);
        JsonNode entry = new ObjectMapper().readTree(written);
        assertThat(entry.get("route").asText()).isEqualTo(LogText.escape("/v2/" + hostile));
        assertThat(entry.get("method").asText()).isEqualTo(LogText.escape("GET" + hostile));
        assertThat(entry.get("request_id").asText()).isEqualTo(LogText.escape("id" + hostile));
        assertThat(entry.get("status").asInt()).isEqualTo(404);
    }
}
