package io.cis.engine.snapshot;

/** Where the check of every file's SHA-256 stands for an open snapshot. */
public enum Verification {
    /** Hashed before it was opened. */
    AT_OPEN,
    /** Opened on a matching verification record; the background check has not finished. */
    PENDING,
    /** The background check found every file as the manifest lists it. */
    PASSED,
    /** The background check found a difference; the snapshot counts as damaged. */
    FAILED
}
