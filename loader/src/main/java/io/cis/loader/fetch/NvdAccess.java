package io.cis.loader.fetch;

import java.time.Duration;

/**
 * How NVD's CVE API is asked: with an API key or without, and how many records per page. NVD publishes its rate
 * limits as 5 requests in any rolling 30 seconds without a key and 50 with one; the key goes in the {@code apiKey}
 * header and is never written anywhere (this record's text leaves it out).
 */
public record NvdAccess(String apiKey, int resultsPerPage) {

    /** The most records NVD's CVE API returns per page. */
    public static final int MOST_PER_PAGE = 2000;
    public static final Duration WINDOW = Duration.ofSeconds(30);
    public static final NvdAccess ANONYMOUS = new NvdAccess("", MOST_PER_PAGE);

    public NvdAccess {
        apiKey = apiKey == null ? "" : apiKey.strip();
        if (resultsPerPage < 1 || resultsPerPage > MOST_PER_PAGE) {
            throw new IllegalArgumentException("NVD returns 1 to " + MOST_PER_PAGE + " records per page");
        }
    }

    /** Asks with {@code apiKey} (none when blank), {@value #MOST_PER_PAGE} records per page. */
    public static NvdAccess withKey(String apiKey) {
        return new NvdAccess(apiKey, MOST_PER_PAGE);
    }

    public boolean hasKey() {
        return !apiKey.isEmpty();
    }

    /** Requests allowed in any rolling {@link #WINDOW}. */
    public int permits() {
        return hasKey() ? 50 : 5;
    }

    @Override
    public String toString() {
        return "NVD API " + (hasKey() ? "with a key" : "without a key") + ", " + resultsPerPage + " per page";
    }
}
