package io.cis.engine.snapshot;

/**
 * How the keys of a table are formed. Keys are UTF-8 bytes compared bytewise; the classes named here encode them, for
 * the writer and the reader alike.
 */
public enum KeyForm {
    /** An id, trimmed and lower-cased, so look-ups ignore case ({@code io.cis.engine.licenses.LicenseKeys}). */
    ID_LOWER_CASE,
    /** An id, trimmed and upper-cased, so look-ups ignore case ({@code io.cis.engine.vulnerabilities.VulnerabilityKeys}). */
    ID_UPPER_CASE,
    /** The canonical purl without version ({@code io.cis.engine.purl.PurlKey#bytes}). */
    PURL,
    /**
     * The canonical purl, a 0x00 byte, the version as the feed spells it, so the versions of a component are adjacent
     * ({@code io.cis.engine.components.ComponentKeys#version}).
     */
    PURL_VERSION,
    /** The lower-case component name, a 0x00 byte, the canonical purl ({@code ComponentKeys#nameIndex}). */
    NAME_PURL,
    /** A CPE product, its escapes removed, lower-cased ({@code io.cis.engine.cpe.CpeName#productKey}). */
    CPE_PRODUCT,
    /** A distribution release as advisory statements name it ({@code debian:12}, {@code wolfi}). */
    DISTRO_RELEASE
}
