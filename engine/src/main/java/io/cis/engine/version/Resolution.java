package io.cis.engine.version;

import java.util.Objects;

/**
 * The result of resolving one item.
 *
 * @param code    outcome
 * @param version the resolved version as the catalog stores it (or as requested when unlisted); {@code ""} when none
 * @param listed  whether {@code version} is listed in the catalog (false for an allowed unlisted exact version)
 * @param basis   the rule that picked the version
 * @param message why, for anything but a plain success; {@code ""} otherwise
 */
public record Resolution(ResolutionCode code, String version, boolean listed, Basis basis, String message) {

    public Resolution {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(basis, "basis");
        Objects.requireNonNull(message, "message");
    }

    static Resolution resolved(String version, Basis basis) {
        return new Resolution(ResolutionCode.OK, version, true, basis, "");
    }

    static Resolution unlisted(String version, Basis basis) {
        return new Resolution(ResolutionCode.OK, version, false, basis, "version " + Quoted.of(version)
                + " is not listed in the catalog; resolved because unlisted exact versions are allowed");
    }

    static Resolution substituted(String version, Basis basis, String message) {
        return new Resolution(ResolutionCode.REQUIREMENT_NOT_MET, version, true, basis, message);
    }

    static Resolution failed(ResolutionCode code, String message) {
        return new Resolution(code, "", false, Basis.NONE, message);
    }

    /** Whether a version was picked (also when substituted). */
    public boolean hasVersion() {
        return code.hasVersion();
    }
}
