package io.cis.http;

import java.time.Duration;
import java.util.Objects;

/**
 * How the HTTP server listens and what it accepts.
 *
 * @param requestDeadline the server-side deadline of each v3 request (504 {@code TIMEOUT} past it)
 */
public record ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems, Duration requestDeadline) {

    /** The documented default body limit: 16 MiB. */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 16L * 1024 * 1024;

    /** The documented default batch limit: 5,000 components per request. */
    public static final int DEFAULT_MAX_BATCH_ITEMS = 5_000;

    /** The documented default server-side deadline per request: 30 seconds. */
    public static final Duration DEFAULT_REQUEST_DEADLINE = Duration.ofSeconds(30);

    public ServerSettings {
        Objects.requireNonNull(requestDeadline, "requestDeadline");
        if (requestDeadline.isNegative()) {
            throw new IllegalArgumentException("the request deadline must not be negative");
        }
    }

    /** Settings with the default request deadline. */
    public ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems) {
        this(host, port, maxRequestBytes, maxBatchItems, DEFAULT_REQUEST_DEADLINE);
    }

    public static ServerSettings defaults(String host, int port) {
        return new ServerSettings(host, port, DEFAULT_MAX_REQUEST_BYTES, DEFAULT_MAX_BATCH_ITEMS);
    }

    public ServerSettings withRequestDeadline(Duration deadline) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline);
    }
}
