package io.cis.bench.fetch;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * An OSV export (as {@link OsvExport} lays it out) served on a free loopback port in the bucket's URL layout:
 * {@code /ecosystems.txt}, {@code /<Ecosystem>/all.zip}, {@code /<Ecosystem>/modified_id.csv}, and each record as
 * {@code /<Ecosystem>/<ID>.json} (read from the ecosystem's zip). Files carry an ETag (of their size and modification
 * time) and a Last-Modified, and a request with the current ETag is answered 304. The folder served can be switched
 * to a later export while the server runs; it counts the requests and body bytes it answers.
 */
final class OsvExportStandIn implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(4);
    private final AtomicReference<Path> root;
    private final AtomicLong requests = new AtomicLong();
    private final AtomicLong bodyBytes = new AtomicLong();
    /** Each served zip opened once: a record is read by its central directory entry, not by a scan. */
    private final Map<Path, ZipFile> zips = new ConcurrentHashMap<>();

    OsvExportStandIn(Path export) throws IOException {
        root = new AtomicReference<>(export);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    URI base() {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/");
    }

    /** Serves {@code export} from now on. */
    void serve(Path export) {
        root.set(export);
    }

    long requests() {
        return requests.get();
    }

    long bodyBytes() {
        return bodyBytes.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            requests.incrementAndGet();
            String path = exchange.getRequestURI().getPath();
            Path export = root.get();
            Path file = export.resolve(path.substring(1)).normalize();
            if (!file.startsWith(export) || path.contains("/.")) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            if (Files.isRegularFile(file)) {
                sendFile(exchange, file);
            } else if (path.endsWith(".json") && file.getParent() != null
                    && Files.isRegularFile(file.getParent().resolve("all.zip"))) {
                sendRecord(exchange, file.getParent().resolve("all.zip"), file.getFileName().toString());
            } else {
                exchange.sendResponseHeaders(404, -1);
            }
        }
    }

    private void sendFile(HttpExchange exchange, Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        String etag = "\"" + attributes.size() + "-" + attributes.lastModifiedTime().toMillis() + "\"";
        exchange.getResponseHeaders().add("ETag", etag);
        exchange.getResponseHeaders().add("Last-Modified", DateTimeFormatter.RFC_1123_DATE_TIME
                .format(attributes.lastModifiedTime().toInstant().atOffset(ZoneOffset.UTC)));
        if (etag.equals(exchange.getRequestHeaders().getFirst("If-None-Match"))) {
            exchange.sendResponseHeaders(304, -1);
            return;
        }
        exchange.sendResponseHeaders(200, attributes.size());
        try (OutputStream body = exchange.getResponseBody()) {
            bodyBytes.addAndGet(Files.copy(file, body));
        }
    }

    private void sendRecord(HttpExchange exchange, Path zip, String name) throws IOException {
        ZipFile archive = zips.get(zip);
        if (archive == null) {
            archive = new ZipFile(zip.toFile());
            ZipFile earlier = zips.putIfAbsent(zip, archive);
            if (earlier != null) {
                archive.close();
                archive = earlier;
            }
        }
        ZipEntry entry = archive.getEntry(name);
        if (entry == null) {
            exchange.sendResponseHeaders(404, -1);
            return;
        }
        byte[] record;
        try (InputStream in = archive.getInputStream(entry)) {
            record = in.readAllBytes();
        }
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, record.length);
        try (OutputStream body = exchange.getResponseBody()) {
            body.write(record);
        }
        bodyBytes.addAndGet(record.length);
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        for (ZipFile zip : zips.values()) {
            try {
                zip.close();
            } catch (IOException e) {
                // the process ends: nothing more is read from it
            }
        }
    }
}
