package io.cis.loader.feeds.crypto;

/** A dataset file that parses but cannot be used as an entry; its message is the reason the build summary gives. */
final class InvalidEntryException extends Exception {
    private static final long serialVersionUID = 1L;

    InvalidEntryException(String reason) {
        super(reason);
    }
}
