package io.cis.engine.licenses;

/**
 * The broad kind of a license, with the names of the interface's enumeration. {@code COMMERCIAL} and
 * {@code PROPRIETARY} are part of it but no feed says so of any license, so they are never derived.
 */
public enum LicenseType {
    UNKNOWN,
    PERMISSIVE,
    COPYLEFT,
    COMMERCIAL,
    PROPRIETARY,
    PUBLIC_DOMAIN
}
