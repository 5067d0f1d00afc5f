package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.Engine;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Clients that hang up in the middle of an exchange: after reading the first bytes of a large answer, or after sending
 * part of their body. The server logs at most one short line for each and no stack trace, returns the request's
 * engine lease, and answers the next request as before.
 */
class ClientDisconnectTest {

    private static final String LOG4J = "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1";
    /** Reference answer that must not change. */
    private static final String PROBE = "/v2/licenses/details?id=MIT";

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    private static String probeAnswer;

    /** How the client leaves. */
    enum HangUp {
        /** An orderly close (FIN). */
        CLOSE,
        /** An abortive close (RST), as a killed process or a proxy timing out does. */
        RESET
    }

    @BeforeAll
    static void start() throws Exception {
        probeAnswer = server.get(PROBE).body();
    }

    /** A batch of the largest allowed size, each item a component with many vulnerabilities: megabytes of answer. */
    private static byte[] largeBatch(String route) {
        String body = "{\"components\":[" + ("{\"purl\":\"" + LOG4J + "\"},").repeat(4_999) + "{\"purl\":\"" + LOG4J + "\"}]}";
        return RawHttp.request("POST", route, Map.of("Content-Type", "application/json"),
                body.getBytes(StandardCharsets.UTF_8));
    }

    private static void leave(Socket socket, HangUp how) throws IOException {
        if (how == HangUp.RESET) {
            socket.setSoLinger(true, 0);
        }
        socket.close();
    }

    @ParameterizedTest
    @EnumSource(HangUp.class)
    void aClientThatLeavesAfterTheFirstBytesOfALargeAnswerCostsAtMostOneLogLine(HangUp how) throws Exception {
        List<String> routes = List.of("/v2/vulnerabilities/components", "/v2/licenses/components",
                "/v3/components/releases");
        long answeredBefore = server.accessLog().lines().count();
        try (ServerErrorLog log = new ServerErrorLog()) {
            for (String route : routes) {
                try (Socket socket = new Socket()) {
                    // A small receive window, so the answer cannot vanish into socket buffers before the hang-up.
                    socket.setReceiveBufferSize(4096);
                    socket.connect(new InetSocketAddress("127.0.0.1", server.port()));
                    socket.setSoTimeout(60_000);
                    OutputStream out = socket.getOutputStream();
                    out.write(largeBatch(route));
                    out.flush();
                    byte[] start = socket.getInputStream().readNBytes(12);
                    assertThat(new String(start, StandardCharsets.ISO_8859_1)).as(route).isEqualTo("HTTP/1.1 200");
                    leave(socket, how);
                }
            }
            awaitQuiet();
            assertThat(log.stackTraceLines()).as("stack traces logged").isEmpty();
            assertThat(log.lines()).as("log lines for %d hang-ups", routes.size()).hasSizeLessThanOrEqualTo(routes.size())
                    .allSatisfy(line -> assertThat(line).hasSizeLessThan(300));
        }
        assertThat(server.accessLog().lines().skip(answeredBefore))
                .as("each abandoned request went through the whole request lifecycle")
                .hasSize(routes.size()).allSatisfy(line -> assertThat(line).contains("\"status\":200"));
        assertTheServerAnswersAsBefore();
    }

    @ParameterizedTest
    @EnumSource(HangUp.class)
    void aClientThatLeavesWhileSendingItsBodyCostsAtMostOneLogLine(HangUp how) throws Exception {
        byte[] request = largeBatch("/v2/vulnerabilities/components");
        int headEnd = indexOf(request, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)) + 4;
        // no body at all, the first byte, half, all but the last byte
        int[] sent = {headEnd, headEnd + 1, headEnd + (request.length - headEnd) / 2, request.length - 1};
        try (ServerErrorLog log = new ServerErrorLog()) {
            for (int length : sent) {
                try (Socket socket = new Socket("127.0.0.1", server.port())) {
                    socket.getOutputStream().write(Arrays.copyOf(request, length));
                    socket.getOutputStream().flush();
                    leave(socket, how);
                }
            }
            // The server may not have read the cut requests when the client is gone, so nothing is in flight yet:
            // wait for their answers to be logged before checking that nothing else was.
            awaitAccessLog("\"route\":\"/v2/vulnerabilities/components\",\"status\":400");
            awaitQuiet();
            assertThat(log.stackTraceLines()).as("stack traces logged").isEmpty();
            assertThat(log.lines()).as("log lines for %d hang-ups", sent.length).hasSizeLessThanOrEqualTo(sent.length)
                    .allSatisfy(line -> assertThat(line).hasSizeLessThan(300));
        }
        assertThat(server.accessLog()).as("the cut bodies were answered as requests that ended early")
                .contains("\"route\":\"/v2/vulnerabilities/components\",\"status\":400");
        assertTheServerAnswersAsBefore();
    }

    @ParameterizedTest
    @EnumSource(HangUp.class)
    void aSnapshotSwitchAfterHangUpsClosesTheOldSnapshot(HangUp how) throws Exception {
        try (Socket socket = new Socket()) {
            socket.setReceiveBufferSize(4096);
            socket.connect(new InetSocketAddress("127.0.0.1", server.port()));
            socket.getOutputStream().write(largeBatch("/v2/vulnerabilities/components"));
            socket.getInputStream().readNBytes(12);
            leave(socket, how);
        }
        awaitQuiet();
        // The switch retires the current engine; with no lease left on it, it is closed at once, and the new one
        // answers. A lease kept by the abandoned request would hold the old snapshot open for ever.
        Engine before = server.engines().current();
        server.engines().switchTo(Engine.open(before.snapshotDirectory()));
        assertThat(server.engines().current()).isNotSameAs(before);
        assertThat(server.engines().openLeases()).isZero();
        assertTheServerAnswersAsBefore();
    }

    /** Waits, with a generous bound, until no request is being answered and no engine lease is held. */
    private static void awaitQuiet() throws InterruptedException {
        awaitZero("requests in flight", () -> server.server().inFlight());
        awaitZero("engine leases held", () -> server.engines().openLeases());
    }

    private static void awaitAccessLog(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!server.accessLog().contains(expected) && System.nanoTime() - deadline < 0) {
            Thread.sleep(20);
        }
    }

    private static void awaitZero(String what, IntSupplier count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (count.getAsInt() != 0 && System.nanoTime() - deadline < 0) {
            Thread.sleep(20);
        }
        assertThat(count.getAsInt()).as(what).isZero();
    }

    private static void assertTheServerAnswersAsBefore() throws Exception {
        var answer = server.get(PROBE);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo(probeAnswer);
        assertThat(server.get("/readyz").statusCode()).isEqualTo(200);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new IllegalArgumentException("not found");
    }
}
