package io.cis.http;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.loader.build.FeedDiscovery;
import io.cis.testkit.SampleSnapshot;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server on a random loopback port, answering from the sample snapshot (built once per test run and shared, see
 * {@link SampleSnapshot}) or from an engine the test opened itself. A test class that asks the same server throughout
 * registers one as an extension, which starts it before the class's first test and stops it after the last:
 * <pre>{@code @RegisterExtension static final RunningServer server = RunningServer.perTestClass();}</pre>
 */
final class RunningServer implements AutoCloseable, BeforeAllCallback, AfterAllCallback {

    /** What a started server holds. */
    private record Started(Engine engine, EngineSwitch engines, ServiceMetrics metrics, ByteArrayOutputStream accessLog,
                           ApiServer server, int port) {
    }

    private final UnaryOperator<ServerSettings> adjust;
    private final ApiKeys keys;
    /** What the status blocks, readiness and metrics tell time by. */
    private final Clock clock;
    private final HttpClient client = HttpClient.newHttpClient();
    /** Set once the server has started: at construction, or before the first test of the class it is registered in. */
    private Started started;

    /** A server on the sample snapshot, not started yet. */
    private RunningServer(UnaryOperator<ServerSettings> adjust, ApiKeys keys, Clock clock) {
        this.adjust = adjust;
        this.keys = keys;
        this.clock = clock;
    }

    /** A server on the sample snapshot with the default settings. */
    static RunningServer started() throws Exception {
        return started(settings -> settings);
    }

    /** A server on the sample snapshot with the default settings as {@code adjust} changes them. */
    static RunningServer started(UnaryOperator<ServerSettings> adjust) throws Exception {
        return started(adjust, ApiKeys.none());
    }

    /** A server on the sample snapshot that requires one of {@code keys} (none: no key required). */
    static RunningServer started(UnaryOperator<ServerSettings> adjust, ApiKeys keys) throws Exception {
        RunningServer server = new RunningServer(adjust, keys, Clock.systemUTC());
        server.started = server.onSampleSnapshot();
        return server;
    }

    /**
     * A server on an engine the test opened itself (a snapshot it wrote by hand, or the sample snapshot opened once
     * more with other settings); closing the server closes that engine.
     */
    RunningServer(Engine engine, ServerSettings settings) {
        this.adjust = UnaryOperator.identity();
        this.keys = ApiKeys.none();
        this.clock = Clock.systemUTC();
        started = start(engine, new ServiceMetrics(), settings, keys, clock, List.of());
    }

    /** A server on the sample snapshot for one test class, started and stopped by JUnit around the class's tests. */
    static RunningServer perTestClass() {
        return perTestClass(settings -> settings);
    }

    /** As {@link #perTestClass()}, with the default settings as {@code adjust} changes them. */
    static RunningServer perTestClass(UnaryOperator<ServerSettings> adjust) {
        return perTestClass(adjust, ApiKeys.none());
    }

    /** As {@link #perTestClass()}, requiring one of {@code keys}. */
    static RunningServer perTestClass(UnaryOperator<ServerSettings> adjust, ApiKeys keys) {
        return perTestClass(adjust, keys, Clock.systemUTC());
    }

    /**
     * As {@link #perTestClass(UnaryOperator, ApiKeys)}, with status blocks, readiness and metrics telling time by
     * {@code clock}.
     */
    static RunningServer perTestClass(UnaryOperator<ServerSettings> adjust, ApiKeys keys, Clock clock) {
        return new RunningServer(adjust, keys, clock);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        started = onSampleSnapshot();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    private Started onSampleSnapshot() throws Exception {
        ServiceMetrics metrics = new ServiceMetrics();
        Engine engine = Engine.open(SampleSnapshot.path(), SnapshotOptions.DEFAULTS, metrics::outcome);
        // a data-age gauge for every feed a build knows, as serve registers them
        return start(engine, metrics, adjust.apply(ServerSettings.defaults("127.0.0.1", 0)), keys, clock,
                FeedDiscovery.knownFeedNames());
    }

    private static Started start(Engine engine, ServiceMetrics metrics, ServerSettings settings, ApiKeys keys,
                                 Clock clock, Collection<String> feeds) {
        EngineSwitch engines = new EngineSwitch(engine);
        metrics.watch(engines, clock, settings.maxAge(), feeds);
        ByteArrayOutputStream accessLog = new ByteArrayOutputStream();
        Operations operations = new Operations(metrics,
                new AccessLog(new PrintStream(accessLog, true, StandardCharsets.UTF_8)), clock, Optional.empty());
        ApiServer server = new ApiServer(engines, new ServerVersion("test-version"), settings, operations, keys);
        return new Started(engine, engines, metrics, accessLog, server, server.start());
    }

    private Started running() {
        if (started == null) {
            throw new IllegalStateException("the server starts before the first test of the class it is registered in");
        }
        return started;
    }

    Engine engine() {
        return running().engine();
    }

    EngineSwitch engines() {
        return running().engines();
    }

    int port() {
        return running().port();
    }

    ApiServer server() {
        return running().server();
    }

    /** Everything the access log wrote so far. */
    String accessLog() {
        return running().accessLog().toString(StandardCharsets.UTF_8);
    }

    HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(pathAndQuery)).GET().build());
    }

    HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + port() + pathAndQuery);
    }

    @Override
    public void close() {
        Started running = running();
        running.server().close();
        running.engines().close();
        running.metrics().close();
    }
}
