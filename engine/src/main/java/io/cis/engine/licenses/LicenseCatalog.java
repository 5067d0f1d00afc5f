package io.cis.engine.licenses;

import io.cis.engine.components.DeclaredLicenses;
import io.cis.engine.components.LicenseReference;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import java.util.List;
import java.util.Optional;

/**
 * Answers license-details questions (by SPDX license or exception id, any case, or an id only OSADL names, such
 * as {@code LicenseRef-scancode-ppp}) from a snapshot, with OSADL's obligations where OSADL describes the license.
 */
public final class LicenseCatalog implements DeclaredLicenses {

    private final DecodedValues values;

    public LicenseCatalog(DecodedValues values) {
        this.values = values;
    }

    /** The license, or the exception presented in the same shape, with that id; empty when no data names it. */
    public Optional<LicenseDetails> details(String id) {
        if (id == null || id.isBlank()) {
            return Optional.empty();
        }
        byte[] key = LicenseKeys.of(id);
        Optional<OsadlRecord> osadl = values.get(Domain.LICENSE_OSADL, key, OsadlRecord.class);
        Optional<LicenseDetails> license = values.get(Domain.LICENSES, key, SpdxLicense.class)
                .map(spdx -> new LicenseDetails(spdx.fullName(), LicenseTypes.of(spdx.fullName(), spdx.seeAlso(), osadl),
                        spdx, osadl.map(OsadlRecord::osadl)));
        if (license.isPresent()) {
            return license;
        }
        Optional<LicenseDetails> exception = values.get(Domain.LICENSE_EXCEPTIONS, key, SpdxException.class)
                .map(LicenseCatalog::asLicense);
        if (exception.isPresent()) {
            return exception;
        }
        return osadl.map(LicenseCatalog::osadlOnly);
    }

    @Override
    public LicenseReference reference(String declared) {
        return values.get(Domain.LICENSES, LicenseKeys.of(declared), SpdxLicense.class)
                .map(spdx -> new LicenseReference(spdx.fullName(), spdx.id(), true, spdx.referenceUrl()))
                .orElse(new LicenseReference(declared, "", false, ""));
    }

    private static LicenseDetails asLicense(SpdxException exception) {
        SpdxLicense spdx = new SpdxLicense(exception.id(), exception.fullName(), exception.detailsUrl(),
                exception.detailsUrl().replaceFirst("\\.json$", ".html"), exception.isDeprecated(), false, false,
                exception.seeAlso(), List.of(), List.of());
        return new LicenseDetails(exception.fullName(), LicenseType.UNKNOWN, spdx, Optional.empty());
    }

    /** A license the SPDX list does not have: its id is all the SPDX block can say (the interface's rule). */
    private static LicenseDetails osadlOnly(OsadlRecord record) {
        SpdxLicense spdx = new SpdxLicense(record.id(), "", "", "", false, false, false, List.of(), List.of(), List.of());
        return new LicenseDetails(record.id(), LicenseTypes.of(record.id(), List.of(), Optional.of(record)), spdx,
                Optional.of(record.osadl()));
    }
}
