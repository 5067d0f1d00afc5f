package io.cis.engine.licenses;

/** Everything known about one license id: its name, kind and SPDX facts. */
public record LicenseDetails(String fullName, LicenseType type, SpdxLicense spdx) {
}
