package io.cis.bench.serving;

import io.cis.bench.workload.WorkloadRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/**
 * Sends workload requests to one server over HTTP/1.1 keep-alive and says how each failed, if it did. An answer slower
 * than the timeout is a failure. The client sets no connect or request timer: in JDK 17 such a timer can fire on a
 * pooled connection after its exchange finished and close it under the next request ("connection closed locally"),
 * which showed as one or two spurious failures in a few hundred thousand requests. The runners bound the requests
 * that never return.
 */
public final class RequestSender {

    private final HttpClient client;
    private final String base;
    private final Duration timeout;

    public RequestSender(URI base, Duration timeout) {
        // HTTP/1.1 as clients of the service use it; the default would first try an h2c upgrade on every connection.
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        this.base = base.toString().replaceAll("/+$", "");
        this.timeout = timeout;
    }

    /** How long an answer may take before it counts as failed. */
    public Duration timeout() {
        return timeout;
    }

    /** Sends the request and reads the whole answer; empty when it was a 200, else the kind of failure. */
    public Optional<String> send(WorkloadRequest request) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + request.path()));
        if (request.hasBody()) {
            builder.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(request.body()));
        } else {
            builder.GET();
        }
        long started = System.nanoTime();
        try {
            HttpResponse<Void> response = client.send(builder.build(), HttpResponse.BodyHandlers.discarding());
            if (System.nanoTime() - started > timeout.toNanos()) {
                return Optional.of("answered after the " + timeout.toSeconds() + " s timeout");
            }
            return response.statusCode() == 200 ? Optional.empty() : Optional.of("status " + response.statusCode());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted");
        } catch (Exception e) {
            return Optional.of(e.getClass().getSimpleName());
        }
    }
}
