package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.http.ops.Exposition;
import io.cis.http.ops.MethodLabel;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * /metrics holds the same series after thousands of requests with random methods and paths (tokens of every length,
 * request lines and headers Jetty refuses itself) as after ten ordinary ones: no request adds a label value, with or
 * without an API key required, and every request is still counted once.
 */
class MetricCardinalityTest {

    private static final String KEY = "metrics-test-key";
    private static final String TCHARS = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final String PATH_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~!$&'()*+,;=:@";
    /** Series whose label values the JVM's collectors choose (the cause of a pause), and which appear after a GC. */
    private static final Pattern GC_EVENTS = Pattern.compile("jvm_gc_(pause|concurrent_phase_time)_seconds.*");
    private static final Pattern UNMATCHED_COUNT = Pattern.compile(
            "(?m)^cis_http_requests_seconds_count\\{[^}]*route=\"unmatched\"[^}]*} ([0-9.]+)$");

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Test
    void tenThousandRandomRequestsAddNoSeriesToTenOrdinaryOnes() throws Exception {
        try (RunningServer server = RunningServer.started()) {
            assertBounded(server, null, 10_000);
        }
    }

    @Test
    void withAKeyRequiredRandomRequestsAddNoSeriesEither() throws Exception {
        try (RunningServer server = RunningServer.started(s -> s, ApiKeys.of(List.of(KEY)))) {
            assertBounded(server, KEY, 2_000);
        }
    }

    private void assertBounded(RunningServer server, String key, int hostileCount) throws Exception {
        RawHttp raw = new RawHttp(server.port());
        ordinary(server, raw, key);
        String before = scrape(server, key);
        Set<String> ordinarySeries = withoutGcEvents(Exposition.parse(before));

        Random random = new Random(hostileCount);
        int rawCount = hostileCount / 10;
        List<CompletableFuture<HttpResponse<Void>>> pending = new ArrayList<>();
        Set<Integer> statuses = new TreeSet<>();
        for (int i = 0; i < hostileCount - rawCount; i++) {
            HttpRequest.Builder request = HttpRequest.newBuilder(server.uri(randomPath(random)))
                    .method(randomMethod(random, 1 + random.nextInt(random.nextInt(8) == 0 ? 4000 : 12)),
                            HttpRequest.BodyPublishers.noBody());
            if (key != null && random.nextBoolean()) {
                request.header("x-api-key", randomToken(random, 1 + random.nextInt(40), TCHARS));
            }
            pending.add(client.sendAsync(request.build(), HttpResponse.BodyHandlers.discarding()));
            if (pending.size() == 8) {
                pending.forEach(p -> statuses.add(p.join().statusCode()));
                pending.clear();
            }
        }
        pending.forEach(p -> statuses.add(p.join().statusCode()));
        int lostToReset = 0;
        for (int i = 0; i < rawCount; i++) {
            RawHttp.Response response = raw.exchange(refusedByJetty(random, i));
            if (response.lostToReset()) {
                // Refused before it was read whole: the reset may take the answer with it, never the count below.
                lostToReset++;
            } else {
                statuses.add(response.status());
            }
        }
        assertThat(statuses).as("every request was answered").doesNotContain(0).contains(400, 414, 431);
        assertThat(lostToReset).as("answers lost to a reset while a long request was still being sent")
                .isLessThan(rawCount / 10);

        String after = scrape(server, key);
        Set<String> afterSeries = withoutGcEvents(Exposition.parse(after));
        assertThat(minus(afterSeries, ordinarySeries)).as("series added").isEmpty();
        assertThat(minus(ordinarySeries, afterSeries)).as("series gone").isEmpty();
        assertLabelsFromFixedSets(server, afterSeries);
        // Counted, not dropped: each hostile request once, under the route label of requests no route matched.
        assertThat(unmatchedCount(after) - unmatchedCount(before)).isEqualTo(hostileCount);
    }

