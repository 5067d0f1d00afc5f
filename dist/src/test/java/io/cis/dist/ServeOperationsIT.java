package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jar as an operator runs it: a snapshots root it switches within, and SIGTERM while a batch is answered. */
class ServeOperationsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private Process run(String log, String... args) throws Exception {
        return new ProcessBuilder(PackagedJar.command(args)).redirectErrorStream(true).redirectOutput(dir.resolve(log).toFile()).start();
    }

    private void build(Path out) throws Exception {
        Process build = run("build-" + out.getFileName() + ".log", "build", "--feeds",
                Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx").toString(), "--out", out.toString());
        assertThat(build.waitFor()).isZero();
    }

    private static HttpResponse<String> get(int port, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static void awaitUp(Process server, int port, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(log)).isTrue();
            try {
                if (get(port, "/healthz").statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("server did not start: " + Files.readString(log));
    }

    private static String createdAt(int port) throws Exception {
        return JSON.readTree(get(port, "/readyz").body()).get("created_at").asText();
    }

    @Test
    void servesTheNewestSnapshotOfARootAndSwitchesWhenANewerOneIsPublished() throws Exception {
        Path root = Files.createDirectories(dir.resolve("snapshots"));
        build(root.resolve("first"));
        int port = freePort();
        Process server = run("serve.log", "serve", "--snapshots", root.toString(), "--port", String.valueOf(port),
                "--host", "127.0.0.1", "--rescan", "1s");
        try {
            awaitUp(server, port, dir.resolve("serve.log"));
            String first = createdAt(port);
            Thread.sleep(1_100); // created_at has second precision: the next build must be newer
            Path staging = dir.resolve("staging");
            build(staging);
            Files.move(staging, root.resolve("second"));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            String now = first;
            while (now.equals(first) && System.nanoTime() < deadline) {
                Thread.sleep(200);
                now = createdAt(port);
            }
            assertThat(now).isNotEqualTo(first);
            assertThat(JSON.readTree(get(port, "/v2/licenses/details?id=MIT").body()).at("/status/db/created_at").asText()).isEqualTo(now);

            // a newer snapshot that fails verification is refused and the current one keeps serving
            Thread.sleep(1_100);
            Path broken = dir.resolve("broken");
            build(broken);
            Path sst;
            try (var files = Files.list(broken)) {
                sst = files.filter(p -> p.toString().endsWith(".sst")).findFirst().orElseThrow();
            }
            byte[] bytes = Files.readAllBytes(sst);
            bytes[bytes.length / 2] ^= 1;
            Files.write(sst, bytes);
            Files.move(broken, root.resolve("third"));
            Thread.sleep(3_000);
            assertThat(createdAt(port)).isEqualTo(now);
            assertThat(get(port, "/readyz").statusCode()).isEqualTo(200);
            assertThat(Files.readString(dir.resolve("serve.log"))).contains("third").contains("SHA-256");
        } finally {
            server.destroy();
            server.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void sigtermDuringALongBatchLetsItFinishAndExitsZero() throws Exception {
        int port = freePort();
        Process server = run("serve-term.log", "serve", "--demo", "--port", String.valueOf(port), "--host", "127.0.0.1",
                "--cache-dir", dir.resolve("cache").toString());
        awaitUp(server, port, dir.resolve("serve-term.log"));
        String items = "{\"purl\":\"pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1\"},".repeat(4_999)
                + "{\"purl\":\"pkg:npm/lodash@4.17.20\"}";
        CompletableFuture<HttpResponse<String>> batch = CLIENT.sendAsync(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/v2/vulnerabilities/components"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"components\":[" + items + "]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        Thread.sleep(150);
        server.destroy(); // SIGTERM
        HttpResponse<String> answered = batch.get(60, TimeUnit.SECONDS);
        assertThat(answered.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(answered.body()).get("components")).hasSize(5_000);
        assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(server.exitValue()).as(Files.readString(dir.resolve("serve-term.log"))).isZero();
    }

    @Test
    void anApiKeyFileGuardsEveryRouteButLivenessAndNoKeyReachesTheLog() throws Exception {
        String key = "ci-pipeline-3f9b";
        Path keys = Files.writeString(dir.resolve("api-keys"), "# CI\n" + key + "\n");
        int port = freePort();
        Process server = run("serve-keys.log", "serve", "--demo", "--port", String.valueOf(port), "--host", "127.0.0.1",
                "--cache-dir", dir.resolve("cache").toString(), "--api-keys", keys.toString());
        try {
            awaitUp(server, port, dir.resolve("serve-keys.log"));
            assertThat(get(port, "/v2/licenses/details?id=MIT").statusCode()).isEqualTo(401);
            HttpResponse<String> keyed = CLIENT.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + "/v2/licenses/details?id=MIT")).header("x-api-key", key)
                    .GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(keyed.statusCode()).isEqualTo(200);
            assertThat(JSON.readTree(keyed.body()).at("/license/spdx/id").asText()).isEqualTo("MIT");
        } finally {
            server.destroy();
            server.waitFor(60, TimeUnit.SECONDS);
        }
        String log = Files.readString(dir.resolve("serve-keys.log"));
        assertThat(log).contains("requiring one of 1 API keys").contains("\"status\":401").doesNotContain(key);
    }

    @Test
    void aKeyFileWithoutKeysRefusesToServe() throws Exception {
        Path keys = Files.writeString(dir.resolve("no-keys"), "# none yet\n");
        Process server = run("serve-nokeys.log", "serve", "--demo", "--port", String.valueOf(freePort()), "--api-keys",
                keys.toString());
        assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(server.exitValue()).isEqualTo(2);
        assertThat(Files.readString(dir.resolve("serve-nokeys.log"))).contains("lists no key");
    }
}
