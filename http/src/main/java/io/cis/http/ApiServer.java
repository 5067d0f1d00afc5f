package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.http.v2.ComponentQueries;
import io.cis.http.v2.ComponentRoutes;
import io.cis.http.v2.EchoRoutes;
import io.cis.http.v2.JsonBodies;
import io.cis.http.v2.LicenseRoutes;
import io.cis.http.v2.StatusRoutes;
import io.cis.http.v2.VulnerabilityRoutes;
import io.cis.http.v2.V2Code;
import io.cis.http.v2.V2Error;
import io.cis.http.v2.V2Exception;
import io.cis.http.v3.ReleaseBatch;
import io.cis.http.v3.ReleaseRoutes;
import io.cis.http.v3.V3Errors;
import io.cis.http.v3.V3Exception;
import io.cis.http.v3.V3Routes;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import java.time.Clock;

/** The HTTP face of the engine: wires the routes and maps every failure onto the documented error bodies. */
public final class ApiServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ApiServer.class);

    private final Javalin app;
    private final ServerSettings settings;

    public ApiServer(Engine engine, ServerVersion version, ServerSettings settings) {
        this.settings = settings;
        ObjectMapper mapper = new ObjectMapper();
        JsonBodies bodies = new JsonBodies(mapper);
        ComponentQueries queries = new ComponentQueries(bodies, settings.maxBatchItems());
        ReleaseRoutes releases = new ReleaseRoutes(engine, new ReleaseBatch.Reader(mapper, settings.maxBatchItems()));
        this.app = Javalin.create(config -> configure(config, mapper, settings, new EchoRoutes(bodies),
                new LicenseRoutes(engine, version), new StatusRoutes(engine, queries), new ComponentRoutes(engine, version),
                new VulnerabilityRoutes(engine, queries, version), releases));
    }

    private static void configure(JavalinConfig config, ObjectMapper mapper, ServerSettings settings,
                                  EchoRoutes echo, LicenseRoutes licenses, StatusRoutes status,
                                  ComponentRoutes components, VulnerabilityRoutes vulnerabilities,
                                  ReleaseRoutes releases) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.http.prefer405over404 = true;
        config.http.maxRequestSize = settings.maxRequestBytes();
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.jetty.modifyHttpConfiguration(http -> {
            http.setSendServerVersion(false);
            http.setSendXPoweredBy(false);
        });
        echo.register(config.routes);
        licenses.register(config.routes);
        status.register(config.routes);
        components.register(config.routes);
        vulnerabilities.register(config.routes);
        // Every v3 route runs under the server-side deadline.
        releases.register(new V3Routes(config.routes, settings.requestDeadline()));

        // Failures of /v3/ requests (routes, unknown routes, the HTTP layer) answer the v3 error body; all others v2's.
        V3Errors v3 = new V3Errors(Clock.systemUTC());
        config.routes.exception(V2Exception.class, (e, ctx) -> v2Error(ctx, e.code(), e.getMessage()));
        config.routes.exception(V3Exception.class, (e, ctx) -> v3.respond(ctx, e));
        config.routes.exception(HttpResponseException.class, (e, ctx) -> {
            String message = e.getStatus() == 413 ? "request body exceeds " + settings.maxRequestBytes() + " bytes"
                    : e.getMessage();
            if (V3Errors.applies(ctx)) {
                v3.respondToHttpStatus(ctx, e.getStatus(), message);
            } else {
                v2Error(ctx, V2Code.forHttpStatus(e.getStatus()), message);
            }
        });
        config.routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("unexpected failure on {} {}", ctx.method(), ctx.path(), e);
            if (V3Errors.applies(ctx)) {
                v3.respondInternal(ctx);
            } else {
                v2Error(ctx, V2Code.INTERNAL, "internal error");
            }
        });
        config.routes.error(404, ctx -> {
            if (ctx.resultInputStream() == null) {
                String message = "no route for " + ctx.method() + " " + ctx.path();
                if (V3Errors.applies(ctx)) {
                    v3.respondToHttpStatus(ctx, 404, message);
                } else {
                    v2Error(ctx, V2Code.NOT_FOUND, message);
                }
            }
        });
        config.routes.error(405, ctx -> {
            if (ctx.resultInputStream() == null) {
                String message = "method " + ctx.method() + " is not supported on " + ctx.path();
                if (V3Errors.applies(ctx)) {
                    v3.respondToHttpStatus(ctx, 405, message);
                } else {
                    v2Error(ctx, V2Code.UNIMPLEMENTED, message);
                }
            }
        });
    }

    private static void v2Error(Context ctx, V2Code code, String message) {
        ctx.status(code.httpStatus()).json(V2Error.of(code.code(), message));
    }

    /** Starts listening; returns the port actually bound (useful with port 0). */
    public int start() {
        app.start(settings.host(), settings.port());
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
    }
}