    /** Ten requests from a fixed list: answered, unrouted, of a method HTTP lacks, and three Jetty refuses itself. */
    private void ordinary(RunningServer server, RawHttp raw, String key) throws Exception {
        Map<String, String> keyed = key == null ? Map.of() : Map.of("x-api-key", key);
        assertThat(raw.exchange(RawHttp.request("GET", "/healthz", Map.of(), new byte[0])).status()).isEqualTo(200);
        assertThat(raw.exchange(RawHttp.request("GET", "/v2/licenses/details?id=MIT", keyed, new byte[0])).status())
                .isEqualTo(200);
        assertThat(raw.exchange(RawHttp.request("POST", "/v2/licenses/echo", keyed,
                "{\"message\":\"m\"}".getBytes(StandardCharsets.UTF_8))).status()).isEqualTo(200);
        assertThat(raw.exchange(RawHttp.request("GET", "/no/such/route", keyed, new byte[0])).status()).isEqualTo(404);
        assertThat(raw.exchange(RawHttp.request("DELETE", "/healthz", Map.of(), new byte[0])).status()).isEqualTo(405);
        assertThat(raw.exchange(RawHttp.request("BREW", "/no/such/route", Map.of(), new byte[0])).status())
                .isEqualTo(key == null ? 404 : 401);
        // Jetty refuses these itself; whatever the method, the answer is the documented body.
        assertRefused(raw.exchange(RawHttp.request("BREW", "/healthz?q=" + "a".repeat(16 * 1024), Map.of(), new byte[0])), 414);
        assertRefused(raw.exchange(RawHttp.request("BREW", "/healthz", Map.of("x-big", "b".repeat(64 * 1024)), new byte[0])), 431);
        assertRefused(raw.exchange("NOT A REQUEST LINE\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)), 400);
        scrape(server, key);
    }

    private static void assertRefused(RawHttp.Response response, int status) {
        assertThat(response.status()).isEqualTo(status);
        assertThat(response.headers().get("content-type")).startsWith("application/json");
        assertThat(response.body()).contains("\"code\":3").contains("malformed request");
    }

    /** A request line or head Jetty refuses before any route sees it, or one just under its limits. */
    private static byte[] refusedByJetty(Random random, int i) {
        String path = randomPath(random);
        return switch (i % 6) {
            // a method token too long for the request line
            case 0 -> RawHttp.request(randomMethod(random, 9_000 + random.nextInt(60_000)), path, Map.of(), new byte[0]);
            // a URI too long
            case 1 -> RawHttp.request(randomMethod(random, 1 + random.nextInt(12)),
                    path + "?q=" + randomToken(random, 9_000 + random.nextInt(60_000), PATH_CHARS), Map.of(), new byte[0]);
            // headers too large
            case 2 -> RawHttp.request(randomMethod(random, 1 + random.nextInt(12)), path,
                    Map.of("x-" + randomToken(random, 8, PATH_CHARS), randomToken(random, 9_000 + random.nextInt(60_000),
                            PATH_CHARS)), new byte[0]);
            // a method with bytes no token holds
            case 3 -> RawHttp.request(randomMethod(random, 3) + "(" + (char) (0x80 + random.nextInt(0x80)) + ")", path,
                    Map.of(), new byte[0]);
            // random bytes for a request line
            case 4 -> (randomToken(random, 1 + random.nextInt(200), "\u0001\u007f ()<>@,;:\\\"/[]?={}\t" + PATH_CHARS)
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
            // a long method Jetty still takes, for the routes to refuse
            default -> RawHttp.request(randomMethod(random, 1_000 + random.nextInt(6_000)), path, Map.of(), new byte[0]);
        };
    }

    private static void assertLabelsFromFixedSets(RunningServer server, Set<String> series) {
        Set<String> routes = server.server().routes().stream().map(ApiServer.Route::path).collect(Collectors.toSet());
        routes.add("unmatched");
        Set<String> methods = new HashSet<>(MethodLabel.KNOWN);
        methods.add(MethodLabel.OTHER);
        assertThat(series.stream().filter(s -> s.startsWith("cis_http_requests")).map(Exposition::labels))
                .isNotEmpty().allSatisfy(labels -> {
                    assertThat(labels.get("method")).isIn(methods);
                    assertThat(labels.get("route")).isIn(routes);
                    assertThat(labels.get("status")).matches("[1-5][0-9][0-9]");
                });
    }

    private String scrape(RunningServer server, String key) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri("/metrics")).GET();
        if (key != null) {
            request.header("x-api-key", key);
        }
        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }

    private static Set<String> withoutGcEvents(Exposition exposition) {
        return exposition.series().stream().filter(s -> !GC_EVENTS.matcher(Exposition.name(s)).matches())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static long unmatchedCount(String text) {
        long count = 0;
        Matcher sample = UNMATCHED_COUNT.matcher(text);
        while (sample.find()) {
            count += (long) Double.parseDouble(sample.group(1));
        }
        return count;
    }

    /** A token of the given length that HTTP does not define as a method. */
    private static String randomMethod(Random random, int length) {
        String method = randomToken(random, length, TCHARS);
        return MethodLabel.KNOWN.contains(method) ? method + "X" : method;
    }

    private static String randomPath(Random random) {
        StringBuilder path = new StringBuilder();
        for (int segments = 1 + random.nextInt(4); segments > 0; segments--) {
            path.append('/').append(randomToken(random, 1 + random.nextInt(16), PATH_CHARS));
            if (random.nextInt(4) == 0) {
                path.append('%').append(String.format("%02X", random.nextInt(256)));
            }
        }
        return path.toString();
    }

    private static String randomToken(Random random, int length, String chars) {
        // filled as an array: tokens of tens of thousands of characters cost the test more appended one by one
        char[] pool = chars.toCharArray();
        char[] token = new char[length];
        for (int i = 0; i < length; i++) {
            token[i] = pool[random.nextInt(pool.length)];
        }
        return new String(token);
    }

    private static Set<String> minus(Set<String> these, Set<String> those) {
        Set<String> left = new TreeSet<>(these);
        left.removeAll(those);
        return left;
    }
}
