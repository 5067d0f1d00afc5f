package io.cis.bench.serving;

import io.cis.bench.workload.WorkloadRequest;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.Request;
import org.eclipse.jetty.client.Result;
import org.eclipse.jetty.client.StringRequestContent;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;

/**
 * Sends workload requests to one server over HTTP/1.1 keep-alive and says how each failed, if it did. An answer slower
 * than the timeout is a failure.
 *
 * <p>The client is Jetty's, not the JDK's {@link java.net.http.HttpClient}: the JDK 17 client loses an answer now and
 * then on a reused keep-alive connection (the watcher it leaves on a pooled connection can read the next exchange's
 * answer and close the connection; the request fails with "HTTP/1.1 header parser received no bytes" although the
 * server answered it). Jetty's client hands a pooled connection from one exchange to the next with no such watcher.
 *
 * <p>It asks for no compression (no {@code Accept-Encoding}, as the JDK client), so answers are measured as the server
 * sends them by default. Jetty's client asks for gzip unless its decoders are removed after it has started (starting
 * fills an empty set with every decoder on the class path); asked so, the service gzips a 6 MB batch answer on one
 * thread, and the benchmark measures the compression instead of the service.
 *
 * <p>No request timer and no idle timeout of its own (the runners bound the requests that never return), no
 * redirects. An answer counts once its last byte has been read.
 */
public final class RequestSender implements AutoCloseable {

    /** Connections per server at most: above any concurrency the runners use, so no request waits in the client. */
    private static final int MAX_CONNECTIONS = 1_024;

    private final HttpClient client;
    private final String base;
    private final Duration timeout;

    public RequestSender(URI base, Duration timeout) {
        this.client = new HttpClient();
        // Daemon threads, as the JDK client's are: a benchmark's main method ends the run by returning.
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("load-client");
        threads.setDaemon(true);
        client.setExecutor(threads);
        client.setScheduler(new ScheduledExecutorScheduler("load-client-scheduler", true));
        client.setFollowRedirects(false);
        client.setMaxConnectionsPerDestination(MAX_CONNECTIONS);
        client.setMaxRequestsQueuedPerDestination(MAX_CONNECTIONS);
        client.setIdleTimeout(0);
        try {
            client.start();
        } catch (Exception e) {
            throw new IllegalStateException("the HTTP client did not start", e);
        }
        // Only once started: start() fills an empty set with every decoder on the class path (gzip among them).
        client.getContentDecoderFactories().clear();
        this.base = base.toString().replaceAll("/+$", "");
        this.timeout = timeout;
    }

    /** How long an answer may take before it counts as failed. */
    public Duration timeout() {
        return timeout;
    }

    /** Sends the request and reads the whole answer; empty when it was a 200, else the kind of failure. */
    public Optional<String> send(WorkloadRequest request) {
        Request exchange = client.newRequest(base + request.path());
        if (request.hasBody()) {
            exchange.method(HttpMethod.POST).body(new StringRequestContent("application/json", request.body()));
        } else {
            exchange.method(HttpMethod.GET);
        }
        // The answer's body is read and dropped as it arrives; the result comes once its last byte has.
        CompletableFuture<Result> answered = new CompletableFuture<>();
        long started = System.nanoTime();
        exchange.send(answered::complete);
        try {
            Result result = answered.get();
            if (result.isFailed()) {
                return Optional.of(kind(result.getFailure()));
            }
            if (System.nanoTime() - started > timeout.toNanos()) {
                return Optional.of("answered after the " + timeout.toSeconds() + " s timeout");
            }
            int status = result.getResponse().getStatus();
            return status == 200 ? Optional.empty() : Optional.of("status " + status);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exchange.abort(e);
            return Optional.of("interrupted");
        } catch (ExecutionException e) {
            return Optional.of(kind(e.getCause()));
        }
    }

    /**
     * The failure's class and, for an I/O error, its message: "IOException" alone does not tell a reset from a
     * connection closed before the answer.
     */
    static String kind(Throwable failure) {
        String kind = failure.getClass().getSimpleName();
        if (failure instanceof java.io.IOException && failure.getMessage() != null) {
            return kind + " (" + failure.getMessage() + ")";
        }
        return kind;
    }

    @Override
    public void close() {
        try {
            client.stop();
        } catch (Exception e) {
            // Stopping releases threads and sockets of a process that is about to exit anyway.
        }
    }
}
