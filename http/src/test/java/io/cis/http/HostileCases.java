package io.cis.http;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Generates the hostile requests for the routes a server registered, so a route added later is covered without
 * touching this class. Each family is one kind of abuse; counts per family are reported in docs/reliability.md.
 */
final class HostileCases {

    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "DELETE", "PATCH");
    private static final Map<String, String> JSON = Map.of("Content-Type", "application/json");
    private static final String KNOWN_PURL = "pkg:npm/express";
    private static final int OVERSIZED_BODY = 17 * 1024 * 1024;

    private final List<ApiServer.Route> routes;
    private final int maxBatch;
    private final List<HostileCase> cases = new ArrayList<>();

    private HostileCases(Collection<ApiServer.Route> routes, int maxBatch) {
        this.routes = List.copyOf(routes);
        this.maxBatch = maxBatch;
    }

    static List<HostileCase> forRoutes(Collection<ApiServer.Route> routes, int maxBatch) {
        HostileCases generator = new HostileCases(routes, maxBatch);
        generator.generate();
        return List.copyOf(generator.cases);
    }

    private void generate() {
        Map<String, Set<String>> methodsByPath = routes.stream().collect(Collectors.groupingBy(ApiServer.Route::path,
                LinkedHashMap::new, Collectors.mapping(ApiServer.Route::method, Collectors.toCollection(TreeSet::new))));
        methodsByPath.forEach((path, methods) -> METHODS.stream().filter(m -> !methods.contains(m))
                .forEach(m -> add("method the route lacks", m + " " + path, path,
                        RawHttp.request(m, concrete(path), JSON, "{}".getBytes(StandardCharsets.UTF_8)), 405)));
        for (ApiServer.Route route : routes) {
            if (route.method().equals("POST") && !route.path().startsWith("/admin/")) {
                bodies(route.path());
            }
            if (route.method().equals("GET")) {
                queries(route.path());
            }
        }
        malformedHttp();
    }

    /** The route's path with a value for each path parameter ({@code /docs/{asset}} becomes {@code /docs/x}). */
    private static String concrete(String path) {
        return path.replaceAll("\\{[^}/]+}", "x");
    }

    private void bodies(String path) {
        boolean echo = path.endsWith("/echo");
        String list = path.equals("/v2/geoprovenance/countries") ? "purls" : "components";
        String valid = echo ? "{\"message\":\"hello\"}" : batch(list, List.of("\"" + KNOWN_PURL + "\""));
        for (String body : List.of("", "{", "}", "not json", "[]", "null", "42", "\"components\"", valid + "}",
                "{\"" + list + "\":[{\"purl\":\"pkg:npm/a\"},]}", valid.substring(0, valid.length() / 2),
                "{'" + list + "': []}")) {
            post("invalid or truncated JSON", path, body, JSON, 400);
        }
        if (echo) {
            for (String value : List.of("42", "true", "[]", "{}", "1.5e300")) {
                post("wrong type at a field", path, "{\"message\":" + value + "}", JSON, 400);
            }
        } else {
            for (String value : List.of("\"x\"", "1", "{}", "true", "[1]", "[null]", "[[]]", "[\"" + KNOWN_PURL + "\"]",
                    "[{\"purl\":1}]", "[{\"purl\":[]}]", "[{\"purl\":{}}]", "[{\"purl\":false}]",
                    "[{\"purl\":\"" + KNOWN_PURL + "\",\"requirement\":1}]",
                    "[{\"purl\":\"" + KNOWN_PURL + "\",\"requirement\":[\"1\"]}]")) {
                post("wrong type at a field", path, "{\"" + list + "\":" + value + "}", JSON, 400);
            }
            post("wrong type at a field", path, "{\"" + list + "\":[]}", JSON, 400);
            post("batch over the limit", path, batch(list, java.util.Collections.nCopies(maxBatch + 1,
                    "\"" + KNOWN_PURL + "\"")), JSON, 400);
            for (String purl : List.of("\"\"", "\"not a purl\"", "\"pkg:\"", "\"pkg:npm/\"", "\"pkg:npm/%zz\"",
                    "\"pkg:npm/no-such-component-anywhere\"", "\"" + KNOWN_PURL + "@999.999.999\"",
                    "\"pkg:npm/a\\u0000b\"", "\"pkg:npm/\\ud800\"", "\"" + "pkg:npm/" + "a".repeat(1 << 20) + "\"")) {
                post("info_code trigger and hostile purl", path, batch(list, List.of(purl)), JSON, HostileCase.DOCUMENTED);
            }
            post("info_code trigger and hostile purl", path, "{\"" + list + "\":[{\"purl\":\"" + KNOWN_PURL
                    + "\",\"requirement\":\"" + ">=".repeat(1 << 19) + "\"}]}", JSON, HostileCase.DOCUMENTED);
            post("info_code trigger and hostile purl", path, "{\"" + list + "\":[{\"purl\":\"" + KNOWN_PURL
                    + "\",\"requirement\":\"not a range ||| <<>>\"}]}", JSON, HostileCase.DOCUMENTED);
            raw("invalid UTF-8 and NUL bytes", "body purl " + path, path, RawHttp.request("POST", path, JSON,
                    concat("{\"" + list + "\":[{\"purl\":\"pkg:npm/", new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0xc3}, "\"}]}")),
                    400);
            raw("invalid UTF-8 and NUL bytes", "raw NUL in body purl " + path, path, RawHttp.request("POST", path, JSON,
                    concat("{\"" + list + "\":[{\"purl\":\"pkg:npm/", new byte[] {0}, "\"}]}")), 400);
        }
        String deepArrays = "[".repeat(10_000) + "]".repeat(10_000);
        String deepObjects = "{\"a\":".repeat(10_000) + "1" + "}".repeat(10_000);
        post("JSON nested 10,000 levels", path, "{\"" + (echo ? "message" : list) + "\":" + deepArrays + "}", JSON, 400);
        post("JSON nested 10,000 levels", path, "{\"" + (echo ? "message" : list) + "\":" + deepObjects + "}", JSON, 400);
        if (echo) {
            post("1 MB strings", path, "{\"message\":\"" + "x".repeat(1 << 20) + "\"}", JSON, HostileCase.DOCUMENTED);
        }
        // Declared but never sent: the client hangs up first, and the body is refused as ended early.
        // refused from the declared length, before a byte of the body is read
        raw("17 MiB body", "declared by Content-Length, never sent " + path, path, RawHttp.request("POST", path,
                Map.of("Content-Type", "application/json", "Content-Length", Integer.toString(OVERSIZED_BODY)),
                new byte[0]), 413);
        raw("17 MiB body", "sent in full " + path, path, RawHttp.request("POST", path, JSON,
                new byte[OVERSIZED_BODY]), 413);
        raw("17 MiB body", "sent chunked, no length declared " + path, path, RawHttp.request("POST", path,
                Map.of("Content-Type", "application/json", "Transfer-Encoding", "chunked"),
                concat(Integer.toHexString(OVERSIZED_BODY) + "\r\n", new byte[OVERSIZED_BODY], "\r\n0\r\n\r\n")), 413);
        for (String type : List.of("text/plain", "application/xml", "multipart/form-data; boundary=x",
                "application/x-www-form-urlencoded", "application/json; charset=utf-16")) {
            post("wrong content type", path, "purl=" + KNOWN_PURL, Map.of("Content-Type", type), 400);
        }
        // The body decides, as behind a gRPC gateway: a JSON body under another content type is still answered.
        post("wrong content type", path, valid, Map.of("Content-Type", "text/plain"), HostileCase.DOCUMENTED);
    }

    private void queries(String path) {
        if (path.startsWith("/healthz") || path.startsWith("/readyz") || path.startsWith("/metrics")
                || path.startsWith("/openapi.json") || path.startsWith("/docs")) {
            get("unknown and repeated query parameters", path, "?unknown=1&unknown=2", 400);
            return;
        }
        String purl = "purl=" + URLEncoder.encode(KNOWN_PURL, StandardCharsets.UTF_8);
        get("unknown and repeated query parameters", path, "?" + purl + "&" + purl, 400);
        get("unknown and repeated query parameters", path, "?id=MIT&id=Apache-2.0&" + purl, 400);
        get("unknown and repeated query parameters", path, "?" + purl + "&limit=1&limit=2", 400);
        get("unknown and repeated query parameters", path, "?" + purl + "&no_such_parameter=1", HostileCase.DOCUMENTED);
        for (String number : List.of("-1", "0", "99999999999999999999999", "-99999999999999999999", "1e9", "NaN",
                "0x10", "")) {
            String n = URLEncoder.encode(number, StandardCharsets.UTF_8);
            get("negative and huge numbers", path, "?" + purl + "&limit=" + n + "&offset=" + n, HostileCase.DOCUMENTED);
        }
        for (String value : List.of("", "not%20a%20purl", "pkg:npm/a%00b", "%00", "pkg:npm/%ff%fe", "%c3%28",
                "pkg:npm/no-such-component-anywhere", URLEncoder.encode(KNOWN_PURL + "@999.999.999", StandardCharsets.UTF_8),
                "pkg%3A" + "a".repeat(3_000))) {
            get("info_code trigger and hostile purl", path, "?purl=" + value + "&id=" + value, HostileCase.DOCUMENTED);
        }
        // A request line over Jetty's 8 KiB header limit is refused (414) before the path is known.
        raw("1 MB strings", "1 MB purl in the query of " + path, HostileCase.UNPARSED, RawHttp.request("GET",
                path + "?purl=pkg:npm/" + "a".repeat(1 << 20), Map.of(), new byte[0]), 414);
        raw("invalid UTF-8 and NUL bytes", "raw 0xff bytes in the query of " + path, path,
                concat("GET " + path + "?purl=pkg:npm/", new byte[] {(byte) 0xff, (byte) 0xfe},
                        " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), 400);
        // Jetty refuses a NUL in the request line before it knows the path, so the answer is the default (v2) body.
        raw("invalid UTF-8 and NUL bytes", "raw NUL byte in the query of " + path, HostileCase.UNPARSED,
                concat("GET " + path + "?purl=pkg:npm/", new byte[] {0}, " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
                400);
    }

    private void malformedHttp() {
        String path = "/v2/licenses/details";
        for (String request : List.of("GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET " + path + "?id=MIT HTTP/9.9\r\nHost: x\r\n\r\n",
                "GET " + path + "?id=MIT HTTP/1.1\r\nConnection: close\r\n\r\n",
                "GET " + path + "?id=MIT HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n",
                "POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}",
                "POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n{}",
                "POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
                "POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
                "POST /v2/licenses/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
                "GET " + path + "?id=MIT HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(64 * 1024) + "\r\n\r\n",
                "GET " + path + "?id=" + "a".repeat(64 * 1024) + " HTTP/1.1\r\nHost: x\r\n\r\n",
                "GET /v2/../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) {
            raw("malformed HTTP", request.lines().findFirst().orElse("").replaceAll("a{20,}", "a…"), HostileCase.UNPARSED,
                    request.getBytes(StandardCharsets.ISO_8859_1), HostileCase.DOCUMENTED);
        }
    }

    private static String batch(String list, List<String> purls) {
        return purls.stream().map(p -> "{\"purl\":" + p + "}")
                .collect(Collectors.joining(",", "{\"" + list + "\":[", "]}"));
    }

    private void post(String family, String path, String body, Map<String, String> headers, int expected) {
        String shown = body.length() > 60 ? body.substring(0, 60) + "… (" + body.length() + " chars)" : body;
        add(family, "POST " + path + " " + shown, path,
                RawHttp.request("POST", path, headers, body.getBytes(StandardCharsets.UTF_8)), expected);
    }

    private void get(String family, String path, String query, int expected) {
        String shown = query.length() > 80 ? query.substring(0, 80) + "…" : query;
        add(family, "GET " + path + shown, path, RawHttp.request("GET", concrete(path) + query, Map.of(), new byte[0]), expected);
    }

    private void raw(String family, String name, String path, byte[] request, int expected) {
        add(family, name, path, request, expected);
    }

    private void add(String family, String name, String path, byte[] request, int expected) {
        cases.add(new HostileCase(family, name, path, request, expected));
    }

    private static byte[] concat(String before, byte[] middle, String after) {
        byte[] a = before.getBytes(StandardCharsets.UTF_8);
        byte[] c = after.getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[a.length + middle.length + c.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(middle, 0, all, a.length, middle.length);
        System.arraycopy(c, 0, all, a.length + middle.length, c.length);
        return all;
    }
}
