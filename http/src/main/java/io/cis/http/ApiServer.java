package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.live.EngineSwitch;
import io.cis.http.body.JsonBodyReader;
import io.cis.http.body.JsonLimits;
import io.cis.http.docs.DocsRoutes;
import io.cis.http.docs.OpenApiDocument;
import io.cis.http.docs.SwaggerUiAssets;
import io.cis.http.errors.ErrorContracts;
import io.cis.http.ops.Operations;
import io.cis.http.ops.OperationsRoutes;
import io.cis.http.v2.ComponentLicenseRoutes;
import io.cis.http.v2.ComponentPairs;
import io.cis.http.v2.ComponentQueries;
import io.cis.http.v2.ComponentRoutes;
import io.cis.http.v2.CryptographyRoutes;
import io.cis.http.v2.EchoRoutes;
import io.cis.http.v2.GeoProvenanceRoutes;
import io.cis.http.v2.JsonBodies;
import io.cis.http.v2.LicenseRoutes;
import io.cis.http.v2.StaticAnalysisRoutes;
import io.cis.http.v2.StatusRoutes;
import io.cis.http.v2.V2StatusBlocks;
import io.cis.http.v2.VulnerabilityRoutes;
import io.cis.http.v3.ReleaseBatch;
import io.cis.http.v3.ReleaseRoutes;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.HandlerType;
import io.javalin.json.JavalinJackson;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.NetworkConnector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP face of the engine: wires Jetty (threads, connector, body loading, in-flight count), the request guards and
 * accounting ({@link RequestGuards}, {@link RequestAccounting}), the routes and the failure mapping
 * ({@link FailureMapping}). Closing it drains in-flight requests.
 */
public final class ApiServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ApiServer.class);
    /** How long stopping may take past the shutdown timeout, for the process to exit within a second of it. */
    static final Duration STOP_GRACE = Duration.ofMillis(500);

    private final Javalin app;
    private final ServerSettings settings;
    private final RequestScopes scopes;
    private final Operations operations;
    private final EarlyRefusals refusals;
    private final Drain drain = new Drain();
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
        this.scopes = new RequestScopes(engines, settings.deadline(), new BatchAdmission(settings.maxBatchItems()));
        ObjectMapper mapper = AnswerJson.mapper();
        JsonBodyReader requestJson = new JsonBodyReader(JsonLimits.DEFAULTS);
        JsonBodies bodies = new JsonBodies(requestJson);
        ComponentQueries queries = new ComponentQueries(bodies, settings.maxBatchItems());
        StreamedJson answers = new StreamedJson(mapper);
        V2StatusBlocks statuses = new V2StatusBlocks(version, operations.clock(), settings.maxAge());
        OperationsRoutes ops = new OperationsRoutes(engines, operations.metrics(), operations.clock(), settings.maxAge(),
                drain::draining, operations.reloader(), ctx -> !keys.required() || keys.accepts(ctx.header(ApiKeys.HEADER)));
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
            new LicenseRoutes(scopes, statuses).register(config.routes);
            ComponentPairs pairs = new ComponentPairs(scopes, queries, answers);
            new StatusRoutes(pairs).register(config.routes);
            new ComponentRoutes(scopes, statuses).register(config.routes);
            new VulnerabilityRoutes(scopes, pairs, statuses, answers).register(config.routes);
            new StaticAnalysisRoutes(pairs, statuses).register(config.routes);
            new CryptographyRoutes(pairs, statuses).register(config.routes);
            new GeoProvenanceRoutes(pairs, statuses).register(config.routes);
            new ComponentLicenseRoutes(pairs, statuses).register(config.routes);
            new ReleaseRoutes(scopes, new ReleaseBatch.Reader(requestJson, settings.maxBatchItems())).register(config.routes);
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
        // Requests Jetty refuses before routing get the same error contract as the routes' failures.
        ErrorContracts contracts = new ErrorContracts(operations.clock());
        JettyErrors jettyErrors = new JettyErrors(mapper, contracts, operations.metrics());
        config.jetty.modifyServer(server -> server.setErrorHandler(jettyErrors));
        // A request's body is received without a worker thread, within the minimum rate and the deadline; Javalin
        // nests its servlet context inside this wrapper. Requests refused from their head alone are handed over at
        // once, their body unread (no 100 Continue).
        // Outside it, every request counts as in flight until its response is complete, for a draining shutdown.
        config.jetty.modifyServer(server -> server.setHandler(drain.counting(
                new BodyLoadingHandler(settings.maxRequestBytes(), settings.minBodyRate(), settings.deadline(),
                        refusals::refuses))));
        config.jetty.modifyServletContextHandler(handler -> handler.setErrorHandler(jettyErrors));
        config.jetty.modifyServletContextHandler(handler -> handler.setSessionHandler(new NoSessions()));
        RequestGuards guards = new RequestGuards(refusals);
        RequestAccounting accounting = new RequestAccounting(operations);
        config.routes.before(guards::check);
        config.routes.after(accounting::record);
        new FailureMapping(contracts, settings.maxRequestBytes(), settings.idleTimeout()).register(config.routes);
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
        return drain.inFlight();
    }

    /**
     * Stops accepting connections, lets in-flight requests finish for up to the shutdown timeout, then stops. Readiness
     * reports "draining" meanwhile. Requests still in flight at the timeout have their connections closed, so their
     * clients see an I/O error rather than an answer cut short that looks complete, and their deadlines pass, so their
     * threads let go of the engine within an item's time; stopping takes at most {@link #STOP_GRACE} more.
     */
    @Override
    public void close() {
        drain.begin();
        long stopBy = System.nanoTime() + settings.shutdownTimeout().toNanos();
        Server jetty = app.jettyServer().server();
        for (Connector connector : jetty.getConnectors()) {
            if (connector instanceof NetworkConnector network) {
                network.close();
            }
        }
        int left = drain.awaitIdle(stopBy);
        if (left > 0) {
            LOG.warn("shutdown timeout of {} ms passed with {} requests in flight; closing their connections",
                    settings.shutdownTimeout().toMillis(), left);
            scopes.expireAll();
            EofException cut = new EofException("the server stopped past its shutdown timeout");
            for (Connector connector : jetty.getConnectors()) {
                for (EndPoint endPoint : connector.getConnectedEndPoints()) {
                    ConnectionAbort.abort(endPoint, cut);
                }
            }
        }
        stopWithin(STOP_GRACE);
        scopes.close();
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
