package io.cis.engine.snapshot;

/** Which snapshot answered: its format version and build time, as {@code status.db} reports them. */
public record SnapshotIdentity(String schemaVersion, String createdAt) {
}
