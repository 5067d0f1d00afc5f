package io.cis.engine.snapshot;

/**
 * A read of the snapshot's files that failed: a block whose checksum no longer matches, a file cut short. The files
 * changed after they were verified; another copy of the snapshot can still answer.
 */
public class SnapshotUnreadableException extends SnapshotCorruptException {
    private static final long serialVersionUID = 1L;

    public SnapshotUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }
}
