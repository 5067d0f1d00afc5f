package io.cis.loader.feeds.nvd;

/** A CVE record that cannot be used; its message is the reason the build summary lists. */
final class InvalidRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    InvalidRecordException(String reason) {
        super(reason);
    }
}
