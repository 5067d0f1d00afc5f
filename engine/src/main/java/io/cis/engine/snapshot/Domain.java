package io.cis.engine.snapshot;

import java.nio.charset.StandardCharsets;

/** The column families of a snapshot, one per data domain. */
public enum Domain {
    /** SPDX license id (lower case) -> stored SPDX license. */
    LICENSES("licenses"),
    /** SPDX exception id (lower case) -> stored SPDX exception. */
    LICENSE_EXCEPTIONS("license_exceptions");

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
