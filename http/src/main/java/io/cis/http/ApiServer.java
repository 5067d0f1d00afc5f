package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.live.NoSnapshotException;
import io.cis.engine.snapshot.SnapshotUnreadableException;
import io.cis.http.body.JsonBodyReader;
import io.cis.http.body.JsonLimits;
import io.cis.http.docs.DocsRoutes;
import io.cis.http.docs.OpenApiDocument;
import io.cis.http.docs.SwaggerUiAssets;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.EscapedFailure;
import io.cis.http.ops.LogText;
import io.cis.http.ops.OperationsRoutes;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.http.v2.ComponentLicenseRoutes;
import io.cis.http.v2.ComponentQueries;
import io.cis.http.v2.ComponentRoutes;
import io.cis.http.v2.CryptographyRoutes;
import io.cis.http.v2.EchoRoutes;
import io.cis.http.v2.GeoProvenanceRoutes;
import io.cis.http.v2.JsonBodies;
import io.cis.http.v2.LicenseRoutes;
import io.cis.http.v2.StaticAnalysisRoutes;
import io.cis.http.v2.StatusRoutes;
import io.cis.http.v2.V2Code;
import io.cis.http.v2.V2Error;
import io.cis.http.v2.V2Exception;
import io.cis.http.v2.V2StatusBlocks;
import io.cis.http.v2.VulnerabilityRoutes;
import io.cis.http.v3.ReleaseBatch;
import io.cis.http.v3.ReleaseRoutes;
import io.cis.http.v3.V3ErrorCode;
import io.cis.http.v3.V3Errors;
import io.cis.http.v3.V3Exception;
import io.javalin.Javalin;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import io.javalin.http.BadRequestResponse;
import org.eclipse.jetty.io.EofException;
import io.javalin.json.JavalinJackson;
import io.javalin.router.Endpoint;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.NetworkConnector;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP face of the engine: wires the routes, gives every request its scope (engine lease, deadline, request id),
 * measures and logs it, and maps every failure onto the documented error bodies. Closing it drains in-flight requests.
 */
