package io.cis.engine;

import io.cis.engine.licenses.LicenseCatalog;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.ValueCodec;
import java.nio.file.Path;

/** All question-answering services over one open snapshot; closing it closes the snapshot. */
public final class Engine implements AutoCloseable {

    private final Snapshot snapshot;
    private final LicenseCatalog licenses;

    public Engine(Snapshot snapshot, ValueCodec codec) {
        this.snapshot = snapshot;
        this.licenses = new LicenseCatalog(snapshot, codec);
    }

    /** Verifies and opens the snapshot directory read-only. */
    public static Engine open(Path snapshotDirectory) throws SnapshotRejectedException {
        return new Engine(Snapshot.open(snapshotDirectory), new ValueCodec());
    }

    public SnapshotIdentity identity() {
        return new SnapshotIdentity(snapshot.manifest().schemaVersion(), snapshot.manifest().createdAt());
    }

    public Path snapshotDirectory() {
        return snapshot.directory();
    }

    public LicenseCatalog licenses() {
        return licenses;
    }

    @Override
    public void close() {
        snapshot.close();
    }
}
