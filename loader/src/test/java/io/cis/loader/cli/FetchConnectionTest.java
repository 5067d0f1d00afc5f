package io.cis.loader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.cis.loader.SampleFeeds;
import io.cis.loader.fetch.RetryPolicy;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * How {@code cis fetch} reaches upstreams on the connected side: through the proxy the environment names unless
 * {@code no_proxy} says otherwise, and over TLS verified against the JDK's authorities plus a trust store given for an
 * inspecting proxy or an internal mirror.
 */
class FetchConnectionTest {

    private static final String EPSS = "/epss/epss_scores-current.csv.gz";
    private static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            Set.of(429, 503));

    private final List<Duration> waits = new ArrayList<>();
    private final List<String> proxied = new CopyOnWriteArrayList<>();
    private byte[] scores;
    private HttpServer proxy;

    @TempDir
    Path dir;

    @BeforeEach
    void scores() throws IOException {
        scores = Files.readAllBytes(SampleFeeds.root().resolve("epss/epss_scores-2025-08-15.csv.gz"));
        // a forwarding proxy receives the absolute URL; this one answers it itself and notes it
        proxy = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        proxy.createContext("/", exchange -> {
            proxied.add(exchange.getRequestURI().toString());
            serve(exchange);
        });
        proxy.start();
    }

    @AfterEach
    void stop() {
        proxy.stop(0);
    }

    @Test
    void anHttpMirrorIsReachedThroughTheProxyTheEnvironmentNames() {
        String mirror = "http://mirror.example.invalid/epss/";

        Run run = fetch(Map.of("http_proxy", "127.0.0.1:" + proxy.getAddress().getPort()), mirror);

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(proxied).containsExactly(mirror + "epss_scores-current.csv.gz");
        assertThat(dir.resolve("feeds" + EPSS)).hasBinaryContent(scores);
    }

    @Test
    void aHostNoProxyNamesIsReachedDirectly() throws IOException {
        HttpServer upstream = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        upstream.createContext(EPSS, FetchConnectionTest.this::serve);
        upstream.start();
        try {
            Run run = fetch(Map.of("http_proxy", "127.0.0.1:" + proxy.getAddress().getPort(), "no_proxy",
                    "localhost,127.0.0.0/8"), "http://127.0.0.1:" + upstream.getAddress().getPort() + "/epss/");

            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(proxied).isEmpty();
            assertThat(dir.resolve("feeds" + EPSS)).hasBinaryContent(scores);
        } finally {
            upstream.stop(0);
        }
    }

    @Test
    void aServerWhoseAuthorityTheJdkDoesNotTrustIsRefused() throws Exception {
        HttpsServer upstream = httpsStandIn();
        try {
            Run run = fetch(Map.of(), base(upstream));

            assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
            assertThat(run.err()).startsWith("fetch failed: source(s) epss failed");
            assertThat(run.out()).contains("epss: failed, previous copy kept");
            assertThat(dir.resolve("feeds/epss")).doesNotExist();
        } finally {
            upstream.stop(0);
        }
    }

    @Test
    void theAuthorityOfAPemFileIsTrustedBesidesTheJdksOwn() throws Exception {
        HttpsServer upstream = httpsStandIn();
        try {
            Run run = fetch(Map.of(), base(upstream), "--trust-store", tls("stand-in.pem").toString());

            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(dir.resolve("feeds" + EPSS)).hasBinaryContent(scores);
        } finally {
            upstream.stop(0);
        }
    }

    @Test
    void aPkcs12TrustStoreIsOpenedWithItsPassword() throws Exception {
        HttpsServer upstream = httpsStandIn();
        try {
            Run run = fetch(Map.of(), base(upstream), "--trust-store", tls("trust.p12").toString(),
                    "--trust-store-password", "trusted");

            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(dir.resolve("feeds" + EPSS)).hasBinaryContent(scores);
        } finally {
            upstream.stop(0);
        }
    }

    @Test
    void aTrustStoreThatIsNoneIsRefusedWithOneLineNamingItBeforeAnythingIsAsked() throws Exception {
        Path notCertificates = Files.writeString(dir.resolve("ca.txt"), "not a certificate\n");

        Run run = fetch(Map.of(), "http://127.0.0.1:" + proxy.getAddress().getPort() + "/epss/", "--trust-store",
                notCertificates.toString());

        assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(run.err()).startsWith("fetch failed: " + notCertificates)
                .contains("neither PEM certificates nor a PKCS12 or JKS trust store").hasLineCount(1);
        assertThat(proxied).isEmpty();
    }

    private record Run(int exit, String out, String err) {
    }

    private Run fetch(Map<String, String> environment, String mirror, String... more) {
        CommandLine cli = new CommandLine(new FetchCommand(environment, THREE_TRIES, waits::add, Clock.systemUTC()));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        List<String> args = new ArrayList<>(List.of("--out", dir.resolve("feeds").toString(), "--only", "epss",
                "--mirror", "epss=" + mirror));
        args.addAll(List.of(more));
        int exit = cli.execute(args.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    private void serve(HttpExchange exchange) throws IOException {
        exchange.sendResponseHeaders(200, scores.length);
        exchange.getResponseBody().write(scores);
        exchange.close();
    }

    private HttpsServer httpsStandIn() throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(tls("stand-in.p12"))) {
            keys.load(in, "stand-in".toCharArray());
        }
        KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        managers.init(keys, "stand-in".toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(managers.getKeyManagers(), null, null);
        HttpsServer server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(context));
        server.createContext(EPSS, this::serve);
        server.start();
        return server;
    }

    private static String base(HttpsServer server) {
        return "https://127.0.0.1:" + server.getAddress().getPort() + "/epss/";
    }

    private static Path tls(String name) throws Exception {
        return Path.of(FetchConnectionTest.class.getResource("/io/cis/loader/fetch/tls/" + name).toURI());
    }
}
