package io.cis.http.ops;

/** Looks for a newer snapshot and switches to it when it verifies; says what it did in one line. */
@FunctionalInterface
public interface SnapshotReloader {

    String reload();
}
