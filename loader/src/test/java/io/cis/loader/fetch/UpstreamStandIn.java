package io.cis.loader.fetch;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A stand-in for an upstream on a free loopback port: serves files in the upstream's URL layout with an ETag and a
 * Last-Modified, answers 304 to a matching conditional request, logs every request, and plays faults on demand.
 */
final class UpstreamStandIn implements AutoCloseable {

    /** What the stand-in does with the next requests of a path instead of serving it. */
    enum Fault { TOO_MANY_REQUESTS_RETRY_AFTER_1, UNAVAILABLE, CUT_MID_BODY }

    /** One request as the stand-in saw it ({@code authorization}: its {@code Authorization} header, or null). */
    record Request(String path, String ifNoneMatch, String ifModifiedSince, int status, String authorization) {

        boolean conditional() {
            return ifNoneMatch != null || ifModifiedSince != null;
        }
    }

    private static final String LAST_MODIFIED = "Fri, 15 Aug 2025 00:00:00 GMT";

    private final HttpServer server;
    private final Map<String, Served> files = new ConcurrentHashMap<>();
    private final Map<String, List<Fault>> faults = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();

    UpstreamStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    URI base(String prefix) {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/"
                + prefix);
    }

    void serve(String path, byte[] content) {
        byte[] copy = content.clone();
        files.put(path, new Served(copy, etag(copy)));
    }

    /** The bytes served at {@code path}, without a request. */
    byte[] content(String path) {
        return files.get(path).content().clone();
    }

    /** From now on {@code path} is not there (404), as a file the upstream withdrew. */
    void remove(String path) {
        files.remove(path);
    }

    /** The next {@code times} requests of {@code path} meet {@code fault}. */
    void fault(String path, Fault fault, int times) {
        List<Fault> queued = faults.computeIfAbsent(path, p -> new CopyOnWriteArrayList<>());
        for (int i = 0; i < times; i++) {
            queued.add(fault);
        }
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    void forgetRequests() {
        requests.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
        String ifModifiedSince = exchange.getRequestHeaders().getFirst("If-Modified-Since");
        List<Fault> queued = faults.getOrDefault(path, new ArrayList<>());
        Fault fault = queued.isEmpty() ? null : queued.remove(0);
        Served served = files.get(path);
        byte[] content = served == null ? null : served.content();
        int status = fault == Fault.TOO_MANY_REQUESTS_RETRY_AFTER_1 ? 429 : fault == Fault.UNAVAILABLE ? 503
                : content == null ? 404 : served.etag().equals(ifNoneMatch) ? 304 : 200;
        requests.add(new Request(path, ifNoneMatch, ifModifiedSince, status,
                exchange.getRequestHeaders().getFirst("Authorization")));
        if (fault == Fault.TOO_MANY_REQUESTS_RETRY_AFTER_1) {
            exchange.getResponseHeaders().add("Retry-After", "1");
        }
        if (status != 200) {
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
            return;
        }
        exchange.getResponseHeaders().add("ETag", served.etag());
        exchange.getResponseHeaders().add("Last-Modified", LAST_MODIFIED);
        exchange.sendResponseHeaders(200, content.length);
        OutputStream body = exchange.getResponseBody();
        if (fault == Fault.CUT_MID_BODY) {
            body.write(content, 0, content.length / 2);
            body.flush();
            // a handler that throws has its connection dropped: the client sees the body end early
            throw new IOException("connection cut mid-body on purpose");
        }
        body.write(content);
        exchange.close();
    }

    /** A file the stand-in serves and its ETag, worked out once when it is put there. */
    private record Served(byte[] content, String etag) {
    }

    static String etag(byte[] content) {
        return ContentFingerprint.etag(content);
    }

    @Override
    public void close() {
        server.stop(0);
    }

    static byte[] read(java.nio.file.Path file) {
        try {
            return java.nio.file.Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
