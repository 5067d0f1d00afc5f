package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.UnixOperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What /metrics exposes, and that no request, however odd, adds series beyond the fixed label sets. */
class ServiceMetricsTest {

    private static final List<String> ROUTES = List.of("/v2/licenses/details", "/v3/releases", ServiceMetrics.UNMATCHED);
    private static final List<Integer> STATUSES = List.of(200, 400, 404, 405, 414, 431);
    private static final String TCHARS = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    @Test
    void tenThousandRandomMethodsMakeNoMoreSeriesThanOneOddMethodDoes() {
        try (ServiceMetrics ordinary = new ServiceMetrics(); ServiceMetrics hostile = new ServiceMetrics()) {
            for (String route : ROUTES) {
                for (int status : STATUSES) {
                    ordinary.request("BREW", route, status, Duration.ofMillis(3));
                }
            }
            Random random = new Random(20261124);
            for (int i = 0; i < 10_000; i++) {
                hostile.request(randomMethod(random), ROUTES.get(random.nextInt(ROUTES.size())),
                        STATUSES.get(random.nextInt(STATUSES.size())), Duration.ofNanos(random.nextInt(1_000_000_000)));
            }
            Set<String> expected = Exposition.parse(ordinary.scrape(ScrapeFormat.PROMETHEUS_TEXT)).named("cis_http_requests");
            Set<String> got = Exposition.parse(hostile.scrape(ScrapeFormat.PROMETHEUS_TEXT)).named("cis_http_requests");
            assertThat(got).isEqualTo(expected);
            assertThat(got).allSatisfy(series -> assertThat(Exposition.labels(series).get("method")).isEqualTo("_OTHER"));
        }
    }

    @Test
    void theMethodsHttpDefinesKeepTheirNamesAndAnythingElseIsOther() {
        try (ServiceMetrics metrics = new ServiceMetrics()) {
            for (String method : List.of("GET", "POST", "get", "X".repeat(100_000))) {
                metrics.request(method, "/healthz", 200, Duration.ofMillis(1));
            }
            metrics.request(null, ServiceMetrics.UNMATCHED, 400, Duration.ZERO);
            Set<String> methods = new HashSet<>();
            Exposition.parse(metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT)).named("cis_http_requests_seconds_count")
                    .forEach(series -> methods.add(Exposition.labels(series).get("method")));
            assertThat(methods).containsExactlyInAnyOrder("GET", "POST", "_OTHER");
            assertThat(metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT))
                    .contains("cis_http_requests_seconds_count{method=\"_OTHER\",route=\"/healthz\",status=\"200\"} 2")
                    .contains("cis_http_requests_seconds_count{method=\"_OTHER\",route=\"unmatched\",status=\"400\"} 1");
        }
    }

    @Test
    void everyHistogramSeriesHasBetweenTenAndFifteenBuckets() {
        try (ServiceMetrics metrics = new ServiceMetrics()) {
            metrics.request("GET", "/healthz", 200, Duration.ofMillis(2));
            metrics.request("POST", "/v2/vulnerabilities/components", 200, Duration.ofSeconds(40));
            metrics.batchSize("/v2/vulnerabilities/components", 5000);
            metrics.batchSize("/v3/releases", 1);
            Map<String, Integer> buckets = Exposition.parse(metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT)).bucketsPerHistogram();
            assertThat(buckets.keySet()).anyMatch(k -> k.startsWith("cis_http_requests_seconds_bucket"))
                    .anyMatch(k -> k.startsWith("cis_batch_size_bucket"));
            assertThat(buckets).allSatisfy((series, count) -> assertThat(count).as(series).isBetween(10, 15));
        }
    }

    @Test
    void aLatencyIsCountedInTheBucketsAboveIt() {
        try (ServiceMetrics metrics = new ServiceMetrics()) {
            metrics.request("GET", "/healthz", 200, Duration.ofMillis(3));
            String text = metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT);
            String series = "cis_http_requests_seconds_bucket{method=\"GET\",route=\"/healthz\",status=\"200\",le=\"%s\"} %s";
            assertThat(text).contains(series.formatted("0.001", "0")).contains(series.formatted("0.005", "1"))
                    .contains(series.formatted("30.0", "1")).contains(series.formatted("+Inf", "1"));
        }
    }

    @Test
    void jvmAndProcessMetricsAreExposed() {
        try (ServiceMetrics metrics = new ServiceMetrics()) {
            String text = metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT);
            assertThat(text).containsPattern(sample("jvm_memory_used_bytes\\{area=\"heap\",id=\"[^\"]+\"}"))
                    .containsPattern(sample("jvm_memory_max_bytes\\{area=\"nonheap\",id=\"[^\"]+\"}"))
                    .containsPattern(sample("jvm_gc_[a-z_]+"))
                    .containsPattern(sample("jvm_threads_live_threads"))
                    .containsPattern(sample("jvm_threads_states_threads\\{state=\"runnable\"}"))
                    .containsPattern(sample("jvm_classes_loaded_classes"))
                    .containsPattern(sample("process_cpu_usage"))
                    .containsPattern(sample("process_uptime_seconds"));
            if (ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean) {
                assertThat(text).containsPattern(sample("process_files_open_files"))
                        .containsPattern(sample("process_files_max_files"));
            }
        }
    }

    @Test
    void openMetricsIsTheSameSeriesEndingWithEof() {
        try (ServiceMetrics metrics = new ServiceMetrics()) {
            metrics.request("GET", "/healthz", 200, Duration.ofMillis(2));
            String open = metrics.scrape(ScrapeFormat.OPENMETRICS);
            String text = metrics.scrape(ScrapeFormat.PROMETHEUS_TEXT);
            assertThat(open).endsWith("# EOF\n");
            assertThat(text).doesNotContain("# EOF");
            assertThat(open).containsPattern(sample("cis_http_requests_seconds_count\\{method=\"GET\",route=\"/healthz\",status=\"200\"}"));
            assertThat(open).contains("# TYPE cis_http_requests_seconds histogram");
        }
    }

    private static Pattern sample(String series) {
        return Pattern.compile("(?m)^" + series + " [-+0-9.eE]+$");
    }

    private static String randomMethod(Random random) {
        int length = random.nextInt(20) == 0 ? 1 + random.nextInt(100_000) : 1 + random.nextInt(12);
        // filled as an array: methods of up to 100,000 characters cost the test more appended one by one
        char[] pool = TCHARS.toCharArray();
        char[] method = new char[length];
        for (int i = 0; i < length; i++) {
            method[i] = pool[random.nextInt(pool.length)];
        }
        return new String(method);
    }
}
