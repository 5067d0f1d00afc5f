package io.cis.http;

import java.time.Duration;

/**
 * How the HTTP server listens and what it accepts.
 *
 * @param maxRequestBytes  largest request body; larger ones get 413
 * @param maxBatchItems    most components per batch request; more get 400
 * @param deadline         server-side deadline of a request; past it, 504
 * @param maxThreads       Jetty worker threads
 * @param idleTimeout      how long a connection may go without a byte moving either way (an idle connection, a
 *                         request head or body sent too slowly, an answer not read) before it is closed
 * @param shutdownTimeout  how long in-flight requests may take to finish on shutdown
 * @param maxAge           snapshot age past which readiness reports it stale
 * @param minBodyRate      bytes per second a request body must arrive at, on average, once its first
 *                         {@link #BODY_RATE_GRACE} has passed; a slower one is answered 408 (0: no minimum)
 * @param maxConnections   open connections at most; past it the server stops accepting until one closes
 */
public record ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems, Duration deadline,
                             int maxThreads, Duration idleTimeout, Duration shutdownTimeout, Duration maxAge,
                             long minBodyRate, int maxConnections) {

    /** How long a request body may take before the minimum rate applies: time for the first packets to arrive. */
    public static final Duration BODY_RATE_GRACE = Duration.ofSeconds(2);

    // The documented defaults, the one place they are written: defaults() and serve's options (picocli reads them as
    // text, so they are compile-time constants) both take them from here.

    /** The documented default address: every interface. */
    public static final String DEFAULT_HOST = "0.0.0.0";

    /** The documented default port. */
    public static final int DEFAULT_PORT = 8080;

    /** The documented default body limit: 16 MiB. */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 16L * 1024 * 1024;

    /** The documented default batch limit: 5,000 components per request. */
    public static final int DEFAULT_MAX_BATCH_ITEMS = 5_000;

    /** The documented default server-side deadline of a request, in seconds. */
    public static final int DEFAULT_DEADLINE_SECONDS = 30;

    /** The documented default number of Jetty worker threads. */
    public static final int DEFAULT_MAX_THREADS = 200;

    /** The documented default idle timeout, in seconds. */
    public static final int DEFAULT_IDLE_TIMEOUT_SECONDS = 30;

    /** The documented default time in-flight requests have to finish on shutdown, in seconds. */
    public static final int DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 30;

    /** The documented default snapshot age past which it is reported stale, in days. */
    public static final int DEFAULT_MAX_AGE_DAYS = 7;

    /** The documented default minimum body rate: 1 KiB per second. */
    public static final long DEFAULT_MIN_BODY_RATE = 1024;

    /** The documented default connection bound. */
    public static final int DEFAULT_MAX_CONNECTIONS = 1_000;

    /** The default body rate and connection bound with everything else given. */
    public ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems, Duration deadline,
                          int maxThreads, Duration idleTimeout, Duration shutdownTimeout, Duration maxAge) {
        this(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, idleTimeout, shutdownTimeout, maxAge,
                DEFAULT_MIN_BODY_RATE, DEFAULT_MAX_CONNECTIONS);
    }

    /** Defaults but for the listening address and the two request limits. */
    public ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems) {
        this(host, port, maxRequestBytes, maxBatchItems, Duration.ofSeconds(DEFAULT_DEADLINE_SECONDS),
                DEFAULT_MAX_THREADS, Duration.ofSeconds(DEFAULT_IDLE_TIMEOUT_SECONDS),
                Duration.ofSeconds(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS), Duration.ofDays(DEFAULT_MAX_AGE_DAYS));
    }

    /** Every default but the listening address. */
    public static ServerSettings defaults(String host, int port) {
        return new ServerSettings(host, port, DEFAULT_MAX_REQUEST_BYTES, DEFAULT_MAX_BATCH_ITEMS);
    }

    public ServerSettings withDeadline(Duration value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, value, maxThreads, idleTimeout,
                shutdownTimeout, maxAge, minBodyRate, maxConnections);
    }

    public ServerSettings withMaxThreads(int value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, value, idleTimeout,
                shutdownTimeout, maxAge, minBodyRate, maxConnections);
    }

    public ServerSettings withIdleTimeout(Duration value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, value,
                shutdownTimeout, maxAge, minBodyRate, maxConnections);
    }

    public ServerSettings withMaxAge(Duration value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, idleTimeout,
                shutdownTimeout, value, minBodyRate, maxConnections);
    }

    public ServerSettings withShutdownTimeout(Duration value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, idleTimeout,
                value, maxAge, minBodyRate, maxConnections);
    }

    public ServerSettings withMinBodyRate(long value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, idleTimeout,
                shutdownTimeout, maxAge, value, maxConnections);
    }

    public ServerSettings withMaxConnections(int value) {
        return new ServerSettings(host, port, maxRequestBytes, maxBatchItems, deadline, maxThreads, idleTimeout,
                shutdownTimeout, maxAge, minBodyRate, value);
    }
}
