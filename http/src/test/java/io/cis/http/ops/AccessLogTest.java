package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The access log: one JSON line per request, whatever text its fields hold. */
class AccessLogTest {

    @Test
    void everyFieldIsEscapedSoTheEntryStaysOneSafeLine() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AccessLog log = new AccessLog(new PrintStream(out, true, StandardCharsets.UTF_8));
        String hostile = "x\u001B[2J\u007F\u0085\u2028\u202E\r\nforged";
        log.write(new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00Z"), "GET" + hostile, "/v2/" + hostile, 404, 1.5, null,
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

    @Test
    void aLineHoldsTheFieldsInTheirDocumentedOrderAndLeavesOutAbsentOnesWrittenDirectlyOrInTheBackground() {
        List<AccessLog.Entry> entries = List.of(
                new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00.123456Z"), "POST", "/v2/licenses/echo", 200,
                        0.123456, null, "abc"),
                new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00Z"), "GET", "/v3/x", 404, 12.0, 5, null),
                new AccessLog.Entry(Instant.parse("2026-01-01T00:00:01.5Z"), "GET", "/v3/x", 404, 1.0E-4, 5, "a\"b"));
        List<String> expected = List.of(
                "{\"time\":\"2026-01-01T00:00:00.123456Z\",\"method\":\"POST\",\"route\":\"/v2/licenses/echo\","
                        + "\"status\":200,\"duration_ms\":0.123456,\"request_id\":\"abc\"}",
                "{\"time\":\"2026-01-01T00:00:00Z\",\"method\":\"GET\",\"route\":\"/v3/x\",\"status\":404,"
                        + "\"duration_ms\":12.0,\"batch_size\":5}",
                "{\"time\":\"2026-01-01T00:00:01.500Z\",\"method\":\"GET\",\"route\":\"/v3/x\",\"status\":404,"
                        + "\"duration_ms\":1.0E-4,\"batch_size\":5,\"request_id\":\"a\\\"b\"}");
        ByteArrayOutputStream directly = new ByteArrayOutputStream();
        AccessLog direct = new AccessLog(new PrintStream(directly, true, StandardCharsets.UTF_8));
        ByteArrayOutputStream behind = new ByteArrayOutputStream();
        AccessLog background = AccessLog.inBackground(behind);
        for (AccessLog.Entry entry : entries) {
            direct.write(entry);
            background.write(entry);
        }
        background.close();
        assertThat(directly.toString(StandardCharsets.UTF_8).lines().toList()).isEqualTo(expected);
        assertThat(behind.toString(StandardCharsets.UTF_8)).isEqualTo(String.join("\n", expected) + "\n");
    }

    @Test
    @Timeout(60) // guards against a writer that never writes until closed; not a claim about speed
    void aBackgroundLogWritesAnEntryWithoutWaitingForMoreOrForClose() throws Exception {
        PipedInputStream reader = new PipedInputStream(1 << 16);
        AccessLog log = AccessLog.inBackground(new PipedOutputStream(reader));
        log.write(new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00Z"), "GET", "/v2/route", 200, 1, null, "alone"));
        BufferedReader lines = new BufferedReader(new InputStreamReader(reader, StandardCharsets.UTF_8));
        assertThat(new ObjectMapper().readTree(lines.readLine()).get("request_id").asText()).isEqualTo("alone");
        log.close();
    }

    @Test
    void aBackgroundLogWritesEveryEntryInOrderByTheTimeItIsClosed() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AccessLog log = AccessLog.inBackground(out);
        for (int i = 0; i < 500; i++) {
            log.write(new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00Z"), "GET", "/v2/route", 200, i, null, "id-" + i));
        }
        log.close();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(500);
        for (int i = 0; i < 500; i++) {
            assertThat(new ObjectMapper().readTree(lines.get(i)).get("request_id").asText()).isEqualTo("id-" + i);
        }
    }

    @Test
    void entriesThatFindTheQueueFullAreCountedInALineOfTheirOwn() throws Exception {
        CountDownLatch released = new CountDownLatch(1);
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        OutputStream stuck = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                try {
                    released.await();
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
                written.write(bytes, offset, length);
            }
        };
        AccessLog log = AccessLog.inBackground(stuck, 4);
        int sent = 1_000;
        for (int i = 0; i < sent; i++) {
            log.write(new AccessLog.Entry(Instant.parse("2026-01-01T00:00:00Z"), "GET", "/v2/route", 200, i, null, "id-" + i));
        }
        released.countDown();
        log.close();
        long entries = 0;
        long dropped = 0;
        for (String line : written.toString(StandardCharsets.UTF_8).lines().toList()) {
            JsonNode node = new ObjectMapper().readTree(line);
            if (node.has("access_log_entries_dropped")) {
                dropped += node.get("access_log_entries_dropped").asLong();
            } else {
                entries++;
            }
        }
        assertThat(dropped).isPositive();
        assertThat(entries + dropped).isEqualTo(sent);
    }
}
