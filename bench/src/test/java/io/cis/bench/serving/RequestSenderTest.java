package io.cis.bench.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.cis.bench.workload.WorkloadRequest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RequestSenderTest {

    private static final Duration TIMEOUT = Duration.ofMinutes(1);

    private final List<Asked> asked = new CopyOnWriteArrayList<>();
    private HttpServer server;
    private URI base;

    /** What the server saw of one request. */
    private record Asked(String method, String path, String acceptEncoding, String body, InetSocketAddress from) {
    }

    @BeforeEach
    void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
        base = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    /** Answers 200 with a body of 100 KiB, or the status a path /status/NNN names. */
    private void answer(HttpExchange exchange) throws IOException {
        byte[] body = exchange.getRequestBody().readAllBytes();
        asked.add(new Asked(exchange.getRequestMethod(), exchange.getRequestURI().toString(),
                exchange.getRequestHeaders().getFirst("Accept-Encoding"), new String(body, StandardCharsets.UTF_8),
                exchange.getRemoteAddress()));
        String path = exchange.getRequestURI().getPath();
        int status = path.startsWith("/status/") ? Integer.parseInt(path.substring("/status/".length())) : 200;
        byte[] answer = "x".repeat(100 * 1024).getBytes(StandardCharsets.US_ASCII);
        exchange.sendResponseHeaders(status, answer.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(answer);
        }
    }

    @Test
    void asksForNoCompressionSoAnswersAreMeasuredAsTheServerSendsThemByDefault() {
        try (RequestSender sender = new RequestSender(base, TIMEOUT)) {
            assertThat(sender.send(WorkloadRequest.get("/v2/components/versions?purl=pkg:npm/a"))).isEmpty();
            assertThat(sender.send(WorkloadRequest.post("/v2/vulnerabilities/components", "{\"components\":[]}", 0)))
                    .isEmpty();
        }

        assertThat(asked).hasSize(2);
        assertThat(asked).extracting(Asked::acceptEncoding).containsOnlyNulls();
    }

    @Test
    void sendsTheRequestAsTheWorkloadStatesIt() {
        try (RequestSender sender = new RequestSender(URI.create(base + "//"), TIMEOUT)) {
            sender.send(WorkloadRequest.get("/v2/components/versions?purl=pkg:npm/a"));
            sender.send(WorkloadRequest.post("/v2/vulnerabilities/components", "{\"components\":[]}", 0));
        }

        assertThat(asked).extracting(Asked::method, Asked::path, Asked::body).containsExactly(
                tuple("GET", "/v2/components/versions?purl=pkg:npm/a", ""),
                tuple("POST", "/v2/vulnerabilities/components",
                        "{\"components\":[]}"));
    }

    @Test
    void requestsOneAfterAnotherShareOneConnection() {
        try (RequestSender sender = new RequestSender(base, TIMEOUT)) {
            for (int i = 0; i < 20; i++) {
                assertThat(sender.send(WorkloadRequest.get("/r" + i))).isEmpty();
            }
        }

        assertThat(asked).hasSize(20);
        assertThat(asked).extracting(Asked::from).containsOnly(asked.get(0).from());
    }

    @Test
    void anAnswerOtherThanTwoHundredIsAFailureNamedByItsStatus() {
        try (RequestSender sender = new RequestSender(base, TIMEOUT)) {
            assertThat(sender.send(WorkloadRequest.get("/status/503"))).contains("status 503");
            assertThat(sender.send(WorkloadRequest.get("/status/404"))).contains("status 404");
            assertThat(sender.send(WorkloadRequest.get("/status/200"))).isEmpty();
        }
    }

    @Test
    void anAnswerCutShortIsAFailureEvenWithStatusTwoHundred() throws Exception {
        try (ServerSocket cutting = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                RequestSender sender = new RequestSender(URI.create("http://127.0.0.1:" + cutting.getLocalPort()),
                        TIMEOUT)) {
            ExecutorService serving = Executors.newSingleThreadExecutor();
            try {
                // Promises 1,000 bytes, sends 10 and closes the connection.
                Future<?> served = serving.submit(() -> {
                    try (Socket socket = cutting.accept()) {
                        readRequestHead(socket.getInputStream());
                        socket.getOutputStream().write(("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n" + "x".repeat(10))
                                .getBytes(StandardCharsets.US_ASCII));
                        socket.getOutputStream().flush();
                    }
                    return null;
                });

                Optional<String> failure = sender.send(WorkloadRequest.get("/cut"));

                served.get();
                assertThat(failure).isPresent();
                assertThat(failure.get()).doesNotStartWith("status");
            } finally {
                serving.shutdownNow();
            }
        }
    }

    /** Reads up to the blank line that ends a request's head (the requests here carry no body). */
    private static void readRequestHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            if (head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
                return;
            }
        }
    }
}
