package io.cis.http.ops;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotIdentity;
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

/**
 * Operator routes: {@code /healthz} (the process is up), {@code /readyz} (a snapshot is open, fresh and undamaged and
 * the server is not draining), {@code /metrics} (Prometheus or OpenMetrics text), and {@code POST /admin/reload} (look for a newer snapshot now),
 * answered only to loopback clients.
 */
public final class OperationsRoutes {

    private final EngineSwitch engines;
    private final ServiceMetrics metrics;
    private final Clock clock;
    private final Duration maxAge;
    private final BooleanSupplier draining;
    private final Optional<SnapshotReloader> reloader;

    public OperationsRoutes(EngineSwitch engines, ServiceMetrics metrics, Clock clock, Duration maxAge,
                            BooleanSupplier draining, Optional<SnapshotReloader> reloader) {
        this.engines = engines;
        this.metrics = metrics;
        this.clock = clock;
        this.maxAge = maxAge;
        this.draining = draining;
        this.reloader = reloader;
    }

    /** The {@code /readyz} body. */
    public record Readiness(
            @JsonProperty("status") String status,
            @JsonProperty("schema_version") String schemaVersion,
            @JsonProperty("created_at") String createdAt,
            @JsonProperty("age_seconds") long ageSeconds,
            @JsonProperty("max_age_seconds") long maxAgeSeconds) {
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
        Engine engine = engines.current();
        SnapshotIdentity identity = engine.identity();
        Duration age = SnapshotAge.of(engine, clock);
        // A damaged snapshot (a read failed its checksum) still answers what it can, but must not draw traffic.
        String status = draining.getAsBoolean() ? "draining" : engine.damage().isPresent() ? "damaged"
                : age.compareTo(maxAge) > 0 ? "stale" : "ready";
        ctx.status("ready".equals(status) ? 200 : 503).json(new Readiness(status, identity.schemaVersion(),
                identity.createdAt(), age.toSeconds(), maxAge.toSeconds()));
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
