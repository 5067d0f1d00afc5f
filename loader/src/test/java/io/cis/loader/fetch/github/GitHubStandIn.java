package io.cis.loader.fetch.github;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.cis.loader.fetch.ContentFingerprint;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for GitHub's REST API on a free loopback port: "list releases" paged as GitHub pages it ({@code Link}
 * with {@code rel="next"} and {@code rel="last"}, pointing at the {@code /repositories/<id>/} form), the contents API
 * (a folder listing, a file as its bytes for {@code application/vnd.github.raw+json}, else as base64 in JSON), weak
 * ETags with 304 answers (which carry no {@code Link}, as the fallback is then tested), the rate-limit headers, and
 * the rate-limit refusals on demand.
 */
public final class GitHubStandIn implements AutoCloseable {

    enum Fault { PRIMARY_LIMIT, SECONDARY_LIMIT, TOO_MANY_REQUESTS, FORBIDDEN }

    /** One request as the stand-in saw it. */
    public record Request(String path, String query, String accept, String authorization, String ifNoneMatch,
                          int status) {

        public boolean conditional() {
            return ifNoneMatch != null;
        }
    }

    private static final Pattern RELEASES = Pattern.compile("/repos/([^/]+)/([^/]+)/releases");
    private static final Pattern RELEASES_BY_ID = Pattern.compile("/repositories/(\\d+)/releases");
    private static final Pattern CONTENTS = Pattern.compile("/repos/([^/]+)/([^/]+)/contents/(.*)");
    private static final Pattern CONTRIBUTORS = Pattern.compile("/repos/([^/]+)/([^/]+)/contributors");
    private static final Pattern USERS = Pattern.compile("/users/([^/]+)");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpServer server;
    private final Instant reset;
    private final Map<String, ArrayNode> releases = new ConcurrentHashMap<>();
    private final Map<String, Integer> ids = new ConcurrentHashMap<>();
    private final Map<String, Map<String, byte[]>> contents = new ConcurrentHashMap<>();
    private final Map<String, byte[]> contributors = new ConcurrentHashMap<>();
    private final Map<String, byte[]> users = new ConcurrentHashMap<>();
    private final List<Fault> faults = new CopyOnWriteArrayList<>();
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private volatile int pageSize = 100;
    private volatile URI linkBase;
    private volatile int remaining = 60;

    /** {@code now} is the clock of the client under test: the limit resets two minutes after it. */
    public GitHubStandIn(Instant now) throws IOException {
        reset = now.plusSeconds(120);
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
        linkBase = base();
    }

    /** The origin the Link headers point at from now on (GitHub's own is the API's). */
    void linkBase(URI base) {
        linkBase = base;
    }

