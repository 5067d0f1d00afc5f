package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM while large batches are being answered, some to clients that read slowly enough that their answers cannot
 * be finished within the shutdown timeout: the process exits within the timeout and a second, and every client got
 * either a complete answer or an I/O error from a standard HTTP client, never a body cut short that passes for
 * complete.
 */
class ShutdownIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(5);
    private static final int ITEMS = 5_000;
    private static final String BATCH = "{\"components\":["
            + "{\"purl\":\"pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1\"},".repeat(ITEMS - 1)
            + "{\"purl\":\"pkg:npm/lodash@4.17.20\"}]}";

    @TempDir
    Path dir;

    /** How one exchange ended: an answer read to its end (status and body), or the I/O error the client saw. */
    private record Outcome(int status, String body, IOException failure) {
    }

    @Test
    void stopsWithinTheTimeoutAndNoClientTakesACutAnswerForAComplete() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Path log = dir.resolve("serve.log");
        Process server = new ProcessBuilder(PackagedJar.command(
                "serve", "--demo", "--port", String.valueOf(port), "--host", "127.0.0.1", "--cache-dir",
                dir.resolve("cache").toString(), "--shutdown-timeout", SHUTDOWN_TIMEOUT.toSeconds() + "s"))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        URI batches = URI.create("http://127.0.0.1:" + port + "/v2/vulnerabilities/components");
        ExecutorService clients = Executors.newCachedThreadPool();
        try {
            awaitUp(client, port, server, log);
            int slow = 4;
            CountDownLatch slowStarted = new CountDownLatch(slow);
            AtomicBoolean signalled = new AtomicBoolean();
            AtomicBoolean exited = new AtomicBoolean();
            List<Future<List<Outcome>>> exchanges = new ArrayList<>();
            for (int i = 0; i < slow; i++) {
                // About 80 KB a second until the server has exited (then at full speed, to see how the answer ends):
                // the socket buffers cannot take a multi-megabyte answer at that pace, so it is still being written
                // when the shutdown timeout passes.
                exchanges.add(clients.submit(() -> List.of(exchange(client, batches, slowStarted, exited))));
            }
            for (int i = 0; i < 3; i++) {
                // Batch after batch at full speed until the signal, so that shutdown finds some at every stage.
                exchanges.add(clients.submit(() -> {
                    List<Outcome> outcomes = new ArrayList<>();
                    while (!signalled.get()) {
                        outcomes.add(exchange(client, batches, new CountDownLatch(1), new AtomicBoolean(true)));
                    }
                    return outcomes;
                }));
            }
            assertThat(slowStarted.await(60, TimeUnit.SECONDS)).as("slow clients receiving their answers").isTrue();

            long signalledAt = System.nanoTime();
            server.destroy(); // SIGTERM
            signalled.set(true);
            assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("the server exited").isTrue();
            Duration exit = Duration.ofNanos(System.nanoTime() - signalledAt);
            exited.set(true);
            String serveLog = Files.readString(log);
            assertThat(exit).as("time from SIGTERM to exit; log:%n%s", serveLog)
                    .isLessThanOrEqualTo(SHUTDOWN_TIMEOUT.plusSeconds(1));
            assertThat(server.exitValue()).as(serveLog).isZero();
            assertThat(serveLog).as("requests were still in flight at the timeout")
                    .contains("requests in flight; closing their connections");

            List<Outcome> outcomes = new ArrayList<>();
            for (Future<List<Outcome>> exchange : exchanges) {
                outcomes.addAll(exchange.get(60, TimeUnit.SECONDS));
            }
            long failed = outcomes.stream().filter(o -> o.failure() != null).count();
            System.out.printf("ShutdownIT: exit %d ms after SIGTERM; %d exchanges: %d read to their end, %d I/O errors%n",
                    exit.toMillis(), outcomes.size(), outcomes.size() - failed, failed);
            for (Outcome outcome : outcomes) {
                if (outcome.failure() == null) {
                    assertThat(outcome.status()).isEqualTo(200);
                    JsonNode body = JSON.readTree(outcome.body());
                    assertThat(body.get("components")).as("components of an answer read to its end").hasSize(ITEMS);
                }
            }
            assertThat(outcomes.subList(0, slow)).as("slow clients whose answers were cut at the timeout")
                    .anySatisfy(outcome -> assertThat(outcome.failure()).isNotNull());
        } finally {
            clients.shutdownNow();
            server.destroyForcibly();
            server.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /**
     * Sends one batch and reads its answer, 16 KiB every 200 ms until {@code hurry} is set, then at full speed;
     * {@code started} counts down once the first bytes of the body are read.
     */
    private static Outcome exchange(HttpClient client, URI uri, CountDownLatch started, AtomicBoolean hurry)
            throws InterruptedException {
        try {
            HttpResponse<InputStream> response = client.send(HttpRequest.newBuilder(uri)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(BATCH)).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            try (InputStream in = response.body()) {
                byte[] buffer = new byte[16 * 1024];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    body.write(buffer, 0, n);
                    started.countDown();
                    if (!hurry.get()) {
                        Thread.sleep(200);
                    }
                }
            }
            return new Outcome(response.statusCode(), body.toString(StandardCharsets.UTF_8), null);
        } catch (IOException failure) {
            started.countDown();
            return new Outcome(0, null, failure);
        }
    }

    private static void awaitUp(HttpClient client, int port, Process server, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(log)).isTrue();
            try {
                HttpResponse<String> health = client.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/healthz")).build(), HttpResponse.BodyHandlers.ofString());
                if (health.statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("server did not start: " + Files.readString(log));
    }
}
