package io.cis.http.ops;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.FeedDataDate;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.Staleness;
import io.cis.http.v2.V2Code;
import io.cis.http.v2.V2Exception;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Operator routes: {@code /healthz} (the process is up), {@code /readyz} (a snapshot is open and answering: undamaged
 * and not draining; its age and staleness are reported, never a reason to take traffic away), {@code /metrics}
 * (Prometheus or OpenMetrics text), and {@code POST /admin/reload} (look for a newer snapshot now),
 * answered only to loopback clients.
 */
public final class OperationsRoutes {

    private final EngineSwitch engines;
    private final ServiceMetrics metrics;
    private final Clock clock;
    private final Duration maxAge;
    private final BooleanSupplier draining;
    private final Optional<SnapshotReloader> reloader;
    private final Predicate<Context> detailed;

    public OperationsRoutes(EngineSwitch engines, ServiceMetrics metrics, Clock clock, Duration maxAge,
                            BooleanSupplier draining, Optional<SnapshotReloader> reloader) {
        this(engines, metrics, clock, maxAge, draining, reloader, ctx -> true);
    }

    /** With {@code detailed}: whether a request may see readiness details (with API keys on, only with a key). */
    public OperationsRoutes(EngineSwitch engines, ServiceMetrics metrics, Clock clock, Duration maxAge,
                            BooleanSupplier draining, Optional<SnapshotReloader> reloader, Predicate<Context> detailed) {
        this.detailed = detailed;
        this.engines = engines;
        this.metrics = metrics;
        this.clock = clock;
        this.maxAge = maxAge;
        this.draining = draining;
        this.reloader = reloader;
    }

    /**
     * The {@code /readyz} body; {@code signed_by} only when a trusted signature was checked. {@code age_seconds} is
     * since the build; {@code data_age_seconds} since the data date of {@code oldest_feed} (the build time when no
     * tracked feed is dated, and then {@code data_date} and {@code oldest_feed} are absent), and {@code stale} says
     * whether that is past {@code max_age_seconds}.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Readiness(
            @JsonProperty("status") String status,
            @JsonProperty("schema_version") String schemaVersion,
            @JsonProperty("created_at") String createdAt,
            @JsonProperty("age_seconds") long ageSeconds,
            @JsonProperty("data_date") String dataDate,
            @JsonProperty("oldest_feed") String oldestFeed,
            @JsonProperty("data_age_seconds") long dataAgeSeconds,
            @JsonProperty("max_age_seconds") long maxAgeSeconds,
            @JsonProperty("stale") boolean stale,
            @JsonProperty("verification") String verification,
            @JsonProperty("signed_by") String signedBy,
            @JsonProperty("demo") Boolean demo) {
    }

    /** The {@code /healthz} and {@code /admin/reload} body. */
    public record Message(@JsonProperty("status") String status, @JsonProperty("message") String message) {
    }

    public void register(RoutesConfig routes) {
        routes.get("/healthz", ctx -> ctx.json(new Message("up", "process is running")));
        routes.get("/readyz", this::readiness);
        routes.get("/metrics", this::metrics);
        routes.post("/admin/reload", this::reload);
    }

    private void metrics(Context ctx) {
        ScrapeFormat format = ScrapeFormat.forAccept(ctx.header("Accept"));
        ctx.header("Vary", "Accept").contentType(format.contentType()).result(metrics.scrape(format));
    }

    private void readiness(Context ctx) {
        Optional<Engine> open = engines.currentIfOpen();
        if (open.isEmpty()) {
            ctx.status(503).json(new Message(draining.getAsBoolean() ? "draining" : "waiting",
                    "no snapshot is open yet; the server is waiting for the first one"));
            return;
        }
        Engine engine = open.get();
        SnapshotIdentity identity = engine.identity();
        Duration age = SnapshotAge.of(engine, clock);
        Staleness staleness = identity.dataDates().at(clock.instant(), maxAge);
        // A damaged snapshot (a read failed its checksum) still answers what it can, but must not draw traffic. An old
        // one answers as well as ever: staleness is reported (here, in the metrics, in the log), never an outage.
        String status = draining.getAsBoolean() ? "draining" : engine.damage().isPresent() ? "damaged" : "ready";
        if (!detailed.test(ctx)) {
            ctx.status("ready".equals(status) ? 200 : 503).json(new Message(status, "send x-api-key for the details"));
            return;
        }
        ctx.status("ready".equals(status) ? 200 : 503).json(new Readiness(status, identity.schemaVersion(),
                identity.createdAt(), age.toSeconds(), staleness.feed().map(f -> f.date().toString()).orElse(null),
                staleness.feed().map(FeedDataDate::feed).orElse(null), staleness.age().toSeconds(), maxAge.toSeconds(),
                staleness.stale(),
                engine.verification().name().toLowerCase(java.util.Locale.ROOT), engine.signedBy().orElse(null),
                identity.demo() ? Boolean.TRUE : null));
    }

    private void reload(Context ctx) {
        if (!fromLoopback(ctx) || reloader.isEmpty()) {
            throw new V2Exception(V2Code.NOT_FOUND, "no route for POST /admin/reload");
        }
        ctx.json(new Message("ok", reloader.get().reload()));
    }

    private static boolean fromLoopback(Context ctx) {
        try {
            return InetAddress.getByName(ctx.req().getRemoteAddr()).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
