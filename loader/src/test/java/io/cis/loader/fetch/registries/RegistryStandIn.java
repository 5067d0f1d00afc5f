package io.cis.loader.fetch.registries;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * Registries on a free loopback port, each below a prefix of its own ({@code /npm/}, {@code /maven2/}, ...), serving
 * recorded answers in the registry's own URL layout: by raw request path, with an ETag and a Last-Modified, 304 to a
 * matching conditional request, 404 for what it does not hold. NuGet's gzip hives are sent gzip-encoded as the
 * registry sends them. It logs every request, counts how many are answered at once, and plays a status on demand.
 */
final class RegistryStandIn implements AutoCloseable {

    /** One request as the stand-in answered it. */
    record Request(String path, String ifNoneMatch, String accept, int status) {
    }

    private static final String LAST_MODIFIED = "Fri, 15 Aug 2025 00:00:00 GMT";

    private final HttpServer server;
    private final java.util.concurrent.ExecutorService threads = java.util.concurrent.Executors.newFixedThreadPool(16);
    private final Map<String, byte[]> files = new ConcurrentHashMap<>();
    private final Map<String, Integer> statuses = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger answering = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private volatile long delayMillis;

    RegistryStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /**
     * The sample feeds' recorded answers, each registry below its prefix: {@code /npm/<name>} (the package
     * documents), {@code /maven2/} (the Maven repository files), {@code /crates-index/} (the sparse index) and
     * {@code /<registry folder>/} for every other folder of {@code registries/}, at its request path.
     */
    static RegistryStandIn ofSamples(Path feeds) throws IOException {
        RegistryStandIn standIn = new RegistryStandIn();
        try (Stream<Path> npm = Files.list(feeds.resolve("npm-packuments"))) {
            for (Path document : npm.filter(file -> file.toString().endsWith(".json")).toList()) {
                String name = document.getFileName().toString();
                standIn.serve("/npm/" + name.substring(0, name.length() - ".json".length()), read(document));
            }
        }
        standIn.serveTree("/maven2/", feeds.resolve("maven-metadata"));
        Path registries = feeds.resolve("registries");
        standIn.serveTree("/crates/", registries.resolve("crates.io"));
        standIn.serveTree("/crates-index/", registries.resolve("crates.io/index"));
        for (String registry : List.of("pypi", "go", "nuget", "rubygems", "packagist", "hex", "pub")) {
            standIn.serveTree("/" + registry + "/", registries.resolve(registry));
        }
        return standIn;
    }

    /** Every file below {@code root} at {@code prefix} and its path below {@code root}. */
    void serveTree(String prefix, Path root) throws IOException {
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                serve(prefix + root.relativize(file).toString().replace('\\', '/'), read(file));
            }
        }
    }

    void serve(String rawPath, byte[] content) {
        files.put(rawPath, content.clone());
    }

    void remove(String rawPath) {
        files.remove(rawPath);
    }

    /** From now on {@code rawPath} is answered with {@code status} and no body. */
    void answer(String rawPath, int status) {
        statuses.put(rawPath, status);
    }

    /** Every answer waits this long first, so that requests overlap. */
    void delay(long millis) {
        delayMillis = millis;
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

    int mostAtOnce() {
        return mostAtOnce.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        int now = answering.incrementAndGet();
        mostAtOnce.accumulateAndGet(now, Math::max);
        try {
            if (delayMillis > 0) {
                Thread.sleep(delayMillis);
            }
            // counted until just before the answer goes out: once the client has read it, it may send its next
            // request, which must not meet this one still counted
            answering.decrementAndGet();
            answer(exchange);
        } catch (InterruptedException e) {
            answering.decrementAndGet();
            Thread.currentThread().interrupt();
        } finally {
            exchange.close();
        }
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getRawPath();
        String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
        byte[] content = files.get(path);
        Integer forced = statuses.get(path);
        int status = forced != null ? forced : content == null ? 404 : etag(content).equals(ifNoneMatch) ? 304 : 200;
        requests.add(new Request(path, ifNoneMatch, exchange.getRequestHeaders().getFirst("Accept"), status));
        if (status != 200) {
            exchange.sendResponseHeaders(status, -1);
            return;
        }
        byte[] body = content;
        if (path.contains("-gz-")) {
            body = gzip(content);
            exchange.getResponseHeaders().add("Content-Encoding", "gzip");
        }
        exchange.getResponseHeaders().add("ETag", etag(content));
        exchange.getResponseHeaders().add("Last-Modified", LAST_MODIFIED);
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
            gzip.write(content);
        }
        return bytes.toByteArray();
    }

    static String etag(byte[] content) {
        try {
            return "\"" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content)) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
