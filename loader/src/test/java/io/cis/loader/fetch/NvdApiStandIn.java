package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * A stand-in for NVD's CVE API 2.0 on a free loopback port, at {@code /nvd/2.0}: it answers the API's query
 * parameters ({@code startIndex}, {@code resultsPerPage}, {@code lastModStartDate}/{@code lastModEndDate}) from a set
 * of real {@code vulnerabilities[]} elements, in NVD's response format, with NVD's time from the test's clock. A
 * request the real API would refuse (more than 2,000 per page, one date without the other, a range over 120 days)
 * is answered 400 and noted as a violation. Faults: refusals (403 with {@code Retry-After}), a connection cut after
 * some bytes, and a page whose records moved while it was paged.
 */
final class NvdApiStandIn implements AutoCloseable {

    /**
     * One request as the stand-in saw it: its query, its {@code apiKey} header, NVD's time, the status answered and
     * the records its page held.
     */
    record Request(Map<String, String> query, String apiKey, Instant at, int status, int records) {

        boolean windowed() {
            return query.containsKey("lastModStartDate");
        }
    }

    static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);

    private final ObjectMapper json = new ObjectMapper();
    private final HttpServer server;
    private final ManualClock clock;
    private final Map<String, ObjectNode> records = new ConcurrentHashMap<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<String> violations = new CopyOnWriteArrayList<>();
    private final List<Integer> refusals = new CopyOnWriteArrayList<>();
    private final List<Long> cuts = new CopyOnWriteArrayList<>();
    private volatile String retryAfter;
    private volatile long skipOnceAt = -1;

    NvdApiStandIn(ManualClock clock) throws IOException {
        this.clock = clock;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/nvd/2.0", this::handle);
        server.start();
    }

    /** The real API 2.0 responses of the samples, each element served as a record of its own. */
    static List<ObjectNode> sampleRecords(Path folder) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<ObjectNode> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".json")).sorted().toList()) {
                for (JsonNode element : json.readTree(file.toFile()).get("vulnerabilities")) {
                    all.add((ObjectNode) element);
                }
            }
        }
        return all;
    }

    URI base() {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort()
                + "/nvd/");
    }

    void serve(ObjectNode element) {
        records.put(element.get("cve").get("id").asText(), element.deepCopy());
    }

    void withdraw(String id) {
        records.remove(id);
    }

    /** The next requests are refused with these statuses, each with {@code Retry-After: retryAfter} when given. */
    void refuse(String retryAfter, Integer... statuses) {
        this.retryAfter = retryAfter;
        refusals.addAll(List.of(statuses));
    }

    /** The next request's connection is cut after {@code bytes} of its body. */
    void cutAfter(long bytes) {
        cuts.add(bytes);
    }

    /** The page asked from {@code startIndex} answers as if one record before it had moved to the end meanwhile. */
    void skipOnceAt(long startIndex) {
        skipOnceAt = startIndex;
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    List<String> violations() {
        return List.copyOf(violations);
    }

    void forgetRequests() {
        requests.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
        String apiKey = exchange.getRequestHeaders().getFirst("apiKey");
        Instant now = clock.instant();
        if (!refusals.isEmpty()) {
            int status = refusals.remove(0);
            requests.add(new Request(query, apiKey, now, status, 0));
            if (retryAfter != null) {
                exchange.getResponseHeaders().add("Retry-After", retryAfter);
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
            return;
        }
        Optional<String> refused = refusal(query);
        if (refused.isPresent()) {
            violations.add(refused.get() + ": " + query);
            requests.add(new Request(query, apiKey, now, 400, 0));
            exchange.sendResponseHeaders(400, -1);
            exchange.close();
            return;
        }
        long start = Long.parseLong(query.getOrDefault("startIndex", "0"));
        int perPage = Integer.parseInt(query.getOrDefault("resultsPerPage", "2000"));
        List<ObjectNode> matching = records.values().stream()
                .filter(element -> inWindow(element, query))
                .sorted(Comparator.comparing((ObjectNode element) -> element.get("cve").get("lastModified").asText())
                        .thenComparing(element -> element.get("cve").get("id").asText()))
                .toList();
        long from = start;
        if (start == skipOnceAt) {
            skipOnceAt = -1;
            from = start + 1;
        }
        ArrayNode page = json.createArrayNode();
        matching.stream().skip(from).limit(perPage).forEach(page::add);
        ObjectNode response = json.createObjectNode();
        response.put("resultsPerPage", page.size());
        response.put("startIndex", start);
        response.put("totalResults", matching.size());
        response.put("format", "NVD_CVE");
        response.put("version", "2.0");
        response.put("timestamp", TIMESTAMP.format(now));
        response.set("vulnerabilities", page);
        byte[] body = json.writeValueAsBytes(response);
        requests.add(new Request(query, apiKey, now, 200, page.size()));
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, body.length);
        OutputStream out = exchange.getResponseBody();
        if (!cuts.isEmpty()) {
            long cut = Math.min(cuts.remove(0), body.length - 1L);
            out.write(body, 0, (int) cut);
            out.flush();
            // a handler that throws has its connection dropped: the client sees the body end early
            throw new IOException("connection cut after " + cut + " bytes on purpose");
        }
        out.write(body);
        exchange.close();
    }

    private static Optional<String> refusal(Map<String, String> query) {
        int perPage = Integer.parseInt(query.getOrDefault("resultsPerPage", "2000"));
        if (perPage < 1 || perPage > 2000) {
            return Optional.of("resultsPerPage out of 1..2000");
        }
        boolean from = query.containsKey("lastModStartDate");
        boolean to = query.containsKey("lastModEndDate");
        if (from != to) {
            return Optional.of("lastModStartDate and lastModEndDate must come together");
        }
        if (from) {
            try {
                Instant start = OffsetDateTime.parse(query.get("lastModStartDate")).toInstant();
                Instant end = OffsetDateTime.parse(query.get("lastModEndDate")).toInstant();
                if (end.isBefore(start) || Duration.between(start, end).compareTo(Duration.ofDays(120)) > 0) {
                    return Optional.of("the range is not 0 to 120 days");
                }
            } catch (DateTimeParseException e) {
                return Optional.of("a date is not in the extended ISO-8601 form (" + e.getMessage() + ")");
            }
        }
        return Optional.empty();
    }

    private static boolean inWindow(ObjectNode element, Map<String, String> query) {
        if (!query.containsKey("lastModStartDate")) {
            return true;
        }
        Instant modified = lastModified(element);
        return !modified.isBefore(OffsetDateTime.parse(query.get("lastModStartDate")).toInstant())
                && !modified.isAfter(OffsetDateTime.parse(query.get("lastModEndDate")).toInstant());
    }

    static Instant lastModified(ObjectNode element) {
        String text = element.get("cve").get("lastModified").asText();
        return LocalDateTime.parse(text.endsWith("Z") ? text.substring(0, text.length() - 1) : text)
                .toInstant(ZoneOffset.UTC);
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> query = new LinkedHashMap<>();
        if (raw == null) {
            return query;
        }
        for (String pair : raw.split("&")) {
            int equals = pair.indexOf('=');
            query.put(URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8),
                    equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
        }
        return query;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
