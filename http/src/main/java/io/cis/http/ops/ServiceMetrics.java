package io.cis.http.ops;

import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.Verification;
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

    /** Reports the age and cache hit ratios of whichever snapshot the switch serves, stale past seven days. */
    public void watch(EngineSwitch engines, Clock clock) {
        watch(engines, clock, Duration.ofDays(7));
    }

    /** Reports the age, staleness past {@code maxAge}, verification and cache hit ratios of the serving snapshot. */
    public void watch(EngineSwitch engines, Clock clock, Duration maxAge) {
        Gauge.builder("cis_snapshot_age_seconds", engines, e -> e.currentIfOpen().map(c -> (double) SnapshotAge.of(c, clock).toSeconds()).orElse(Double.NaN))
                .description("Age of the snapshot answering new requests").register(registry);
        Gauge.builder("cis_snapshot_stale", engines, e -> e.currentIfOpen().map(c -> SnapshotAge.of(c, clock).compareTo(maxAge) > 0 ? 1.0 : 0.0).orElse(Double.NaN))
                .description("1 when the snapshot answering is older than --max-age (it keeps answering)").register(registry);
        Gauge.builder("cis_snapshot_max_age_seconds", maxAge, Duration::toSeconds)
                .description("Age past which the snapshot counts as stale (--max-age)").register(registry);
        for (Verification state : Verification.values()) {
            Gauge.builder("cis_snapshot_verification", engines, e -> e.currentIfOpen().map(c -> c.verification() == state ? 1.0 : 0.0).orElse(0.0))
                    .description("1 for the state of the SHA-256 check of the serving snapshot's files: at_open (before "
                            + "serving), pending (in the background), passed, failed")
                    .tag("state", state.name().toLowerCase(java.util.Locale.ROOT)).register(registry);
        }
        Gauge.builder("cis_block_cache_hit_ratio", engines, e -> e.currentIfOpen().map(c -> c.blockCacheHitRatio()).orElse(Double.NaN))
                .description("Share of block reads served from the RocksDB block cache").register(registry);
        Gauge.builder("cis_decoded_value_hit_ratio", engines, e -> e.currentIfOpen().map(c -> c.decodedValueStats().hitRatio()).orElse(Double.NaN))
                .description("Share of stored-value reads answered already decoded by an earlier request").register(registry);
        // Fill against budget says whether --decoded-cache-mb is worth raising.
        Gauge.builder("cis_decoded_value_bytes", engines, e -> e.currentIfOpen().map(c -> (double) c.decodedValueStats().weight()).orElse(Double.NaN))
                .description("Stored bytes whose decoded values are kept, against cis_decoded_value_budget_bytes")
                .register(registry);
        Gauge.builder("cis_decoded_value_budget_bytes", engines, e -> e.currentIfOpen().map(c -> (double) c.decodedValueStats().capacity()).orElse(Double.NaN))
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
