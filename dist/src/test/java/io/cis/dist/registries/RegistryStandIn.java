package io.cis.dist.registries;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.cis.loader.fetch.ContentFingerprint;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * Registries, and GitHub's REST API, on a free loopback port, each below a prefix of its own, answering with recorded
 * files in the registry's URL layout: by raw request path (the query dropped), with an ETag and a Last-Modified, 304
 * to a matching If-None-Match, 404 for anything not recorded; NuGet's gzip hives gzip-encoded as the registry sends
 * them.
 */
final class RegistryStandIn implements AutoCloseable {

    /** One request as answered. */
    record Request(String path, boolean conditional, int status) {
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(8);
    private final Map<String, byte[]> files = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();

    RegistryStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** Every file below {@code root}, at {@code prefix} and its path below {@code root}. */
    void serveTree(String prefix, Path root) throws IOException {
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                files.put(prefix + root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
    }

    /**
     * GitHub's answers recorded in a feeds folder, at their request paths below {@code prefix}: each
     * {@code github-releases/github/<owner>/<repo>/releases.json} as {@code repos/<owner>/<repo>/releases}, each
     * changelog {@code release-notes/github/<owner>/<repo>/<file>} as the contents API's raw bytes
     * {@code repos/<owner>/<repo>/contents/<file>}, and {@code registries/github/}, kept at its request paths.
     */
    void serveGitHub(String prefix, Path feeds) throws IOException {
        try (Stream<Path> lists = Files.walk(feeds.resolve("github-releases/github"))) {
            for (Path list : lists.filter(file -> file.getFileName().toString().equals("releases.json")).toList()) {
                Path repository = feeds.resolve("github-releases/github").relativize(list.getParent());
                serve(prefix + "repos/" + slashed(repository) + "/releases", list);
            }
        }
        try (Stream<Path> changelogs = Files.walk(feeds.resolve("release-notes/github"))) {
            for (Path changelog : changelogs.filter(Files::isRegularFile).toList()) {
                Path repository = feeds.resolve("release-notes/github").relativize(changelog.getParent());
                serve(prefix + "repos/" + slashed(repository) + "/contents/" + changelog.getFileName(), changelog);
            }
        }
        serveTree(prefix, feeds.resolve("registries/github"));
    }

    private static String slashed(Path relative) {
        return relative.toString().replace('\\', '/');
    }

    void serve(String rawPath, Path file) throws IOException {
        files.put(rawPath, Files.readAllBytes(file));
    }

    URI base(String prefix) {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort()
                + prefix);
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    void forgetRequests() {
        requests.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
            byte[] content = files.get(path);
            int status = content == null ? 404 : etag(content).equals(ifNoneMatch) ? 304 : 200;
            requests.add(new Request(path, ifNoneMatch != null, status));
            if (status != 200) {
                exchange.sendResponseHeaders(status, -1);
                return;
            }
            byte[] body = content;
            if (path.contains("-gz-")) {
                ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
                try (GZIPOutputStream gzip = new GZIPOutputStream(gzipped)) {
                    gzip.write(content);
                }
                body = gzipped.toByteArray();
                exchange.getResponseHeaders().add("Content-Encoding", "gzip");
            }
            exchange.getResponseHeaders().add("ETag", etag(content));
            exchange.getResponseHeaders().add("Last-Modified", "Fri, 15 Aug 2025 00:00:00 GMT");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    private static String etag(byte[] content) {
        return ContentFingerprint.etag(content);
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