    public URI base() {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort()
                + "/");
    }

    Instant reset() {
        return reset;
    }

    /** Serves {@code list} (a real "list releases" answer) as the releases of {@code owner/name}. */
    public void releases(String slug, JsonNode list) {
        releases.put(slug.toLowerCase(Locale.ROOT), (ArrayNode) list.deepCopy());
        ids.putIfAbsent(slug.toLowerCase(Locale.ROOT), 1000 + ids.size());
    }

    public void file(String slug, String name, byte[] content) {
        contents.computeIfAbsent(slug.toLowerCase(Locale.ROOT), key -> new LinkedHashMap<>()).put(name,
                content.clone());
        ids.putIfAbsent(slug.toLowerCase(Locale.ROOT), 1000 + ids.size());
    }

    /** Serves {@code list} (a real "list repository contributors" answer) as the contributors of {@code owner/name}. */
    public void contributors(String slug, byte[] list) {
        contributors.put(slug.toLowerCase(Locale.ROOT), list.clone());
    }

    /** An empty repository: GitHub answers its contributors with 204 and no body. */
    void emptyRepository(String slug) {
        contributors.put(slug.toLowerCase(Locale.ROOT), new byte[0]);
    }

    /** Serves {@code profile} (a real "get a user" answer) at {@code users/<login>}, the login in any case. */
    public void user(String login, byte[] profile) {
        users.put(login.toLowerCase(Locale.ROOT), profile.clone());
    }

    void pageSize(int size) {
        pageSize = size;
    }

    /** Requests left in the hour from now on. */
    public void remaining(int left) {
        remaining = left;
    }

    void fault(Fault fault) {
        faults.add(fault);
    }

    public List<Request> requests() {
        return List.copyOf(requests);
    }

    public void forgetRequests() {
        requests.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String query = exchange.getRequestURI().getRawQuery();
        String accept = exchange.getRequestHeaders().getFirst("Accept");
        String ifNoneMatch = exchange.getRequestHeaders().getFirst("If-None-Match");
        Fault fault = faults.isEmpty() ? null : faults.remove(0);
        if (fault != null) {
            refuse(exchange, fault, new Request(path, query, accept,
                    exchange.getRequestHeaders().getFirst("Authorization"), ifNoneMatch, 0));
            return;
        }
        if (remaining == 0) {
            // a client that waited for the reset finds the hour's requests back
            remaining = 60;
        }
        Answer answer = answer(path, query == null ? "" : query, accept);
        if (answer.body != null && answer.body.length == 0) {
            requests.add(new Request(path, query, accept, exchange.getRequestHeaders().getFirst("Authorization"),
                    ifNoneMatch, 204));
            limitHeaders(exchange);
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
            return;
        }
        boolean notModified = answer.body != null && etag(answer.body).equals(ifNoneMatch);
        int status = answer.body == null ? 404 : notModified ? 304 : 200;
        requests.add(new Request(path, query, accept, exchange.getRequestHeaders().getFirst("Authorization"),
                ifNoneMatch, status));
        if (status == 200 && remaining > 0) {
            remaining--;
        }
        limitHeaders(exchange);
        if (status == 404) {
            send(exchange, 404, "{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest\"}"
                    .getBytes(StandardCharsets.UTF_8));
            return;
        }
        exchange.getResponseHeaders().add("ETag", etag(answer.body));
        if (status == 304) {
            exchange.sendResponseHeaders(304, -1);
            exchange.close();
            return;
        }
        if (answer.link != null) {
            exchange.getResponseHeaders().add("Link", answer.link);
        }
        send(exchange, 200, answer.body);
    }

    private record Answer(byte[] body, String link) {
    }

    private Answer answer(String path, String query, String accept) throws IOException {
        Matcher people = CONTRIBUTORS.matcher(path);
        if (people.matches()) {
            return new Answer(contributors.get((people.group(1) + "/" + people.group(2)).toLowerCase(Locale.ROOT)),
                    null);
        }
        Matcher user = USERS.matcher(path);
        if (user.matches()) {
            return new Answer(users.get(user.group(1).toLowerCase(Locale.ROOT)), null);
        }
        Matcher byName = RELEASES.matcher(path);
        Matcher byId = RELEASES_BY_ID.matcher(path);
        Matcher content = CONTENTS.matcher(path);
        String slug = byName.matches() ? byName.group(1) + "/" + byName.group(2)
                : byId.matches() ? slugOf(Integer.parseInt(byId.group(1)))
                : content.matches() ? content.group(1) + "/" + content.group(2) : null;
        slug = slug == null ? null : slug.toLowerCase(Locale.ROOT);
        if (slug != null && (byName.matches() || byId.matches()) && releases.containsKey(slug)) {
            return page(slug, query);
        }
        if (slug != null && content.matches() && contents.containsKey(slug)) {
            Map<String, byte[]> files = contents.get(slug);
            String file = content.group(3);
            if (file.isEmpty()) {
                return new Answer(listing(slug, files), null);
            }
            byte[] bytes = files.get(file);
            if (bytes == null) {
                return new Answer(null, null);
            }
            if ("application/vnd.github.raw+json".equals(accept)) {
                return new Answer(bytes, null);
            }
            ObjectNode form = json.createObjectNode().put("type", "file").put("encoding", "base64")
                    .put("name", file).put("path", file).put("content", Base64.getMimeEncoder().encodeToString(bytes));
            return new Answer(json.writeValueAsBytes(form), null);
        }
        return new Answer(null, null);
    }

    /** One page of the list, with GitHub's Link header when there are more. */
    private Answer page(String slug, String query) throws IOException {
        int perPage = Math.min(pageSize, Integer.parseInt(parameter(query, "per_page", "30")));
        int page = Integer.parseInt(parameter(query, "page", "1"));
        ArrayNode all = releases.get(slug);
        ArrayNode chunk = json.createArrayNode();
        for (int i = (page - 1) * perPage; i < Math.min(all.size(), page * perPage); i++) {
            chunk.add(all.get(i));
        }
        int last = Math.max(1, (all.size() + perPage - 1) / perPage);
        String link = null;
        if (page < last) {
            String at = linkBase + "repositories/" + ids.get(slug) + "/releases?per_page=" + perPage + "&page=";
            link = "<" + at + (page + 1) + ">; rel=\"next\", <" + at + last + ">; rel=\"last\"";
        }
        return new Answer(json.writeValueAsBytes(chunk), link);
    }

    private byte[] listing(String slug, Map<String, byte[]> files) throws IOException {
        ArrayNode listing = json.createArrayNode();
        listing.addObject().put("name", ".github").put("path", ".github").put("type", "dir");
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            listing.addObject().put("name", file.getKey()).put("path", file.getKey()).put("type", "file")
                    .put("size", file.getValue().length)
                    .put("download_url", base() + "raw/" + slug + "/HEAD/" + file.getKey());
        }
        listing.addObject().put("name", "lib").put("path", "lib").put("type", "dir");
        return json.writeValueAsBytes(listing);
    }

    private void refuse(HttpExchange exchange, Fault fault, Request seen) throws IOException {
        int status = fault == Fault.TOO_MANY_REQUESTS ? 429 : 403;
        requests.add(new Request(seen.path(), seen.query(), seen.accept(), seen.authorization(), seen.ifNoneMatch(),
                status));
        if (fault == Fault.PRIMARY_LIMIT) {
            remaining = 0;
        }
        limitHeaders(exchange);
        if (fault == Fault.SECONDARY_LIMIT) {
            exchange.getResponseHeaders().add("retry-after", "30");
        }
        String message = switch (fault) {
            case PRIMARY_LIMIT -> "API rate limit exceeded for 127.0.0.1.";
            case SECONDARY_LIMIT, TOO_MANY_REQUESTS -> "You have exceeded a secondary rate limit.";
            case FORBIDDEN -> "Resource not accessible by personal access token";
        };
        send(exchange, status, ("{\"message\":\"" + message + "\"}").getBytes(StandardCharsets.UTF_8));
        if (fault == Fault.PRIMARY_LIMIT) {
            remaining = 60;
        }
    }

    private void limitHeaders(HttpExchange exchange) {
        exchange.getResponseHeaders().add("x-ratelimit-limit", "60");
        exchange.getResponseHeaders().add("x-ratelimit-remaining", Integer.toString(remaining));
        exchange.getResponseHeaders().add("x-ratelimit-reset", Long.toString(reset.getEpochSecond()));
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private String slugOf(int id) {
        return ids.entrySet().stream().filter(entry -> entry.getValue() == id).map(Map.Entry::getKey).findFirst()
                .orElse(null);
    }

    private static String parameter(String query, String name, String otherwise) {
        for (String pair : query.split("&")) {
            if (pair.startsWith(name + "=")) {
                return pair.substring(name.length() + 1);
            }
        }
        return otherwise;
    }

    static String etag(byte[] content) {
        return "W/" + ContentFingerprint.etag(content);
    }

    @Override
    public void close() {
        server.stop(0);
    }

    static List<String> paths(List<Request> requests) {
        List<String> paths = new ArrayList<>();
        requests.forEach(request -> paths.add(request.path() + (request.query() == null ? "" : "?" + request.query())));
        return paths;
    }
}
