package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.Download;
import io.cis.loader.fetch.FetchException;
import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * At most {@code concurrency} requests at a time to one host (scheme, host and port), whichever thread asks: a
 * registry's public service asks crawlers for few connections, and an organisation's proxy serves everyone else too.
 */
final class HostPermits {

    /** A request made while holding a permit of its host. */
    @FunctionalInterface
    interface Request {

        Download run() throws FetchException;
    }

    private final int concurrency;
    private final Map<String, Semaphore> hosts = new ConcurrentHashMap<>();

    HostPermits(int concurrency) {
        this.concurrency = concurrency;
    }

    Download run(URI url, Request request) throws FetchException {
        Semaphore permits = hosts.computeIfAbsent(origin(url), host -> new Semaphore(concurrency, true));
        try {
            permits.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new FetchException(url + ": interrupted");
        }
        try {
            return request.run();
        } finally {
            permits.release();
        }
    }

    static String origin(URI url) {
        return String.valueOf(url.getScheme()).toLowerCase(Locale.ROOT) + "://"
                + String.valueOf(url.getHost()).toLowerCase(Locale.ROOT) + ":" + url.getPort();
    }
}
