package io.cis.loader.feeds.catalog;

/** A catalog line that cannot be used; its message is the reason the build summary gives. */
final class InvalidLineException extends Exception {
    private static final long serialVersionUID = 1L;

    InvalidLineException(String reason) {
        super(reason);
    }
}
