package io.cis.loader.feeds.osv;

/** An OSV record that parses but cannot be used as an advisory; the feed skips it and reports why. */
final class UnusableRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    UnusableRecordException(String reason) {
        super(reason);
    }
}
