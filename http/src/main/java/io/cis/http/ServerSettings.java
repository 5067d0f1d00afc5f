package io.cis.http;

/** How the HTTP server listens and what it accepts. */
public record ServerSettings(String host, int port, long maxRequestBytes, int maxBatchItems) {

    /** The documented default body limit: 16 MiB. */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 16L * 1024 * 1024;

    /** The documented default batch limit: 5,000 components per request. */
    public static final int DEFAULT_MAX_BATCH_ITEMS = 5_000;

    public static ServerSettings defaults(String host, int port) {
        return new ServerSettings(host, port, DEFAULT_MAX_REQUEST_BYTES, DEFAULT_MAX_BATCH_ITEMS);
    }
}
