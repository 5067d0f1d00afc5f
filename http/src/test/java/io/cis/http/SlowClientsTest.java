package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.testkit.SampleSnapshot;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Slow and silent clients: an idle connection, a request head sent byte by byte, a declared body that never comes or
 * stalls, an answer never read. The idle timeout closes each of them, and while more of them hold connections than
 * the server has worker threads, ordinary requests are still answered. The test servers use small thread pools and
 * idle timeouts of a second or two; every wait below is bounded generously and nothing asserts a duration.
 */
class SlowClientsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int THREADS = 8;
    /** More slow clients than the pool has threads. */
    private static final int SLOW_CLIENTS = 3 * THREADS;
    private static final String PROBE = "/v2/licenses/details?id=MIT";
    /**
     * Far above every idle timeout configured here, and below Jetty's built-in 30 s: a connection still open after it
     * was not closed by the configured timeout.
     */
    private static final int SOCKET_TIMEOUT_MILLIS = 20_000;

    private static String probeAnswer;

    @BeforeAll
    static void recordTheProbeAnswer() throws Exception {
        try (RunningServer server = serverWith(Duration.ofSeconds(30))) {
            probeAnswer = server.get(PROBE).body();
        }
    }

    private static RunningServer serverWith(Duration idleTimeout) throws Exception {
        return serverWith(settings -> settings.withIdleTimeout(idleTimeout));
    }

    private static RunningServer serverWith(UnaryOperator<ServerSettings> adjust) throws Exception {
        return new RunningServer(Engine.open(SampleSnapshot.path()), adjust.apply(ServerSettings.defaults("127.0.0.1", 0)
                .withMaxThreads(THREADS)));
    }

    private static Socket connect(RunningServer server) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.port());
        socket.setSoTimeout(SOCKET_TIMEOUT_MILLIS);
        return socket;
    }

    /** Everything the server sends until it closes the connection (a reset counts as a close). */
    private static byte[] readUntilClosed(Socket socket) throws IOException {
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[64 * 1024];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                received.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException hung) {
            throw new AssertionError("the server kept the connection open for " + SOCKET_TIMEOUT_MILLIS + " ms", hung);
        } catch (SocketException reset) {
            // The server closed with data unread on its side: the connection is closed all the same.
        }
        return received.toByteArray();
    }

    private static void assertAnsweredAsBefore(RunningServer server) throws Exception {
        var answer = server.get(PROBE);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo(probeAnswer);
    }

    @Test
    void anIdleConnectionIsClosedByTheServer() throws Exception {
        try (RunningServer server = serverWith(Duration.ofMillis(500)); Socket idle = connect(server)) {
            assertThat(readUntilClosed(idle)).as("bytes sent on a connection that asked nothing").isEmpty();
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void aRequestHeadThatStopsHalfWayIsClosedWithoutAnAnswer() throws Exception {
        try (RunningServer server = serverWith(Duration.ofMillis(500)); Socket slow = connect(server)) {
            OutputStream out = slow.getOutputStream();
            for (byte b : ("GET " + PROBE + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ").getBytes(StandardCharsets.US_ASCII)) {
                out.write(b);
                out.flush();
            }
            assertThat(readUntilClosed(slow)).as("an answer to a request whose head never ended").isEmpty();
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void requestHeadsTrickledByMoreClientsThanThreadsDoNotKeepOthersWaiting() throws Exception {
        try (RunningServer server = serverWith(Duration.ofSeconds(3))) {
            List<Socket> slow = new ArrayList<>();
            Map<Socket, IOException> closedEarly = new ConcurrentHashMap<>();
            AtomicBoolean trickling = new AtomicBoolean(true);
            Thread trickle = new Thread(() -> {
                // One byte per client every 100 ms: each connection keeps moving, far inside the 3 s idle timeout,
                // and its head (an endless header value) never ends.
                while (trickling.get()) {
                    for (Socket socket : slow) {
                        try {
                            socket.getOutputStream().write('a');
                            socket.getOutputStream().flush();
                        } catch (IOException e) {
                            closedEarly.putIfAbsent(socket, e);
                        }
                    }
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "trickle");
            try {
                for (int i = 0; i < SLOW_CLIENTS; i++) {
                    Socket socket = connect(server);
                    socket.getOutputStream().write(("GET " + PROBE + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                            .getBytes(StandardCharsets.US_ASCII));
                    slow.add(socket);
                }
                trickle.start();

                for (int i = 0; i < 5; i++) {
                    assertAnsweredAsBefore(server);
                }
                assertThat(closedEarly).as("slow clients the server closed while they were still sending").isEmpty();

                trickling.set(false);
                trickle.join();
                for (Socket socket : slow) {
                    assertThat(readUntilClosed(socket)).as("an answer to a head that never ended").isEmpty();
                }
            } finally {
                trickling.set(false);
                trickle.join();
                for (Socket socket : slow) {
                    socket.close();
                }
            }
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void clientsThatDeclareABodyAndSendNoneHoldNoThreadAndGetTheDocumented408() throws Exception {
        // No minimum body rate, so that the idle timeout is what ends them.
        try (RunningServer server = serverWith(settings -> settings.withIdleTimeout(Duration.ofSeconds(5))
                .withMinBodyRate(0))) {
            List<Socket> silent = new ArrayList<>();
            try {
                for (int i = 0; i < SLOW_CLIENTS; i++) {
                    Socket socket = connect(server);
                    String path = i % 2 == 0 ? "/v2/vulnerabilities/components" : "/v3/components/releases";
                    socket.getOutputStream().write(RawHttp.request("POST", path,
                            Map.of("Content-Type", "application/json", "Content-Length", "100"), new byte[0]));
                    silent.add(socket);
                }

                for (int i = 0; i < 5; i++) {
                    assertAnsweredAsBefore(server);
                }
                // Had the silent clients held the worker threads, the requests above could only have been answered
                // once the idle timeout had answered some of them.
                for (Socket socket : silent) {
                    assertThat(socket.getInputStream().available()).as("bytes already sent to a silent client").isZero();
                }

                for (int i = 0; i < silent.size(); i++) {
                    RawHttp.Response answer = RawHttp.parse(readUntilClosed(silent.get(i)));
                    assertThat(answer.status()).as(answer.body()).isEqualTo(408);
                    assertDocumentedBody(i % 2 == 0 ? "v2" : "v3", answer);
                }
            } finally {
                for (Socket socket : silent) {
                    socket.close();
                }
            }
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void aBodyThatStallsPartWayIsAnswered408WithTheDocumentedBody() throws Exception {
        try (RunningServer server = serverWith(Duration.ofSeconds(1))) {
            for (String version : List.of("v2", "v3")) {
                String path = version.equals("v2") ? "/v2/vulnerabilities/components" : "/v3/components/releases";
                try (Socket stalled = connect(server)) {
                    stalled.getOutputStream().write(RawHttp.request("POST", path,
                            Map.of("Content-Type", "application/json", "Content-Length", "100"),
                            "{\"components\":[{\"purl\":\"pkg:npm/".getBytes(StandardCharsets.US_ASCII)));
                    RawHttp.Response answer = RawHttp.parse(readUntilClosed(stalled));
                    assertThat(answer.status()).as(answer.body()).isEqualTo(408);
                    assertDocumentedBody(version, answer);
                }
            }
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void bodiesTrickledByMoreClientsThanThreadsHoldNoThread() throws Exception {
        // No minimum rate and a long deadline: only receiving bodies without a thread keeps the others answered.
        try (RunningServer server = serverWith(settings -> settings.withIdleTimeout(Duration.ofSeconds(3))
                .withMinBodyRate(0).withDeadline(Duration.ofMinutes(5)));
             Trickle trickle = new Trickle(Duration.ofMillis(100))) {
            for (int i = 0; i < SLOW_CLIENTS; i++) {
                trickle.add(startBody(server, i % 2 == 0 ? "/v2/vulnerabilities/components" : "/v3/components/releases"));
            }
            trickle.start();
            for (int i = 0; i < 5; i++) {
                // Bounded, so that a server whose threads are all held fails the test instead of hanging it.
                var lookup = server.send(HttpRequest.newBuilder(server.uri(PROBE)).timeout(Duration.ofSeconds(20))
                        .GET().build());
                assertThat(lookup.body()).isEqualTo(probeAnswer);
                var batch = server.send(HttpRequest.newBuilder(server.uri("/v2/licenses/components"))
                        .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"components\":[{\"purl\":\"pkg:npm/lodash@4.17.20\"}]}"))
                        .build());
                assertThat(batch.statusCode()).as(batch.body()).isEqualTo(200);
            }
            assertThat(trickle.closedEarly()).as("trickling clients the server closed while they were still sending")
                    .isEmpty();
        }
    }

    @Test
    void aBodyArrivingSlowerThanTheMinimumRateIsCutWithTheDocumented408() throws Exception {
        // The idle timeout is far off and every byte comes well within it: only the rate can end these bodies.
        try (RunningServer server = serverWith(settings -> settings.withIdleTimeout(Duration.ofSeconds(30))
                .withMinBodyRate(64));
             Trickle trickle = new Trickle(Duration.ofMillis(500))) {
            List<String> versions = List.of("v2", "v3");
            for (String version : versions) {
                trickle.add(startBody(server, version.equals("v2") ? "/v2/vulnerabilities/components"
                        : "/v3/components/releases"));
            }
            trickle.start();
            for (int i = 0; i < versions.size(); i++) {
                RawHttp.Response answer = RawHttp.parse(readUntilClosed(trickle.sockets().get(i)));
                assertThat(answer.status()).as(answer.body()).isEqualTo(408);
                assertErrorBody(versions.get(i), answer, "request body arrived slower than 64 bytes per second");
            }
            assertAnsweredAsBefore(server);
        }
    }

    @Test
    void receivingTheBodyCountsAgainstTheDeadline() throws Exception {
        // Fast enough for the minimum rate (10 bytes a second against 1), never complete: the deadline ends it.
        try (RunningServer server = serverWith(settings -> settings.withIdleTimeout(Duration.ofSeconds(30))
                .withMinBodyRate(1).withDeadline(Duration.ofSeconds(4)));
             Trickle trickle = new Trickle(Duration.ofMillis(100))) {
            List<String> versions = List.of("v2", "v3");
            for (String version : versions) {
                trickle.add(startBody(server, version.equals("v2") ? "/v2/vulnerabilities/components"
                        : "/v3/components/releases"));
            }
            trickle.start();
            for (int i = 0; i < versions.size(); i++) {
                RawHttp.Response answer = RawHttp.parse(readUntilClosed(trickle.sockets().get(i)));
                // The deadline's own answer, whatever it was waiting for: 504, v2 code 4, v3 TIMEOUT.
                assertThat(answer.status()).as(answer.body()).isEqualTo(504);
                JsonNode body = JSON.readTree(answer.body());
                String expected = "request body not complete within the deadline of 4000 ms";
                if (versions.get(i).equals("v3")) {
                    assertThat(body.at("/error/code").asText()).isEqualTo("TIMEOUT");
                    assertThat(body.at("/error/message").asText()).isEqualTo(expected);
                } else {
                    assertThat(body.path("code").asInt()).isEqualTo(4);
                    assertThat(body.path("message").asText()).isEqualTo(expected);
                }
            }
            assertAnsweredAsBefore(server);
        }
    }

    /** A connection that has sent a request head declaring a large body, and the first bytes of that body. */
    private static Socket startBody(RunningServer server, String path) throws IOException {
        Socket socket = connect(server);
        socket.getOutputStream().write(RawHttp.request("POST", path,
                Map.of("Content-Type", "application/json", "Content-Length", "1000000"),
                "{\"components\":[".getBytes(StandardCharsets.US_ASCII)));
        socket.getOutputStream().flush();
        return socket;
    }

    /**
     * Sends one more body byte (a space, which JSON allows anywhere between values) on every socket per interval, until
     * the socket has an answer to read.
     */
    private static final class Trickle implements AutoCloseable {
        private final List<Socket> sockets = new ArrayList<>();
        private final Map<Socket, IOException> closedEarly = new ConcurrentHashMap<>();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Thread thread;

        Trickle(Duration interval) {
            thread = new Thread(() -> {
                while (running.get()) {
                    for (Socket socket : sockets) {
                        try {
                            if (socket.getInputStream().available() > 0) {
                                continue; // answered: writing on would only make the server reset the connection
                            }
                            socket.getOutputStream().write(' ');
                            socket.getOutputStream().flush();
                        } catch (IOException e) {
                            closedEarly.putIfAbsent(socket, e);
                        }
                    }
                    try {
                        Thread.sleep(interval.toMillis());
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "trickle");
        }

        void add(Socket socket) {
            sockets.add(socket);
        }

        void start() {
            thread.start();
        }

        List<Socket> sockets() {
            return sockets;
        }

        Map<Socket, IOException> closedEarly() {
            return closedEarly;
        }

        @Override
        public void close() throws Exception {
            running.set(false);
            thread.interrupt();
            thread.join();
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }

    private static void assertErrorBody(String version, RawHttp.Response answer, String message) throws IOException {
        assertThat(answer.headers().get("content-type")).startsWith("application/json");
        JsonNode body = JSON.readTree(answer.body());
        if (version.equals("v3")) {
            assertThat(body.path("status").asText()).isEqualTo("error");
            assertThat(body.at("/error/code").asText()).isEqualTo("INVALID_BODY");
            assertThat(body.at("/error/message").asText()).isEqualTo(message);
        } else {
            assertThat(body.path("code").asInt()).isEqualTo(3);
            assertThat(body.path("message").asText()).isEqualTo(message);
        }
    }

    private static void assertDocumentedBody(String version, RawHttp.Response answer) throws IOException {
        assertThat(answer.headers().get("content-type")).startsWith("application/json");
        JsonNode body = JSON.readTree(answer.body());
        if (version.equals("v3")) {
            assertThat(body.path("status").asText()).isEqualTo("error");
            assertThat(body.at("/error/code").asText()).isEqualTo("INVALID_BODY");
            assertThat(body.path("timestamp").asText()).isNotBlank();
        } else {
            assertThat(body.path("code").asInt()).isEqualTo(3);
            assertThat(body.path("details").isArray()).isTrue();
        }
        assertThat(body.toString()).contains("stalled");
    }

    @Test
    void clientsThatNeverReadTheirAnswersAreCutOffAndOthersAreStillAnswered() throws Exception {
        String item = "{\"purl\":\"pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1\"}";
        // About 7.4 MB of answer: nearly twice what Linux lets a socket buffer by default (tcp_wmem 4 MiB), so the server
        // cannot hand it all to the kernel and has to wait for a reader that never comes.
        byte[] request = RawHttp.request("POST", "/v2/vulnerabilities/components",
                Map.of("Content-Type", "application/json"),
                ("{\"components\":[" + (item + ",").repeat(4_999) + item + "]}").getBytes(StandardCharsets.UTF_8));
        int clients = THREADS + 2;
        try (ServerErrorLog log = new ServerErrorLog(); RunningServer server = serverWith(Duration.ofSeconds(2))) {
            List<Socket> neverReading = new ArrayList<>();
            try {
                for (int i = 0; i < clients; i++) {
                    Socket socket = new Socket();
                    socket.setReceiveBufferSize(4096);
                    socket.connect(new InetSocketAddress("127.0.0.1", server.port()));
                    socket.setSoTimeout(SOCKET_TIMEOUT_MILLIS);
                    socket.getOutputStream().write(request);
                    neverReading.add(socket);
                }

                assertAnsweredAsBefore(server);
                awaitNoRequestInFlight(server);

                // With more heavy requests than threads, some wait for a thread longer than the idle timeout; their
                // connections are closed with a 408 or without an answer. None is answered with a server error.
                int cutOff = 0;
                for (Socket socket : neverReading) {
                    byte[] received = readUntilClosed(socket);
                    String head = new String(received, 0, Math.min(received.length, 12), StandardCharsets.ISO_8859_1);
                    assertThat(head).as("status line").isIn("", "HTTP/1.1 200", "HTTP/1.1 408");
                    if (head.equals("HTTP/1.1 200") && !endsWith(received, "\r\n0\r\n\r\n")) {
                        cutOff++;
                    }
                }
                assertThat(cutOff).as("answers the server gave up on when their readers stopped reading").isPositive();
            } finally {
                for (Socket socket : neverReading) {
                    socket.close();
                }
            }
            assertAnsweredAsBefore(server);
            assertThat(log.stackTraceLines()).as("stack traces logged").isEmpty();
        }
    }

    private static void awaitNoRequestInFlight(RunningServer server) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (server.server().inFlight() > 0 && System.nanoTime() - deadline < 0) {
            Thread.sleep(20);
        }
        assertThat(server.server().inFlight()).as("requests still being answered").isZero();
    }

    private static boolean endsWith(byte[] bytes, String end) {
        byte[] suffix = end.getBytes(StandardCharsets.US_ASCII);
        if (bytes.length < suffix.length) {
            return false;
        }
        for (int i = 0; i < suffix.length; i++) {
            if (bytes[bytes.length - suffix.length + i] != suffix[i]) {
                return false;
            }
        }
        return true;
    }
}
