package io.cis.engine.licenses;

import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.ValueCodec;
import java.util.List;
import java.util.Optional;

/** Answers license-details questions (by SPDX license or exception id, any case) from a snapshot. */
public final class LicenseCatalog {

    private final Snapshot snapshot;
    private final ValueCodec codec;

    public LicenseCatalog(Snapshot snapshot, ValueCodec codec) {
        this.snapshot = snapshot;
        this.codec = codec;
    }

    /** The license, or the exception presented in the same shape, with that id; empty when neither exists. */
    public Optional<LicenseDetails> details(String id) {
        if (id == null || id.isBlank()) {
            return Optional.empty();
        }
        byte[] key = LicenseKeys.of(id);
        Optional<LicenseDetails> license = snapshot.get(Domain.LICENSES, key)
                .map(bytes -> codec.decode(bytes, SpdxLicense.class))
                .map(spdx -> new LicenseDetails(spdx.fullName(), LicenseType.UNKNOWN, spdx));
        if (license.isPresent()) {
            return license;
        }
        return snapshot.get(Domain.LICENSE_EXCEPTIONS, key)
                .map(bytes -> codec.decode(bytes, SpdxException.class))
                .map(LicenseCatalog::asLicense);
    }

    /** The SPDX reference for a declared license id (any case), or the declared text alone when it is not an SPDX id. */
    public LicenseReference reference(String declared) {
        return snapshot.get(Domain.LICENSES, LicenseKeys.of(declared))
                .map(bytes -> codec.decode(bytes, SpdxLicense.class))
                .map(spdx -> new LicenseReference(spdx.fullName(), spdx.id(), true, spdx.referenceUrl()))
                .orElse(new LicenseReference(declared, "", false, ""));
    }

    private static LicenseDetails asLicense(SpdxException exception) {
        SpdxLicense spdx = new SpdxLicense(exception.id(), exception.fullName(), exception.detailsUrl(),
                exception.detailsUrl().replaceFirst("\\.json$", ".html"), exception.isDeprecated(), false, false,
                exception.seeAlso(), List.of(), List.of());
        return new LicenseDetails(exception.fullName(), LicenseType.UNKNOWN, spdx);
    }
}
