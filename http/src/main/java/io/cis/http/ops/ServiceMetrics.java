package io.cis.http.ops;

import io.cis.engine.live.EngineSwitch;
import io.cis.engine.version.ResolutionCode;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

/**
 * The service's metrics in Prometheus form: requests (count and latency histogram per route, method and status),
 * batch sizes per route, per-item outcome counts, the age of the snapshot answering and its block-cache hit ratio.
 */
public final class ServiceMetrics {

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final Map<ResolutionCode, Counter> outcomes = new EnumMap<>(ResolutionCode.class);

    public ServiceMetrics() {
        for (ResolutionCode code : ResolutionCode.values()) {
            outcomes.put(code, Counter.builder("cis_item_outcomes").description("Items answered, by outcome")
                    .tag("info_code", code == ResolutionCode.OK ? "NONE" : code.name()).register(registry));
        }
    }

    /** Reports the age and cache hit ratios of whichever snapshot the switch serves. */
    public void watch(EngineSwitch engines, Clock clock) {
        Gauge.builder("cis_snapshot_age_seconds", engines, e -> SnapshotAge.of(e.current(), clock).toSeconds())
                .description("Age of the snapshot answering new requests").register(registry);
        Gauge.builder("cis_block_cache_hit_ratio", engines, e -> e.current().blockCacheHitRatio())
                .description("Share of block reads served from the RocksDB block cache").register(registry);
        Gauge.builder("cis_decoded_value_hit_ratio", engines, e -> e.current().decodedValueStats().hitRatio())
                .description("Share of stored-value reads answered already decoded by an earlier request").register(registry);
        // Fill against budget says whether --decoded-cache-mb is worth raising.
        Gauge.builder("cis_decoded_value_bytes", engines, e -> e.current().decodedValueStats().weight())
                .description("Stored bytes whose decoded values are kept, against cis_decoded_value_budget_bytes")
                .register(registry);
        Gauge.builder("cis_decoded_value_budget_bytes", engines, e -> e.current().decodedValueStats().capacity())
                .description("Budget of stored bytes whose decoded values may be kept (--decoded-cache-mb)")
                .register(registry);
    }

    /** Records one answered request. */
    public void request(String method, String route, int status, Duration took) {
        Timer.builder("cis_http_requests").description("HTTP requests by route, method and status")
                .tag("method", method).tag("route", route).tag("status", String.valueOf(status))
                .publishPercentileHistogram().register(registry).record(took);
    }

    /** Records the number of components a batch request asked about. */
    public void batchSize(String route, int items) {
        DistributionSummary.builder("cis_batch_size").description("Components per batch request")
                .tag("route", route).publishPercentileHistogram().register(registry).record(items);
    }

    /** Records one item's outcome; every lookup reports here. */
    public void outcome(ResolutionCode code) {
        outcomes.get(code).increment();
    }

    /** The Prometheus text exposition. */
    public String scrape() {
        return registry.scrape();
    }
}
