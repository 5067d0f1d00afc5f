package io.cis.http;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import java.util.Optional;
import io.cis.loader.build.FeedDiscovery;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;

/** A server on a random loopback port, answering from a snapshot built from the repository's sample feeds. */
final class RunningServer implements AutoCloseable {

    private final Engine engine;
    private final EngineSwitch engines;
    private final ServiceMetrics metrics = new ServiceMetrics();
    private final java.io.ByteArrayOutputStream accessLog = new java.io.ByteArrayOutputStream();
    private final ApiServer server;
    private final int port;
    private final HttpClient client = HttpClient.newHttpClient();

    RunningServer(Path workDir) throws Exception {
        this(workDir, settings -> settings);
    }

    /**
     * A server on an engine the test opened itself (a snapshot it wrote by hand, or the sample snapshot opened once
     * more with other settings); closing the server closes that engine.
     */
    RunningServer(Engine engine, ServerSettings settings) {
        this.engine = engine;
        this.engines = new EngineSwitch(engine);
        metrics.watch(engines, Clock.systemUTC());
        server = new ApiServer(engines, new ServerVersion("test-version"), settings,
                new Operations(metrics, new AccessLog(new java.io.PrintStream(accessLog, true, java.nio.charset.StandardCharsets.UTF_8)),
                        Clock.systemUTC(), Optional.empty()));
        port = server.start();
    }

    RunningServer(Path workDir, java.util.function.UnaryOperator<ServerSettings> adjust) throws Exception {
        this(workDir, adjust, ApiKeys.none());
    }

    /** A server on the sample snapshot that requires one of {@code keys} (none: no key required). */
    RunningServer(Path workDir, java.util.function.UnaryOperator<ServerSettings> adjust, ApiKeys keys) throws Exception {
        this(workDir, adjust, keys, Clock.systemUTC());
    }

    /**
     * A server on the sample snapshot whose status blocks, readiness and metrics tell time by {@code clock}, with a
     * data-age gauge for every known feed.
     */
    RunningServer(Path workDir, java.util.function.UnaryOperator<ServerSettings> adjust, ApiKeys keys, Clock clock)
            throws Exception {
        Path feeds = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
        Path snapshot = workDir.resolve("snapshot");
        SnapshotBuilder.withKnownFeeds(Clock.systemUTC())
                .build(feeds, snapshot, false);
        engine = Engine.open(snapshot, SnapshotOptions.DEFAULTS, metrics::outcome);
        engines = new EngineSwitch(engine);
        ServerSettings settings = adjust.apply(ServerSettings.defaults("127.0.0.1", 0));
        metrics.watch(engines, clock, settings.maxAge(), FeedDiscovery.knownFeedNames());
        server = new ApiServer(engines, new ServerVersion("test-version"), settings,
                new Operations(metrics, new AccessLog(new java.io.PrintStream(accessLog, true, java.nio.charset.StandardCharsets.UTF_8)),
                        clock, Optional.empty()), keys);
        port = server.start();
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
        return accessLog.toString(java.nio.charset.StandardCharsets.UTF_8);
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
