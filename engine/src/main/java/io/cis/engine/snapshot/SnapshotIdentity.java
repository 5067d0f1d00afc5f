package io.cis.engine.snapshot;

/**
 * Which snapshot answered: its format version and build time, as {@code status.db} reports them, whether it is the
 * bundled demo snapshot, and when its data is as of.
 */
public record SnapshotIdentity(String schemaVersion, String createdAt, boolean demo, DataDates dataDates) {

    public SnapshotIdentity(String schemaVersion, String createdAt, boolean demo) {
        this(schemaVersion, createdAt, demo, DataDates.of(new Manifest(schemaVersion, createdAt, null, null)));
    }

    public SnapshotIdentity(String schemaVersion, String createdAt) {
        this(schemaVersion, createdAt, false);
    }
}
