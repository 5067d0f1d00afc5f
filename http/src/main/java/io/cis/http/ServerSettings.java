package io.cis.http;

/** How the HTTP server listens and what it accepts. */
public record ServerSettings(String host, int port, long maxRequestBytes) {

    /** The documented default body limit: 16 MiB. */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 16L * 1024 * 1024;

    public static ServerSettings defaults(String host, int port) {
        return new ServerSettings(host, port, DEFAULT_MAX_REQUEST_BYTES);
    }
}
