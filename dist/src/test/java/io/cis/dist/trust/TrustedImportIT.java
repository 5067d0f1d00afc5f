package io.cis.dist.trust;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.dist.PackagedJar;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ValueCodec;
import java.io.IOException;
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
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The signed workflow through the packaged jar, as an operator runs it: keygen, build, bundle, copy, import into the
 * root a server under load serves with --trust. The switch loses no request; a bundle with a flipped byte, one signed
 * by another key, and one of another schema major are each refused in one line with the root unchanged.
 */
class TrustedImportIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @TempDir
    Path dir;

    record Result(int exit, String out, String err) {
    }

    private Result cis(String... args) throws Exception {
        List<String> command = PackagedJar.command(args);
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(180, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), Files.readString(out), Files.readString(err));
    }


    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static HttpResponse<String> get(int port, String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private List<String> listing(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }

    private void assertRefused(Path bundle, Path trust, Path root, String... saysOneOf) throws Exception {
        List<String> before = listing(root);
        Result refused = cis("import", bundle.toString(), "--trust", trust.toString(), "--into", root.toString());
        assertThat(refused.exit()).as(refused.err()).isEqualTo(1);
        assertThat(refused.err()).startsWith("import refused: ").containsAnyOf(saysOneOf).doesNotContain("Exception");
        assertThat(refused.err().strip().lines()).hasSize(1);
        assertThat(listing(root)).isEqualTo(before);
    }

    @Test
    void aSignedSnapshotImportedUnderLoadIsServedWithoutLosingARequestAndDamagedOrForeignBundlesAreRefused()
            throws Exception {
        Path spdx = Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx");
        Path keys = dir.resolve("keys");
        Result keygen = cis("keygen", "--out", keys.toString());
        assertThat(keygen.exit()).as(keygen.err()).isZero();
        String keyId = keygen.out().lines().filter(l -> l.startsWith("key id")).findFirst().orElseThrow().substring(12).strip();
        Path privateKey = keys.resolve("cis-signing.key");
        Path publicKey = keys.resolve("cis-signing.pub");

        // connected side: two builds a second apart, each bundled and signed
        assertThat(cis("build", "--feeds", spdx.toString(), "--out", dir.resolve("first").toString()).exit()).isZero();
        Thread.sleep(1_100);
        assertThat(cis("build", "--feeds", spdx.toString(), "--out", dir.resolve("second").toString()).exit()).isZero();
        for (String name : List.of("first", "second")) {
            Result bundled = cis("bundle", "--snapshot", dir.resolve(name).toString(), "--key", privateKey.toString(),
                    "--out", dir.resolve(name + ".bundle").toString());
            assertThat(bundled.exit()).as(bundled.err()).isZero();
        }
        // carried: copied to the inside
        Path inside = Files.createDirectories(dir.resolve("inside"));
        for (String name : List.of("first", "second")) {
            Files.copy(dir.resolve(name + ".bundle"), inside.resolve(name + ".bundle"));
        }
        Path root = Files.createDirectories(dir.resolve("root"));
        int port = freePort();
        Path log = dir.resolve("serve.log");
        Process server = new ProcessBuilder(PackagedJar.command("serve", "--snapshots", root.toString(), "--trust",
                publicKey.toString(), "--host", "127.0.0.1", "--port", String.valueOf(port), "--rescan", "1s"))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            // first run: an empty root is waited on, alive and not ready, until the first import
            awaitAlive(server, port, log);
            HttpResponse<String> waiting = get(port, "/readyz");
            assertThat(waiting.statusCode()).isEqualTo(503);
            assertThat(JSON.readTree(waiting.body()).get("status").asText()).isEqualTo("waiting");
            Result first = cis("import", inside.resolve("first.bundle").toString(), "--trust", publicKey.toString(),
                    "--into", root.toString());
            assertThat(first.exit()).as(first.err()).isZero();
            awaitReady(server, port, log);
            var ready = JSON.readTree(get(port, "/readyz").body());
            assertThat(ready.get("signed_by").asText()).isEqualTo(keyId);
            String firstCreated = ready.get("created_at").asText();

            AtomicBoolean loading = new AtomicBoolean(true);
            AtomicInteger answered = new AtomicInteger();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<String> seen = new ConcurrentLinkedQueue<>();
            List<Thread> clients = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Thread client = new Thread(() -> {
                    while (loading.get()) {
                        try {
                            HttpResponse<String> answer = get(port, "/v2/licenses/details?id=MIT");
                            if (answer.statusCode() != 200) {
                                failures.add(answer.statusCode() + " " + answer.body());
                            } else {
                                seen.add(JSON.readTree(answer.body()).at("/status/db/created_at").asText());
                                answered.incrementAndGet();
                            }
                        } catch (Exception e) {
                            failures.add(e.toString());
                        }
                    }
                });
                client.start();
                clients.add(client);
            }
            Thread.sleep(500);
            Result second = cis("import", inside.resolve("second.bundle").toString(), "--trust", publicKey.toString(),
                    "--into", root.toString());
            assertThat(second.exit()).as(second.err()).isZero();
            String secondCreated = JSON.readTree(Files.readAllBytes(
                    dir.resolve("second").resolve(Manifest.FILE_NAME))).get("created_at").asText();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!seen.contains(secondCreated) && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            Thread.sleep(500);
            loading.set(false);
            for (Thread client : clients) {
                client.join(30_000);
            }
            assertThat(failures).as("requests lost or refused during the switch").isEmpty();
            assertThat(seen).contains(firstCreated, secondCreated);
            assertThat(answered.get()).isGreaterThan(10);
            assertThat(JSON.readTree(get(port, "/readyz").body()).get("created_at").asText()).isEqualTo(secondCreated);
        } finally {
            server.destroy();
            server.waitFor(60, TimeUnit.SECONDS);
        }

        // refused: one flipped byte, another signer, another schema major; the root stays as it is
        Thread.sleep(1_100);
        assertThat(cis("build", "--feeds", spdx.toString(), "--out", dir.resolve("third").toString()).exit()).isZero();
        Path third = dir.resolve("third.bundle");
        assertThat(cis("bundle", "--snapshot", dir.resolve("third").toString(), "--key", privateKey.toString(),
                "--out", third.toString()).exit()).isZero();
        byte[] bytes = Files.readAllBytes(third);
        bytes[bytes.length / 2] ^= 0x01;
        Path flipped = Files.write(inside.resolve("flipped.bundle"), bytes);
        assertRefused(flipped, publicKey, root, "the bundle is damaged", "the bundle is cut short",
                "SHA-256 does not match the signed manifest");

        Path otherKeys = dir.resolve("other-keys");
        assertThat(cis("keygen", "--out", otherKeys.toString()).exit()).isZero();
        Path foreign = dir.resolve("foreign.bundle");
        assertThat(cis("bundle", "--snapshot", dir.resolve("third").toString(), "--key",
                otherKeys.resolve("cis-signing.key").toString(), "--out", foreign.toString()).exit()).isZero();
        assertRefused(foreign, publicKey, root, "which is not trusted");

        byte[] data = "table bytes".getBytes(StandardCharsets.UTF_8);
        SortedMap<String, String> files = new TreeMap<>();
        files.put("000001.sst", java.util.HexFormat.of().formatHex(io.cis.engine.snapshot.SnapshotFiles.newDigest().digest(data)));
        byte[] manifest = new ValueCodec().encodePretty(new Manifest("2.0.0", "2026-11-23T00:00:00Z", List.of(), files));
        ManifestSigner signer = SigningKey.read(privateKey, publicKey);
        byte[] signature = signer.sign(BundleKind.SNAPSHOT, manifest, new TreeMap<>(java.util.Map.of("000001.sst", (long) data.length)));
        Path major = new TarBundle().file(Manifest.FILE_NAME, manifest).file(Manifest.SIGNATURE_FILE_NAME, signature)
                .file("000001.sst", data).writeTo(dir.resolve("major.bundle"));
        assertRefused(major, publicKey, root, "schema_version 2.0.0 is another major");
    }

    private static void awaitAlive(Process server, int port, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(log)).isTrue();
            try {
                if (get(port, "/healthz").statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("server did not start: " + Files.readString(log));
    }

    private static void awaitReady(Process server, int port, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(log)).isTrue();
            try {
                if (get(port, "/readyz").statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("server did not become ready: " + Files.readString(log));
    }
}
