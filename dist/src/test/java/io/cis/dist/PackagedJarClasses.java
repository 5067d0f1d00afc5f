package io.cis.dist;

import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A class-data sharing archive of the packaged jar's classes, made once per test JVM on first use, for the dozens of
 * JVMs the integration tests start from the jar: each of them then maps the classes it needs, already parsed and
 * verified, instead of reading them from the jar again (a few tenths of a second of CPU each). The classes are those
 * two training runs of the jar load: a {@code serve} of the demo snapshot answering a few questions, and a
 * {@code build} of the sample SPDX list. An archive is only a cache: the JVM ignores one that does not match the jar,
 * and where none could be made the jar runs without one. The archive is removed when the test JVM exits.
 */
final class PackagedJarClasses {

    private PackagedJarClasses() {
    }

    /** The JVM options that use the archive, or none where it could not be made. */
    static List<String> jvmOptions() {
        return Made.ARCHIVE.map(archive -> List.of("-XX:SharedArchiveFile=" + archive)).orElse(List.of());
    }

    /** Class initialisation runs once per JVM and is thread-safe: the archive is made on first use, exactly once. */
    private static final class Made {

        static final Optional<Path> ARCHIVE = make();

        private static Optional<Path> make() {
            try {
                Path dir = Files.createTempDirectory("cis-jar-classes");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir), "cis-jar-classes-cleanup"));
                Set<String> classes = new LinkedHashSet<>();
                classes.addAll(served(dir));
                classes.addAll(built(dir));
                Path list = Files.write(dir.resolve("classes.txt"), classes);
                Path archive = dir.resolve("cis.jsa");
                List<String> dump = new ArrayList<>(List.of(PackagedJar.java()));
                dump.addAll(PackagedJar.jvmOptions());
                dump.addAll(List.of("-Xshare:dump", "-XX:SharedClassListFile=" + list,
                        "-XX:SharedArchiveFile=" + archive, "-cp", PackagedJar.jar()));
                if (run(dump, dir.resolve("dump.log")) != 0 || !Files.isRegularFile(archive)) {
                    return none("the dump failed; see " + dir.resolve("dump.log"));
                }
                return Optional.of(archive);
            } catch (IOException | RuntimeException e) {
                return none(e.toString());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return none("interrupted");
            }
        }

        private static Optional<Path> none(String why) {
            System.out.println("PackagedJarClasses: the packaged jar runs without a class-data archive: " + why);
            return Optional.empty();
        }

        /** The classes of a {@code serve} of the demo snapshot that answered a few questions and was stopped. */
        private static List<String> served(Path dir) throws IOException, InterruptedException {
            Path list = dir.resolve("serve.classlist");
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            Process server = new ProcessBuilder(training(list, "serve", "--demo", "--host", "127.0.0.1", "--port",
                    String.valueOf(port), "--cache-dir", dir.resolve("cache").toString()))
                    .redirectErrorStream(true).redirectOutput(dir.resolve("serve.log").toFile()).start();
            try {
                HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (server.isAlive() && System.nanoTime() < deadline && status(client, port, "/readyz") != 200) {
                    Thread.sleep(100);
                }
                for (String path : List.of("/v2/licenses/details?id=MIT", "/v3/components/status?purl="
                        + "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1", "/metrics", "/openapi.json")) {
                    status(client, port, path);
                }
                HttpResponse<Void> batch = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/v2/vulnerabilities/components")).POST(HttpRequest.BodyPublishers.ofString(
                        "{\"components\":[{\"purl\":\"pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1\"}]}"))
                        .build(), HttpResponse.BodyHandlers.discarding());
                batch.statusCode();
            } finally {
                server.destroy();
                if (!server.waitFor(60, TimeUnit.SECONDS)) {
                    server.destroyForcibly();
                }
            }
            return classes(list);
        }

        /** The classes of a {@code build} of the sample SPDX list. */
        private static List<String> built(Path dir) throws IOException, InterruptedException {
            Path list = dir.resolve("build.classlist");
            Path spdx = Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx");
            run(training(list, "build", "--feeds", spdx.toString(), "--out", dir.resolve("snapshot").toString()),
                    dir.resolve("build.log"));
            return classes(list);
        }

        private static int status(HttpClient client, int port, String path) throws InterruptedException {
            try {
                return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (ConnectException notYet) {
                return 0;
            } catch (IOException e) {
                return -1;
            }
        }

        /** The jar run with {@code args}, writing the classes it loads to {@code list}. */
        private static List<String> training(Path list, String... args) {
            List<String> command = new ArrayList<>(List.of(PackagedJar.java()));
            command.addAll(PackagedJar.jvmOptions());
            command.add("-XX:DumpLoadedClassList=" + list);
            command.addAll(List.of("-jar", PackagedJar.jar()));
            command.addAll(List.of(args));
            return command;
        }

        private static int run(List<String> command, Path log) throws IOException, InterruptedException {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile())
                    .start();
            if (!process.waitFor(5, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return -1;
            }
            return process.exitValue();
        }

        /** The class names of a list the JVM wrote; a run that wrote none contributes none. */
        private static List<String> classes(Path list) throws IOException {
            if (!Files.isRegularFile(list)) {
                return List.of();
            }
            return Files.readAllLines(list).stream().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        }

        private static void delete(Path root) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            } catch (IOException e) {
                // a temporary directory left behind is not worth failing a finished test run for
            }
        }
    }
}