public final class ApiServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ApiServer.class);
    private static final String REQUEST_ID = RequestIds.HEADER;
    private static final String STARTED = "cis.started";
    /** How long stopping may take past the shutdown timeout, for the process to exit within a second of it. */
    static final Duration STOP_GRACE = Duration.ofMillis(500);

    private final Javalin app;
    private final ServerSettings settings;
    private final RequestScope scope;
    private final Operations operations;
    private final EarlyRefusals refusals;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicBoolean draining = new AtomicBoolean();
    private final List<Route> routes = new CopyOnWriteArrayList<>();

    public ApiServer(EngineSwitch engines, ServerVersion version, ServerSettings settings, Operations operations) {
        this(engines, version, settings, operations, ApiKeys.none());
    }

    /** A server that, when {@code keys} are required, answers 401 to every request but {@code /healthz} without one. */
    public ApiServer(EngineSwitch engines, ServerVersion version, ServerSettings settings, Operations operations,
                     ApiKeys keys) {
        this.settings = settings;
        this.refusals = new EarlyRefusals(keys, settings.maxRequestBytes());
        this.operations = operations;
        // One maximal batch's worth of items answered at once keeps the heap within the documented 512 MiB.
        this.scope = new RequestScope(engines, settings.deadline(), new BatchAdmission(settings.maxBatchItems()));
        ObjectMapper mapper = new ObjectMapper();
        JsonBodyReader requestJson = new JsonBodyReader(JsonLimits.DEFAULTS);
        JsonBodies bodies = new JsonBodies(requestJson);
        ComponentQueries queries = new ComponentQueries(bodies, settings.maxBatchItems());
        StreamedJson answers = new StreamedJson(mapper);
        V2StatusBlocks statuses = new V2StatusBlocks(version, operations.clock(), settings.maxAge());
        OperationsRoutes ops = new OperationsRoutes(engines, operations.metrics(), operations.clock(), settings.maxAge(),
                draining::get, operations.reloader(), ctx -> !keys.required() || keys.accepts(ctx.header(ApiKeys.HEADER)));
        this.app = Javalin.create(config -> {
            configure(config, mapper);
            // Recorded so the OpenAPI document can be checked against what is really served.
            config.events.handlerAdded(added -> {
                if (added.getHttpMethod().isHttpMethod() && added.getHttpMethod() != HandlerType.HEAD) {
                    routes.add(new Route(added.getHttpMethod().name(), added.getPath()));
                }
            });
            HeadAsGet.mirror(config);
            new EchoRoutes(bodies).register(config.routes);
            new LicenseRoutes(scope, statuses).register(config.routes);
            new StatusRoutes(scope, queries, answers).register(config.routes);
            new ComponentRoutes(scope, statuses).register(config.routes);
            new VulnerabilityRoutes(scope, queries, statuses, answers).register(config.routes);
            new StaticAnalysisRoutes(scope, queries, statuses, answers).register(config.routes);
            new CryptographyRoutes(scope, queries, statuses, answers).register(config.routes);
            new GeoProvenanceRoutes(scope, queries, statuses, answers).register(config.routes);
            new ComponentLicenseRoutes(scope, queries, statuses, answers).register(config.routes);
            new ReleaseRoutes(scope, new ReleaseBatch.Reader(requestJson, settings.maxBatchItems())).register(config.routes);
            ops.register(config.routes);
            new DocsRoutes(OpenApiDocument.load(version), SwaggerUiAssets.ofBuild()).register(config.routes);
        });
    }

    private void configure(JavalinConfig config, ObjectMapper mapper) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.http.prefer405over404 = true;
        config.http.maxRequestSize = settings.maxRequestBytes();
        config.jsonMapper(new JavalinJackson(mapper, false));
        QueuedThreadPool threads = new QueuedThreadPool(settings.maxThreads(), Math.min(8, settings.maxThreads()),
                (int) settings.idleTimeout().toMillis());
        // Requests still running at stop were already cut off (see close); waiting for their threads gains nothing.
        threads.setStopTimeout(STOP_GRACE.toMillis() / 2);
        config.jetty.threadPool = threads;
        config.jetty.modifyHttpConfiguration(http -> {
            http.setSendServerVersion(false);
            http.setSendXPoweredBy(false);
            http.setIdleTimeout(settings.idleTimeout().toMillis());
        });
        // The connector is built here rather than by Javalin so that its own idle timeout, which bounds an idle
        // connection and a client sending its request line and headers slowly, is the configured one too (Jetty's
        // default is 30 s whatever the setting says).
        config.jetty.addConnector((server, http) -> {
            ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
            connector.setHost(settings.host());
            connector.setPort(settings.port());
            connector.setIdleTimeout(settings.idleTimeout().toMillis());
            // Every connection costs a file descriptor and buffers whatever it sends; past the bound the server stops
            // accepting until one closes (new clients wait in the listen backlog).
            server.addBean(new NetworkConnectionLimit(settings.maxConnections(), connector));
            return connector;
        });
        // Requests Jetty refuses before routing get the documented JSON bodies, not its HTML error page.
        JettyErrors jettyErrors = new JettyErrors(mapper, operations.clock(), operations.metrics());
        config.jetty.modifyServer(server -> server.setErrorHandler(jettyErrors));
        // A request's body is received without a worker thread, within the minimum rate and the deadline; Javalin
        // nests its servlet context inside this wrapper. Requests refused from their head alone are handed over at
        // once, their body unread (no 100 Continue).
        // Outside it, every request counts as in flight until its response is complete, for a draining shutdown.
        config.jetty.modifyServer(server -> server.setHandler(new InFlightHandler(inFlight,
                new BodyLoadingHandler(settings.maxRequestBytes(), settings.minBodyRate(), settings.deadline(),
                        refusals::refuses))));
        config.jetty.modifyServletContextHandler(handler -> handler.setErrorHandler(jettyErrors));
        config.jetty.modifyServletContextHandler(handler -> handler.setSessionHandler(new NoSessions()));
        config.routes.before(this::begin);
        config.routes.after(this::end);

        // Failures of /v3/ requests (routes, unknown routes, the HTTP layer) answer the v3 error body; all others v2's.
        V3Errors v3 = new V3Errors(operations.clock());
        config.routes.exception(V2Exception.class, (e, ctx) -> v2Error(ctx, e.code(), e.getMessage()));
        config.routes.exception(V3Exception.class, (e, ctx) -> v3.respond(ctx, e));
        config.routes.exception(DeadlineExceededException.class, (e, ctx) -> {
            if (V3Errors.applies(ctx)) {
                v3.respond(ctx, new V3Exception(V3ErrorCode.TIMEOUT, e.getMessage()));
            } else {
                v2Error(ctx, V2Code.DEADLINE_EXCEEDED, e.getMessage());
            }
        });
        // Snapshot files damaged under the running server: answer nothing that cannot be read back soundly, and say so
        // in one line; readiness reports the snapshot damaged so a load balancer moves traffic elsewhere. (A value that
        // reads soundly but cannot be decoded is a fault of the build or of this code: an internal error.)
        config.routes.exception(SnapshotUnreadableException.class, (e, ctx) -> {
            LOG.warn("{} {} answered 503: {}", LogText.escape(ctx.method().name()), LogText.escape(ctx.path()),
                    LogText.escape(e.getMessage()));
            String message = "the snapshot's data cannot be read; retry on another replica";
            if (V3Errors.applies(ctx)) {
                v3.respond(ctx, new V3Exception(V3ErrorCode.MZ_READ_FAILED, message));
            } else {
                v2Error(ctx, V2Code.UNAVAILABLE, message);
            }
        });
        // Started on an empty snapshots root: nothing is answered until the first snapshot opens; readiness says so.
        config.routes.exception(NoSnapshotException.class, (e, ctx) -> {
            if (V3Errors.applies(ctx)) {
                v3.respond(ctx, new V3Exception(V3ErrorCode.MZ_READ_FAILED, e.getMessage()));
            } else {
                v2Error(ctx, V2Code.UNAVAILABLE, e.getMessage());
            }
        });
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
            if (ctx.res().isCommitted()) {
                // Part of an answer is out: no error body can follow it, and ending it cleanly would pass it off as
                // complete.
                LOG.warn("{} {} failed after its answer began; connection closed: {}", ctx.method(), ctx.path(),
                        e.toString());
                ConnectionAbort.abort(ctx, e);
                return;
            }
            if (endedEarly(e)) {
                // The client declared more body than it sent and hung up: its fault, not the service's.
                String message = "request body ended before its declared length";
                if (V3Errors.applies(ctx)) {
                    v3.respondToHttpStatus(ctx, 400, message);
                } else {
                    v2Error(ctx, V2Code.INVALID_ARGUMENT, message);
                }
                return;
            }
            LOG.error("unexpected failure on {} {}", LogText.escape(ctx.method().name()), LogText.escape(ctx.path()),
                    EscapedFailure.of(e));
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
        // Javalin answers a body that stalled past the idle timeout with a bare 408 before any exception handler sees
        // it; the client still gets the documented body, should it still be listening.
        config.routes.error(408, ctx -> {
            String cut = ctx.attribute(BodyLoadingHandler.CUT);
            if (Boolean.TRUE.equals(ctx.attribute(BodyLoadingHandler.PAST_DEADLINE))) {
                // The deadline covers receiving the body: past it, the answer is the deadline's own (504).
                if (V3Errors.applies(ctx)) {
                    v3.respond(ctx, new V3Exception(V3ErrorCode.TIMEOUT, cut));
                } else {
                    v2Error(ctx, V2Code.DEADLINE_EXCEEDED, cut);
                }
                return;
            }
            String message = cut != null ? cut
                    : "request body stalled: nothing arrived for " + settings.idleTimeout().toMillis() + " ms";
            if (V3Errors.applies(ctx)) {
                v3.respondToHttpStatus(ctx, 408, message);
            } else {
                ctx.status(408).json(V2Error.of(V2Code.INVALID_ARGUMENT.code(), message));
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

    private void begin(Context ctx) {
        ctx.attribute(STARTED, System.nanoTime());
        ctx.header(REQUEST_ID, RequestIds.choose(ctx.header(REQUEST_ID)));
        refusals.enforce(ctx);
        // A parameter given twice is ambiguous (which purl was meant?), so it is refused rather than guessed.
        ctx.queryParamMap().forEach((name, values) -> {
            if (values.size() > 1) {
                throw new BadRequestResponse("query parameter '" + name + "' is given " + values.size() + " times");
            }
            // Jetty decodes malformed UTF-8 to U+FFFD; answering for that would answer a purl nobody sent.
            if (name.indexOf('\uFFFD') >= 0 || values.stream().anyMatch(v -> v.indexOf('\uFFFD') >= 0)) {
                throw new BadRequestResponse("query parameter '" + name + "' is not valid UTF-8");
            }
        });
        // The deadline counts from the arrival of the head, so receiving the body is part of it.
        Long arrived = ctx.attribute(BodyLoadingHandler.ARRIVED);
        scope.begin(arrived != null ? arrived : System.nanoTime());
    }

    private void end(Context ctx) {
        scope.end();
        Long started = ctx.attribute(STARTED);
        Duration took = Duration.ofNanos(started == null ? 0 : System.nanoTime() - started);
        Endpoint endpoint = ctx.endpoints().lastHttpEndpoint();
        // The route template, never the path sent; the method is reduced to a bounded label by the metrics.
        String route = endpoint == null ? ServiceMetrics.UNMATCHED : endpoint.path;
        int status = ctx.statusCode();
        Integer batch = ctx.attribute(ComponentQueries.BATCH_SIZE_ATTRIBUTE);
        operations.metrics().request(ctx.method().name(), route, status, took);
        if (batch != null) {
            operations.metrics().batchSize(route, batch);
        }
        operations.accessLog().write(new AccessLog.Entry(Instant.now(operations.clock()).toString(), ctx.method().name(),
                route, status, took.toNanos() / 1e6, batch, ctx.res().getHeader(REQUEST_ID)));
    }

    private static boolean endedEarly(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof EofException) {
                return true;
            }
        }
        return false;
    }

    private static void v2Error(Context ctx, V2Code code, String message) {
        ctx.status(code.httpStatus()).json(V2Error.of(code.code(), message));
    }

    /** Starts listening; returns the port actually bound (useful with port 0). */
    public int start() {
        app.start(settings.host(), settings.port());
        return app.port();
    }

    /** One registered route: HTTP method and path pattern as Javalin holds it. */
    public record Route(String method, String path) {
    }

    /** Every HTTP route this server registered. */
    public List<Route> routes() {
        return List.copyOf(routes);
    }

    /** Requests being answered right now. */
    public int inFlight() {
        return inFlight.get();
    }

    /**
     * Stops accepting connections, lets in-flight requests finish for up to the shutdown timeout, then stops. Readiness
     * reports "draining" meanwhile. Requests still in flight at the timeout have their connections closed, so their
     * clients see an I/O error rather than an answer cut short that looks complete, and their deadlines pass, so their
     * threads let go of the engine within an item's time; stopping takes at most {@link #STOP_GRACE} more.
     */
    @Override
    public void close() {
        draining.set(true);
        long stopBy = System.nanoTime() + settings.shutdownTimeout().toNanos();
        Server jetty = app.jettyServer().server();
        for (Connector connector : jetty.getConnectors()) {
            if (connector instanceof NetworkConnector network) {
                network.close();
            }
        }
        while (inFlight.get() > 0 && System.nanoTime() - stopBy < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        int left = inFlight.get();
        if (left > 0) {
            LOG.warn("shutdown timeout of {} ms passed with {} requests in flight; closing their connections",
                    settings.shutdownTimeout().toMillis(), left);
            scope.expireAll();
            EofException cut = new EofException("the server stopped past its shutdown timeout");
            for (Connector connector : jetty.getConnectors()) {
                for (EndPoint endPoint : connector.getConnectedEndPoints()) {
                    ConnectionAbort.abort(endPoint, cut);
                }
            }
        }
        stopWithin(STOP_GRACE);
        scope.close();
    }

    /** Stops Jetty, waiting for it no longer than {@code grace}: a thread it cannot stop must not hold the exit. */
    private void stopWithin(Duration grace) {
        Thread stopping = new Thread(app::stop, "cis-http-stop");
        stopping.setDaemon(true);
        stopping.start();
        try {
            stopping.join(grace.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (stopping.isAlive()) {
            LOG.warn("the HTTP server did not stop within {} ms; leaving it to the exit", grace.toMillis());
        }
    }
}
