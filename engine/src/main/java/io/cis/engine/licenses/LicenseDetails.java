package io.cis.engine.licenses;

import java.util.Optional;

/** Everything known about one license id: its name, kind, SPDX facts and, when OSADL describes it, its obligations. */
public record LicenseDetails(String fullName, LicenseType type, SpdxLicense spdx, Optional<OsadlObligations> osadl) {
}
