package io.cis.engine.vulnerabilities;

/**
 * Whether a version is affected: {@code UNKNOWN} when the ordering cannot compare it with a range's versions, which
 * the answer treats as affected (an incomplete ordering must never hide a vulnerability).
 */
public enum AffectedVerdict {
    AFFECTED,
    NOT_AFFECTED,
    UNKNOWN;

    /** Whether the answer lists the vulnerability. */
    public boolean listed() {
        return this != NOT_AFFECTED;
    }
}
