package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.http.v2.ComponentLicenseRoutes;
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
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
        this.app = Javalin.create(config -> configure(config, mapper, settings, new EchoRoutes(bodies),
                new LicenseRoutes(engine, version), new StatusRoutes(engine, queries), new ComponentRoutes(engine, version),
                new VulnerabilityRoutes(engine, queries, version), new ComponentLicenseRoutes(engine, queries, version)));
    }

    private static void configure(JavalinConfig config, ObjectMapper mapper, ServerSettings settings,
                                  EchoRoutes echo, LicenseRoutes licenses, StatusRoutes status,
                                  ComponentRoutes components, VulnerabilityRoutes vulnerabilities,
                                  ComponentLicenseRoutes componentLicenses) {
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
        componentLicenses.register(config.routes);

        config.routes.exception(V2Exception.class, (e, ctx) -> v2Error(ctx, e.code(), e.getMessage()));
        config.routes.exception(HttpResponseException.class, (e, ctx) -> {
            V2Code code = V2Code.forHttpStatus(e.getStatus());
            v2Error(ctx, code, code == V2Code.RESOURCE_EXHAUSTED
                    ? "request body exceeds " + settings.maxRequestBytes() + " bytes" : e.getMessage());
        });
        config.routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("unexpected failure on {} {}", ctx.method(), ctx.path(), e);
            v2Error(ctx, V2Code.INTERNAL, "internal error");
        });
        config.routes.error(404, ctx -> {
            if (ctx.resultInputStream() == null) {
                v2Error(ctx, V2Code.NOT_FOUND, "no route for " + ctx.method() + " " + ctx.path());
            }
        });
        config.routes.error(405, ctx -> {
            if (ctx.resultInputStream() == null) {
                v2Error(ctx, V2Code.UNIMPLEMENTED, "method " + ctx.method() + " is not supported on " + ctx.path());
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
