package io.cis.engine.snapshot;

/** A snapshot directory that must not be served; the message is one line naming what is wrong. */
public class SnapshotRejectedException extends Exception {
    private static final long serialVersionUID = 1L;

    public SnapshotRejectedException(String message) {
        super(message);
    }

    public SnapshotRejectedException(String message, Throwable cause) {
        super(message, cause);
    }
}
