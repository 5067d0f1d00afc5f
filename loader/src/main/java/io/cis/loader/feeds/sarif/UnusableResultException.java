package io.cis.loader.feeds.sarif;

/** A SARIF result (or artifact) that cannot be stored as an issue; the feed skips it and reports why. */
final class UnusableResultException extends Exception {
    private static final long serialVersionUID = 1L;

    UnusableResultException(String reason) {
        super(reason);
    }
}
