package io.cis.engine.snapshot;

/** A stored value that cannot be read back: the snapshot is damaged or was written by incompatible code. */
public class SnapshotCorruptException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SnapshotCorruptException(String message, Throwable cause) {
        super(message, cause);
    }
}
