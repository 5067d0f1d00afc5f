package io.cis.engine.licenses;

/** Whether OSADL counts a license among the copyleft licenses, the non-copyleft ones, or says neither. */
public enum CopyleftClass {
    COPYLEFT,
    NON_COPYLEFT,
    UNCLASSIFIED
}
