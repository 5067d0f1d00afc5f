package io.cis.http;

import io.cis.engine.Engine;
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
    private final ApiServer server;
    private final int port;
    private final HttpClient client = HttpClient.newHttpClient();

    RunningServer(Path workDir) throws Exception {
        this(Engine.open(sampleSnapshot(workDir)), ServerSettings.defaults("127.0.0.1", 0));
    }

    /**
     * A server on an engine the test opened itself (a snapshot it wrote by hand, or the sample snapshot opened once
     * more with other settings); closing the server closes that engine.
     */
    RunningServer(Engine engine, ServerSettings settings) {
        this.engine = engine;
        server = new ApiServer(engine, new ServerVersion("test-version"), settings);
        port = server.start();
    }

    private static Path sampleSnapshot(Path workDir) throws Exception {
        Path feeds = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
        Path snapshot = workDir.resolve("snapshot");
        SnapshotBuilder.withKnownFeeds(Clock.systemUTC())
                .build(feeds, snapshot, false);
        return snapshot;
    }

    Engine engine() {
        return engine;
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
        engine.close();
    }
}
