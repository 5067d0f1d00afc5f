package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.management.UnixOperatingSystemMXBean;
import io.cis.http.ops.Exposition;
import io.cis.loader.build.FeedDiscovery;
import java.lang.management.ManagementFactory;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Health, readiness, metrics, request ids, the access log and the request limits. */
class OperationsRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final Duration WEEK = Duration.ofDays(7);

    private static final SettableClock CLOCK = new SettableClock();
    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass(settings -> settings, ApiKeys.none(), CLOCK);
    /** The tracked feed with the oldest data date, and that date, as the snapshot's manifest lists them. */
    private static String oldestFeed;
    private static Instant oldestDate;

    @BeforeAll
    static void readTheOldestTrackedFeed() throws Exception {
        JsonNode manifest = JSON.readTree(server.engine().snapshotDirectory().resolve("manifest.json").toFile());
        for (JsonNode feed : manifest.get("feeds")) {
            if (feed.path("tracked").asBoolean() && feed.has("data_date")) {
                Instant date = Instant.parse(feed.get("data_date").asText());
                if (oldestDate == null || date.isBefore(oldestDate)) {
                    oldestDate = date;
                    oldestFeed = feed.get("name").asText();
                }
            }
        }
    }

    @AfterEach
    void backToTheSystemClock() {
        CLOCK.reset();
    }

    @Test
    void healthAndReadinessReportTheOpenSnapshotWithItsBuildAndDataAges() throws Exception {
        assertThat(server.get("/healthz").statusCode()).isEqualTo(200);
        HttpResponse<String> ready = server.get("/readyz");
        assertThat(ready.statusCode()).isEqualTo(200);
        JsonNode body = JSON.readTree(ready.body());
        assertThat(body.get("status").asText()).isEqualTo("ready");
        assertThat(body.get("created_at").asText()).isEqualTo(server.engine().identity().createdAt());
        assertThat(body.get("schema_version").asText()).isEqualTo(server.engine().identity().schemaVersion());
        assertThat(body.get("age_seconds").asLong()).isBetween(0L, 600L);
        assertThat(body.get("max_age_seconds").asLong()).isEqualTo(WEEK.toSeconds());
        // the sample feeds' data is as old as the samples, however recent the build
        long dataAge = Duration.between(oldestDate, Instant.now()).toSeconds();
        assertThat(oldestFeed).isNotNull();
        assertThat(body.get("oldest_feed").asText()).isEqualTo(oldestFeed);
        assertThat(body.get("data_date").asText()).isEqualTo(oldestDate.toString());
        assertThat(body.get("data_age_seconds").asLong()).isBetween(dataAge - 600, dataAge + 600);
        assertThat(body.get("stale").asBoolean()).isEqualTo(dataAge > WEEK.toSeconds());
        assertThat(body.get("verification").asText()).as("hashed before it was opened").isEqualTo("at_open");
        assertThat(body.has("signed_by")).as("no signature was checked").isFalse();
    }

    @Test
    void stalenessFlipsOnceTheClockPassesTheMaximumAgeFromTheOldestFeedsDataDate() throws Exception {
        CLOCK.set(oldestDate.plus(WEEK));
        JsonNode ready = JSON.readTree(server.get("/readyz").body());
        JsonNode db = JSON.readTree(server.get("/v2/licenses/details?id=MIT").body()).at("/status/db");
        JsonNode batchDb = JSON.readTree(server.post("/v2/vulnerabilities/components",
                "{\"components\":[{\"purl\":\"pkg:npm/lodash@4.17.20\"}]}").body()).at("/status/db");
        String metrics = server.get("/metrics").body();

        assertThat(ready.get("stale").asBoolean()).isFalse();
        assertThat(ready.get("data_age_seconds").asLong()).isEqualTo(WEEK.toSeconds());
        assertThat(db.get("data_date").asText()).isEqualTo(oldestDate.toString());
        assertThat(db.get("oldest_feed").asText()).isEqualTo(oldestFeed);
        assertThat(db.has("stale")).as("absent while fresh").isFalse();
        assertThat(batchDb.get("data_date").asText()).isEqualTo(oldestDate.toString());
        assertThat(batchDb.has("stale")).isFalse();
        assertThat(metrics).contains("cis_snapshot_stale 0.0")
                .contains("cis_data_age_seconds " + (double) WEEK.toSeconds())
                .contains("cis_feed_data_age_seconds{feed=\"" + oldestFeed + "\"} " + (double) WEEK.toSeconds());

        CLOCK.set(oldestDate.plus(WEEK).plusSeconds(1));
        ready = JSON.readTree(server.get("/readyz").body());
        db = JSON.readTree(server.get("/v2/licenses/details?id=MIT").body()).at("/status/db");
        batchDb = JSON.readTree(server.post("/v2/vulnerabilities/components",
                "{\"components\":[{\"purl\":\"pkg:npm/lodash@4.17.20\"}]}").body()).at("/status/db");
        metrics = server.get("/metrics").body();

        assertThat(server.get("/readyz").statusCode()).as("stale, still ready").isEqualTo(200);
        assertThat(ready.get("stale").asBoolean()).isTrue();
        assertThat(ready.get("oldest_feed").asText()).isEqualTo(oldestFeed);
        assertThat(db.get("stale").asBoolean()).isTrue();
        assertThat(db.get("oldest_feed").asText()).isEqualTo(oldestFeed);
        assertThat(batchDb.get("stale").asBoolean()).isTrue();
        assertThat(metrics).contains("cis_snapshot_stale 1.0");
    }

    @Test
    void everyKnownFeedHasADataAgeGaugeThatIsNaNForAFeedWithoutADate() throws Exception {
        String metrics = server.get("/metrics").body();

        for (String feed : FeedDiscovery.knownFeedNames()) {
            assertThat(metrics).contains("cis_feed_data_age_seconds{feed=\"" + feed + "\"}");
        }
        // the sample SARIF logs state no date, and no fetch manifest dates them
        assertThat(metrics).contains("cis_feed_data_age_seconds{feed=\"sarif\"} NaN");
    }

    @Test
    void metricsExposeRequestsBatchesOutcomesSnapshotAgeAndCacheHitRatio() throws Exception {
        server.post("/v2/licenses/echo", "{\"message\":\"m\"}");
        server.post("/v2/components/status/components", "{\"components\":[{\"purl\":\"pkg:npm/no-such-package-anywhere\"},{\"purl\":\"pkg:npm/react\"}]}");
        HttpResponse<String> metrics = server.get("/metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("content-type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/plain"));
        String text = metrics.body();
        assertThat(text).containsPattern("cis_http_requests_seconds_count\\{[^}]*route=\"/v2/licenses/echo\"[^}]*status=\"200\"[^}]*} [1-9]");
        assertThat(text).containsPattern("cis_http_requests_seconds_bucket\\{[^}]*route=\"/v2/components/status/components\"");
        assertThat(text).containsPattern("cis_batch_size_sum\\{route=\"/v2/components/status/components\"} [1-9]");
        assertThat(text).containsPattern("cis_item_outcomes_total\\{info_code=\"COMPONENT_NOT_FOUND\"} [1-9]");
        assertThat(text).containsPattern("cis_item_outcomes_total\\{info_code=\"NONE\"} [1-9]");
        assertThat(text).contains("cis_snapshot_age_seconds").contains("cis_block_cache_hit_ratio")
                .contains("cis_decoded_value_hit_ratio");
        assertThat(text).containsPattern("cis_snapshot_stale [01]").containsPattern("cis_snapshot_verification\\{state=\"at_open\"} 1")
                .containsPattern("cis_snapshot_verification\\{state=\"failed\"} 0");
        assertThat(text).containsPattern("cis_decoded_value_bytes [1-9]").containsPattern("cis_decoded_value_budget_bytes [1-9]");
    }

    @Test
    void metricsAnswerOpenMetricsToAScraperAskingForIt() throws Exception {
        server.get("/healthz");
        String prometheusDefault = "application/openmetrics-text;version=1.0.0;q=0.5,"
                + "application/openmetrics-text;version=0.0.1;q=0.4,text/plain;version=0.0.4;q=0.3,*/*;q=0.2";
        for (String accept : List.of("application/openmetrics-text", prometheusDefault)) {
            HttpResponse<String> open = server.send(HttpRequest.newBuilder(server.uri("/metrics")).header("Accept", accept)
                    .GET().build());
            assertThat(open.statusCode()).isEqualTo(200);
            assertThat(open.headers().firstValue("content-type"))
                    .hasValueSatisfying(t -> assertThat(t).startsWith("application/openmetrics-text; version=1.0.0"));
            assertThat(open.headers().firstValue("vary")).contains("Accept");
            assertThat(open.body()).endsWith("# EOF\n")
                    .containsPattern("(?m)^cis_http_requests_seconds_count\\{method=\"GET\",route=\"/healthz\",status=\"200\"} [1-9]");
        }
        for (String accept : List.of("text/plain", "*/*")) {
            HttpResponse<String> text = server.send(HttpRequest.newBuilder(server.uri("/metrics")).header("Accept", accept)
                    .GET().build());
            assertThat(text.headers().firstValue("content-type"))
                    .hasValueSatisfying(t -> assertThat(t).startsWith("text/plain; version=0.0.4"));
            assertThat(text.body()).doesNotContain("# EOF");
        }
    }

    @Test
    void metricsHaveTenToFifteenBucketsPerHistogramAndTheJvmsOwnMetrics() throws Exception {
        server.post("/v2/vulnerabilities/components", "{\"components\":[{\"purl\":\"pkg:npm/react\"}]}");
        String text = server.get("/metrics").body();
        Map<String, Integer> buckets = Exposition.parse(text).bucketsPerHistogram();
        assertThat(buckets.keySet()).anyMatch(k -> k.startsWith("cis_http_requests_seconds_bucket"))
                .anyMatch(k -> k.startsWith("cis_batch_size_bucket"));
        assertThat(buckets).allSatisfy((series, count) -> assertThat(count).as(series).isBetween(10, 15));
        assertThat(text).containsPattern("(?m)^jvm_memory_used_bytes\\{area=\"heap\",id=\"[^\"]+\"} ")
                .containsPattern("(?m)^jvm_gc_[a-z_]+ ").containsPattern("(?m)^jvm_threads_live_threads ")
                .containsPattern("(?m)^process_cpu_usage ");
        if (ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean) {
            assertThat(text).containsPattern("(?m)^process_files_open_files [1-9]");
        }
    }

    @Test
    void aSentRequestIdIsEchoedAndAMissingOneIsGenerated() throws Exception {
        HttpResponse<String> sent = server.send(HttpRequest.newBuilder(server.uri("/healthz")).header("x-request-id", "abc-123").GET().build());
        assertThat(sent.headers().firstValue("x-request-id")).contains("abc-123");
        HttpResponse<String> generated = server.get("/healthz");
        assertThat(generated.headers().firstValue("x-request-id")).hasValueSatisfying(id -> assertThat(id).hasSizeGreaterThan(8));
        HttpResponse<String> hostile = server.send(HttpRequest.newBuilder(server.uri("/healthz")).header("x-request-id", "<script>").GET().build());
        assertThat(hostile.headers().firstValue("x-request-id")).hasValueSatisfying(id -> assertThat(id).doesNotContain("<"));
    }

    @Test
    void theAccessLogHasOneJsonLinePerRequestAndNeverTheBody() throws Exception {
        String marker = "secret-body-marker-" + System.nanoTime();
        server.send(HttpRequest.newBuilder(server.uri("/v2/vulnerabilities/components")).header("x-request-id", "log-test-1")
                .POST(HttpRequest.BodyPublishers.ofString("{\"components\":[{\"purl\":\"pkg:npm/" + marker + "\"}]}")).build());
        String line = server.accessLog().lines().filter(l -> l.contains("log-test-1")).findFirst().orElseThrow();
        JsonNode entry = JSON.readTree(line);
        assertThat(entry.get("method").asText()).isEqualTo("POST");
        assertThat(entry.get("route").asText()).isEqualTo("/v2/vulnerabilities/components");
        assertThat(entry.get("status").asInt()).isEqualTo(200);
        assertThat(entry.get("batch_size").asInt()).isEqualTo(1);
        assertThat(entry.get("duration_ms").asDouble()).isPositive();
        assertThat(server.accessLog()).doesNotContain(marker);
    }

    @Test
    void aBodyOverSixteenMebibytesIs413Code8AndTheServerKeepsAnswering() throws Exception {
        byte[] huge = ("{\"components\":[{\"purl\":\"" + "a".repeat(17 * 1024 * 1024) + "\"}]}")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        // Refused from the declared length, before the body is read. Over a raw socket: JDK 17's HttpClient waits
        // forever for an answer to Expect: 100-continue that is not 100 (JDK-8286171, fixed in later JDKs).
        for (java.util.Map<String, String> headers : java.util.List.of(java.util.Map.of("Expect", "100-continue"),
                java.util.Map.<String, String>of())) {
            RawHttp.Response response = new RawHttp(server.port()).exchange(
                    RawHttp.request("POST", "/v2/vulnerabilities/components", headers, huge));
            assertThat(response.status()).isEqualTo(413);
            assertThat(JSON.readTree(response.body()).get("code").asInt()).isEqualTo(8);
        }
        HttpResponse<String> after = server.post("/v2/licenses/echo", "{\"message\":\"still here\"}");
        assertThat(after.body()).contains("still here");
    }

    @Test
    void reloadIsNotOfferedWithoutASnapshotsRoot() throws Exception {
        HttpResponse<String> response = server.post("/admin/reload", "");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(response.body()).get("code").asInt()).isEqualTo(5);
    }
}
