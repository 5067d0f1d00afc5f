package io.cis.http;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
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
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A server on a random loopback port, answering from the sample snapshot (built once per test run and shared, see
 * {@link SampleSnapshot}) or from an engine the test opened itself.
 */
final class RunningServer implements AutoCloseable {

    private final Engine engine;
    private final EngineSwitch engines;
    private final ServiceMetrics metrics = new ServiceMetrics();
    private final ByteArrayOutputStream accessLog = new ByteArrayOutputStream();
    private final ApiServer server;
    private final int port;
    private final HttpClient client = HttpClient.newHttpClient();

    /** A server on the sample snapshot with the default settings. */
    RunningServer() throws Exception {
        this(settings -> settings);
    }

    /**
     * A server on an engine the test opened itself (a snapshot it wrote by hand, or the sample snapshot opened once
     * more with other settings); closing the server closes that engine.
     */
    RunningServer(Engine engine, ServerSettings settings) {
        this.engine = engine;
        this.engines = new EngineSwitch(engine);
        metrics.watch(engines, Clock.systemUTC());
        server = new ApiServer(engines, new ServerVersion("test-version"), settings, operations());
        port = server.start();
    }

    /** A server on the sample snapshot with the default settings as {@code adjust} changes them. */
    RunningServer(UnaryOperator<ServerSettings> adjust) throws Exception {
        this(adjust, ApiKeys.none());
    }

    /** A server on the sample snapshot that requires one of {@code keys} (none: no key required). */
    RunningServer(UnaryOperator<ServerSettings> adjust, ApiKeys keys) throws Exception {
        engine = Engine.open(SampleSnapshot.path(), SnapshotOptions.DEFAULTS, metrics::outcome);
        engines = new EngineSwitch(engine);
        metrics.watch(engines, Clock.systemUTC());
        server = new ApiServer(engines, new ServerVersion("test-version"),
                adjust.apply(ServerSettings.defaults("127.0.0.1", 0)), operations(), keys);
        port = server.start();
    }

    private Operations operations() {
        return new Operations(metrics, new AccessLog(new PrintStream(accessLog, true, StandardCharsets.UTF_8)),
                Clock.systemUTC(), Optional.empty());
    }

    Engine engine() {
        return engine;
    }

    EngineSwitch engines() {
        return engines;
    }

    int port() {
        return port;
    }

    ApiServer server() {
        return server;
    }

    /** Everything the access log wrote so far. */
    String accessLog() {
        return accessLog.toString(StandardCharsets.UTF_8);
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
        return URI.create("http://127.0.0.1:" + port + pathAndQuery);
    }

    @Override
    public void close() {
        server.close();
        engines.close();
        metrics.close();
    }
}
