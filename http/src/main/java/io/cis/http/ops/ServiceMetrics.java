package io.cis.http.ops;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.DataDates;
import io.cis.engine.snapshot.Staleness;
import io.cis.engine.snapshot.Verification;
import io.cis.engine.version.ResolutionCode;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmInfoMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The service's metrics in Prometheus form: requests (count and latency histogram per route template, method label and
 * status), batch sizes per route, per-item outcome counts, the age of the snapshot answering and of its data (per
 * feed too), its cache hit ratios, and the JVM's and the process's own (memory pools, GC, threads, classes, CPU, open files, uptime).
 *
 * <p>Every label value comes from a fixed set, so no client can make the series grow; histograms have a dozen explicit
 * buckets rather than Micrometer's 69 per series.
 */
public final class ServiceMetrics implements AutoCloseable {

    /** The route label of a request no route matched, including those refused before routing. */
    public static final String UNMATCHED = "unmatched";

    /** Latency bucket bounds, from a cached answer to the 30 s default deadline. */
    private static final Duration[] LATENCY_BUCKETS = {Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofMillis(10),
            Duration.ofMillis(25), Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250),
            Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5),
            Duration.ofSeconds(10), Duration.ofSeconds(30)};
    /** Batch size bucket bounds, up to the default limit of 5,000 components. */
    private static final double[] BATCH_BUCKETS = {1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000};

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final Map<ResolutionCode, Counter> outcomes = new EnumMap<>(ResolutionCode.class);
    private final RequestTimers requests = new RequestTimers(registry, LATENCY_BUCKETS);
    private final Map<String, DistributionSummary> batchSizes = new ConcurrentHashMap<>();
    private final JvmGcMetrics gc = new JvmGcMetrics();

    public ServiceMetrics() {
        for (ResolutionCode code : ResolutionCode.values()) {
            outcomes.put(code, Counter.builder("cis_item_outcomes").description("Items answered, by outcome")
                    .tag("info_code", code == ResolutionCode.OK ? "NONE" : code.name()).register(registry));
        }
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new JvmInfoMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
    }

    /**
     * Reports the age, data age, staleness past {@code maxAge}, verification and cache hit ratios of the serving
     * snapshot, and the data age of each of {@code feeds}: a fixed set of names (the feeds a build knows), so that
     * switching to a snapshot of other feeds adds no series; a feed the snapshot lacks or does not date reports NaN.
     */
    public void watch(EngineSwitch engines, Clock clock, Duration maxAge, Collection<String> feeds) {
        Gauge.builder("cis_snapshot_age_seconds", engines, e -> e.currentIfOpen().map(c -> (double) SnapshotAge.of(c, clock).toSeconds()).orElse(Double.NaN))
                .description("Age of the snapshot answering new requests, since its build").register(registry);
        Gauge.builder("cis_data_age_seconds", engines, e -> e.currentIfOpen().map(c -> (double) staleness(c, clock, maxAge).age().toSeconds()).orElse(Double.NaN))
                .description("Age of the snapshot's data: since the oldest data date of its tracked feeds (its build "
                        + "when none is dated)").register(registry);
        Gauge.builder("cis_snapshot_stale", engines, e -> e.currentIfOpen().map(c -> staleness(c, clock, maxAge).stale() ? 1.0 : 0.0).orElse(Double.NaN))
                .description("1 when the snapshot's data is older than --max-age (it keeps answering)").register(registry);
        Gauge.builder("cis_snapshot_max_age_seconds", maxAge, Duration::toSeconds)
                .description("Age past which the snapshot counts as stale (--max-age)").register(registry);
        for (String feed : new TreeSet<>(feeds)) {
            Gauge.builder("cis_feed_data_age_seconds", engines, e -> e.currentIfOpen()
                            .flatMap(c -> c.identity().dataDates().feed(feed))
                            .map(date -> (double) DataDates.ageAt(date.date(), clock.instant()).toSeconds()).orElse(Double.NaN))
                    .description("Age of each feed's data, since its data date (NaN when the snapshot lacks the feed or "
                            + "it states no date)")
                    .tag("feed", feed).register(registry);
        }
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

    private static Staleness staleness(Engine engine, Clock clock, Duration maxAge) {
        return engine.identity().dataDates().at(clock.instant(), maxAge);
    }

    /**
     * Records one answered request. {@code route} is the template of the route that matched, or {@link #UNMATCHED};
     * {@code method} is the method as sent, which is labelled as itself only when HTTP defines it.
     */
    public void request(String method, String route, int status, Duration took) {
        requests.timer(route, method, status).record(took);
    }

    /** Records one request refused before routing (a malformed request line, oversized headers or URI). */
    public void refused(String method, int status, Duration took) {
        request(method, UNMATCHED, status, took);
    }

    /** Records the number of components a batch request asked about. */
    public void batchSize(String route, int items) {
        DistributionSummary summary = batchSizes.get(route);
        if (summary == null) {
            summary = batchSizes.computeIfAbsent(route, r -> DistributionSummary.builder("cis_batch_size")
                    .description("Components per batch request").tag("route", r)
                    .serviceLevelObjectives(BATCH_BUCKETS).register(registry));
        }
        summary.record(items);
    }

    /** Records one item's outcome; every lookup reports here. */
    public void outcome(ResolutionCode code) {
        outcomes.get(code).increment();
    }

    /** The exposition of every metric in {@code format}. */
    public String scrape(ScrapeFormat format) {
        return registry.scrape(format.contentType());
    }

    /** Stops listening to the JVM's garbage collection notifications. */
    @Override
    public void close() {
        gc.close();
    }
}
