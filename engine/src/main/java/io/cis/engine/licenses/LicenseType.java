package io.cis.engine.licenses;

/** The broad kind of a license; {@code UNKNOWN} until obligation data classifies it. */
public enum LicenseType {
    UNKNOWN
}
