package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.body.JsonBodyReader;
import io.cis.http.body.JsonLimits;
import io.cis.http.v2.ComponentQueries;
import io.cis.http.v2.ComponentQuery;
import io.cis.http.v2.JsonBodies;
import io.cis.http.v2.V2Exception;
import io.cis.http.v3.ReleaseBatch;
import io.cis.http.v3.RequestedComponent;
import io.cis.http.v3.V3Exception;
import java.lang.management.ManagementFactory;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What reading a body costs in memory follows what the service keeps of it, not how many values it holds: bodies of
 * millions of empty objects, just under the 16 MiB body limit, are read allocating less than the body's own size
 * (measured as the bytes the reading thread allocates, garbage included, so an upper bound on what is held), and
 * answered with the documented 400 or with the answer, two at once, by a running server.
 */
class RequestBodyMemoryTest {

    /** Just under the default body limit, so the server reads the body rather than answering 413. */
    private static final int BODY_BYTES = (int) ServerSettings.DEFAULT_MAX_REQUEST_BYTES - 1_024;
    private static final int MAX_BATCH = ServerSettings.DEFAULT_MAX_BATCH_ITEMS;
    private static final String ONE_COMPONENT = "\"components\":[{\"purl\":\"pkg:npm/express\"}]";

    private final JsonBodyReader reader = new JsonBodyReader(JsonLimits.DEFAULTS);
    private final ComponentQueries v2 = new ComponentQueries(new JsonBodies(reader), MAX_BATCH);
    private final ReleaseBatch.Reader v3 = new ReleaseBatch.Reader(reader, MAX_BATCH);

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    /**
     * {@code head}, then items joined by commas until the body is nearly full, then {@code tail}: written straight into
     * the body's bytes, as megabytes of items made one string at a time cost the test more than what it measures.
     */
    static byte[] body(String head, BodyItem item, String tail) {
        byte[] end = tail.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[BODY_BYTES];
        int at = put(head.getBytes(StandardCharsets.UTF_8), out, 0);
        int limit = BODY_BYTES - end.length;
        for (int i = 0; ; i++) {
            int comma = i == 0 ? 0 : 1;
            if (at + comma + item.length(i) > limit) {
                break;
            }
            if (comma == 1) {
                out[at++] = ',';
            }
            at = item.write(i, out, at);
        }
        at = put(end, out, at);
        return Arrays.copyOf(out, at);
    }

    private static int put(byte[] bytes, byte[] out, int at) {
        System.arraycopy(bytes, 0, out, at, bytes.length);
        return at + bytes.length;
    }

