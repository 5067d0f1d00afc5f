package io.cis.loader.fetch.registries;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.cis.loader.fetch.ContentFingerprint;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
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
public final class RegistryStandIn implements AutoCloseable {

    /** One request as the stand-in answered it. */
    public record Request(String path, String ifNoneMatch, String accept, int status) {

        public boolean conditional() {
            return ifNoneMatch != null;
        }
    }

    /**
     * One purl for every recorded package, spelt as SBOMs and hand-written lists spell them: every recorded answer but
     * RubyGems' compact index and NuGet.Core's registration in another hive is asked for about one of them.
     */
    public static final List<String> SAMPLE_PURLS = List.of(
            "pkg:npm/express@4.17.1", "pkg:npm/lodash@4.17.19", "pkg:npm/request", "pkg:npm/react@0.7.1",
            "pkg:npm/react-router@2.0.0-rc2",
            "pkg:maven/org.apache.logging.log4j/log4j-core@2.24.0?type=jar",
            "pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.13.2",
            "pkg:maven/org.apache.commons/commons-text@1.10.0",
            "pkg:pypi/luigi", "pkg:pypi/Azure_CLI.Monitor@0.1.0",
            "pkg:cargo/regex@1.5.4", "pkg:cargo/bitflags", "pkg:cargo/amethyst",
            "pkg:golang/github.com/go-kit/kit", "pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2",
            "pkg:nuget/NUnit@3.12.0",
            "pkg:gem/public_suffix", "pkg:gem/statesman",
            "pkg:composer/monolog/monolog", "pkg:composer/drewm/mailchimp-api",
            "pkg:hex/plug@1.13.0", "pkg:hex/certifi",
            "pkg:pub/path", "pkg:pub/retry", "pkg:pub/shared_preferences");

    private static final String LAST_MODIFIED = "Fri, 15 Aug 2025 00:00:00 GMT";

    private final HttpServer server;
    private final java.util.concurrent.ExecutorService threads = java.util.concurrent.Executors.newFixedThreadPool(16);
    private final Map<String, byte[]> files = new ConcurrentHashMap<>();
    private final Map<String, Integer> statuses = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger answering = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private volatile long delayMillis;

    public RegistryStandIn() throws IOException {
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
    public static RegistryStandIn ofSamples(Path feeds) throws IOException {
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

    public void serve(String rawPath, byte[] content) {
        files.put(rawPath, content.clone());
    }

    public void remove(String rawPath) {
        files.remove(rawPath);
    }

    /** What is served at {@code rawPath}; empty when nothing is. */
    public Optional<byte[]> content(String rawPath) {
        return Optional.ofNullable(files.get(rawPath)).map(byte[]::clone);
    }

    /** Every path something is served at, in order. */
    public SortedSet<String> paths() {
        return new TreeSet<>(files.keySet());
    }

    /**
     * The {@code registries} section of a fetch configuration (its keys unindented) that sends every registry source
     * to its part of this stand-in, and {@code more} lines after it.
     */
    public String config(String... more) {
        return String.join("\n",
                "npm: " + base("/npm/"),
                "maven: " + base("/maven2/"),
                "pypi: " + base("/pypi/"),
                "crates:",
                "  url: " + base("/crates/"),
                "  index: " + base("/crates-index/"),
                "go: " + base("/go/"),
                "nuget: " + base("/nuget/"),
                "rubygems: " + base("/rubygems/"),
                "packagist: " + base("/packagist/"),
                "hex: " + base("/hex/"),
                "pub: " + base("/pub/"),
                String.join("\n", more));
    }

    /** From now on {@code rawPath} is answered with {@code status} and no body. */
    void answer(String rawPath, int status) {
        statuses.put(rawPath, status);
    }

    /** Every answer waits this long first, so that requests overlap. */
    void delay(long millis) {
        delayMillis = millis;
    }

    public URI base(String prefix) {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort()
                + prefix);
    }

    public List<Request> requests() {
        return List.copyOf(requests);
    }

    public void forgetRequests() {
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

    public static String etag(byte[] content) {
        return ContentFingerprint.etag(content);
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
