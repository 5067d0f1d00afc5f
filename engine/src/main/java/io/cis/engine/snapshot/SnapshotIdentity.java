package io.cis.engine.snapshot;

/**
 * Which snapshot answered: its format version and build time, as {@code status.db} reports them, and whether it is the
 * bundled demo snapshot.
 */
public record SnapshotIdentity(String schemaVersion, String createdAt, boolean demo) {

    public SnapshotIdentity(String schemaVersion, String createdAt) {
        this(schemaVersion, createdAt, false);
    }
}