    /** Bytes the current thread allocates while {@code work} runs, printed under {@code what}. */
    private static <T> Allocation<T> allocatedBy(String what, Supplier<T> work) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeThat(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled()).isTrue();
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        T result = work.get();
        Allocation<T> allocation = new Allocation<>(result, threads.getThreadAllocatedBytes(id) - before);
        // The figures docs/reliability.md quotes.
        System.out.printf("%s: reading allocated %,d bytes%n", what, allocation.bytes());
        return allocation;
    }

    private record Allocation<T>(T result, long bytes) {
    }

    private static <T> Allocation<RuntimeException> refusedBy(String what, Supplier<T> work) {
        return allocatedBy(what, () -> {
            try {
                T accepted = work.get();
                throw new AssertionError("the body was accepted as " + accepted);
            } catch (V2Exception | V3Exception e) {
                return e;
            }
        });
    }

    @Test
    void theMeasureSeesAllocations() {
        // The instrument itself: a list of 5,000 components costs at least their records.
        byte[] batch = ("{\"components\":[" + String.join(",", java.util.Collections.nCopies(MAX_BATCH,
                "{\"purl\":\"pkg:npm/express\"}")) + "]}").getBytes(StandardCharsets.UTF_8);
        Allocation<List<ComponentQuery>> read = allocatedBy("5,000 components", () -> v2.batch(batch, "components"));
        assertThat(read.result()).hasSize(MAX_BATCH);
        assertThat(read.bytes()).isGreaterThan(MAX_BATCH * 16L);
    }

    @Test
    void millionsOfEmptyItemsAreRefusedAtTheBatchLimitWithoutBeingBuilt() {
        byte[] body = body("{\"components\":[", BodyItem.of("{}"), "]}");
        assertThat(body.length).isGreaterThan(16_000_000);

        Allocation<RuntimeException> v2Read = refusedBy("v2, millions of items", () -> v2.batch(body, "components"));
        assertThat(v2Read.result()).hasMessage("field 'components' has 5001 or more items; at most 5000 are accepted"
                + " per request");
        assertThat(v2Read.bytes()).as("bytes allocated reading a %d-byte body", body.length).isLessThan(body.length);

        Allocation<RuntimeException> v3Read = refusedBy("v3, millions of items", () -> v3.read(body));
        assertThat(v3Read.result()).hasMessageContaining("5001 or more items");
        assertThat(v3Read.bytes()).as("bytes allocated reading a %d-byte body", body.length).isLessThan(body.length);
    }

    @Test
    void millionsOfEmptyObjectsInAnUnknownMemberAreSkippedUnbuilt() {
        byte[] batch = body("{\"x\":[", BodyItem.of("{}"), "]," + ONE_COMPONENT + "}");
        Allocation<List<ComponentQuery>> v2Read = allocatedBy("v2, millions of objects in an unknown member", () -> v2.batch(batch, "components"));
        assertThat(v2Read.result()).containsExactly(new ComponentQuery("pkg:npm/express", ""));
        assertThat(v2Read.bytes()).as("bytes allocated reading a %d-byte body", batch.length).isLessThan(batch.length);

        Allocation<ReleaseBatch> v3Read = allocatedBy("v3, millions of objects in an unknown member", () -> v3.read(batch));
        assertThat(v3Read.result().components()).containsExactly(new RequestedComponent("pkg:npm/express", ""));
        assertThat(v3Read.bytes()).as("bytes allocated reading a %d-byte body", batch.length).isLessThan(batch.length);

        byte[] echo = body("{\"x\":[", BodyItem.of("{}"), "],\"message\":\"hello\"}");
        Allocation<String> echoRead = allocatedBy("echo, millions of objects in an unknown member", () -> new JsonBodies(reader).optionalString(echo, "message"));
        assertThat(echoRead.result()).isEqualTo("hello");
        assertThat(echoRead.bytes()).as("bytes allocated reading a %d-byte body", echo.length).isLessThan(echo.length);
    }

    @Test
    void millionsOfDistinctNamesCostASmallMultipleOfTheBody() {
        // Each name is decoded and dropped once its object ends; nothing keeps the names of closed objects.
        byte[] body = body("{\"x\":[", BodyItem.numbered("{\"k", "\":0}"), "]," + ONE_COMPONENT + "}");
        Allocation<List<ComponentQuery>> read = allocatedBy("v2, millions of distinct names", () -> v2.batch(body, "components"));
        assertThat(read.result()).hasSize(1);
        assertThat(read.bytes()).as("bytes allocated reading a %d-byte body", body.length).isLessThan(6L * body.length);
    }

    @Test
    void anObjectOfMillionsOfMembersIsRefusedAtTheMemberLimit() {
        // The names of an open object are held to find a repeated one; the member limit bounds them.
        byte[] body = body("{" + ONE_COMPONENT + ",\"x\":{", BodyItem.numbered("\"k", "\":0"), "}}");
        Allocation<RuntimeException> read = refusedBy("v2, an object of millions of members", () -> v2.batch(body, "components"));
        assertThat(read.result()).hasMessageEndingWith(": an object has more than 1000 members");
        assertThat(read.bytes()).as("bytes allocated reading a %d-byte body", body.length).isLessThan(body.length / 16);
    }

    @Test
    void twoSuchBodiesAtOnceAreAnsweredAsDocumented() throws Exception {
        String items = new String(body("{\"components\":[", BodyItem.of("{}"), "]}"), StandardCharsets.UTF_8);
        String unknown = new String(body("{\"x\":[", BodyItem.of("{}"), "]," + ONE_COMPONENT + "}"), StandardCharsets.UTF_8);
        ExecutorService clients = Executors.newFixedThreadPool(4);
        try {
            List<CompletableFuture<HttpResponse<String>>> refused = List.of(
                    post(clients, "/v2/vulnerabilities/components", items), post(clients, "/v3/components/releases", items));
            List<CompletableFuture<HttpResponse<String>>> answered = List.of(
                    post(clients, "/v2/vulnerabilities/components", unknown), post(clients, "/v3/components/releases", unknown));
            ObjectMapper json = new ObjectMapper();
            JsonNode v2Error = json.readTree(refused.get(0).get().body());
            assertThat(refused.get(0).get().statusCode()).isEqualTo(400);
            assertThat(v2Error.path("code").asInt()).isEqualTo(3);
            assertThat(v2Error.path("message").asText()).contains("5001 or more items");
            JsonNode v3Error = json.readTree(refused.get(1).get().body());
            assertThat(refused.get(1).get().statusCode()).isEqualTo(400);
            assertThat(v3Error.path("error").path("code").asText()).isEqualTo("INVALID_BODY");
            for (CompletableFuture<HttpResponse<String>> answer : answered) {
                assertThat(answer.get().statusCode()).as(answer.get().body()).isEqualTo(200);
                assertThat(json.readTree(answer.get().body()).path("components")).hasSize(1);
            }
        } finally {
            clients.shutdownNow();
        }
    }

    private static CompletableFuture<HttpResponse<String>> post(ExecutorService clients, String path, String body) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return server.post(path, body);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, clients);
    }

    @Test
    void aBodyCutAfterTheLimitIsStillRefusedForTheLimit() {
        // Items past the limit are not read at all: what follows them cannot change the answer.
        byte[] cut = body("{\"components\":[", BodyItem.of("{}"), "");
        assertThatThrownBy(() -> v2.batch(cut, "components")).hasMessageContaining("5001 or more items");
    }
}
