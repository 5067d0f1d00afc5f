package io.cis.engine.snapshot;

import java.nio.charset.StandardCharsets;

/** The column families of a snapshot, one per data domain. */
public enum Domain {
    /** SPDX license id (lower case) -> stored SPDX license. */
    LICENSES("licenses"),
    /** SPDX exception id (lower case) -> stored SPDX exception. */
    LICENSE_EXCEPTIONS("license_exceptions"),
    /** Canonical purl without version -> stored component with its sorted versions. */
    COMPONENTS("components"),
    /** Canonical purl, 0x00, version -> stored version facts. */
    VERSIONS("versions"),
    /** Lower-case component name, 0x00, canonical purl -> empty: the index behind name-prefix search. */
    COMPONENT_NAMES("component_names"),
    /** Vulnerability id (the CVE id when there is one) -> merged vulnerability record. */
    VULNERABILITIES("vulnerabilities"),
    /** Any id of a vulnerability or of a record merged into one (upper case) -> the vulnerability ids it names. */
    VULNERABILITY_IDS("vulnerability_ids"),
    /** Vulnerability id (the key of {@code vulnerabilities}) -> every component and range it affects. */
    VULNERABILITY_PACKAGES("vulnerability_packages"),
    /** Canonical purl without version -> every advisory statement about the component. */
    AFFECTED("affected"),
    /** Canonical purl without version -> CPE 2.3 names. */
    CPES("cpes"),
    /** CPE product (escapes removed, lower case) -> every NVD configuration criterion naming it, with its CVE. */
    CPE_VULNERABILITIES("cpe_vulnerabilities"),
    /** Distribution release key ({@code debian:12}, {@code wolfi}) -> what the snapshot holds of its advisories. */
    DISTRO_RELEASES("distro_releases"),
    /** Canonical purl, 0x00, version -> static-analysis issues of that version, grouped by file. */
    STATIC_ANALYSIS("static_analysis"),
    /** Canonical purl, 0x00, version -> the named and classified cryptographic algorithms the version uses. */
    CRYPTOGRAPHY("cryptography"),
    /** Canonical purl without version -> declared contributor locations and the countries they resolve to. */
    GEOPROVENANCE("geoprovenance"),
    /** Canonical purl, 0x00, version as the feed spells it -> that version's release notes. */
    RELEASE_NOTES("release_notes"),
    /** Canonical purl, 0x00, version -> the version's license statement and licenses, normalised to SPDX. */
    COMPONENT_LICENSES("component_licenses"),
    /** License id as OSADL names it (lower case) -> OSADL obligations, compatibility and copyleft class. */
    LICENSE_OSADL("license_osadl");

    private final String columnFamily;

    Domain(String columnFamily) {
        this.columnFamily = columnFamily;
    }

    public String columnFamily() {
        return columnFamily;
    }

    public byte[] columnFamilyBytes() {
        return columnFamily.getBytes(StandardCharsets.UTF_8);
    }
}
