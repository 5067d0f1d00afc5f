package io.cis.engine.licenses;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Derives a license's {@code type} from the data, in this order: {@code PUBLIC_DOMAIN} when the SPDX list's name of
 * the license says "public domain" or one of its reference URLs is a public-domain page (CC0's
 * {@code creativecommons.org/publicdomain/zero/...}); {@code COPYLEFT} or {@code PERMISSIVE} when OSADL classes it as
 * copyleft or non-copyleft; {@code UNKNOWN} otherwise. Nothing here guesses from a license's id.
 */
public final class LicenseTypes {

    private LicenseTypes() {
    }

    public static LicenseType of(String fullName, List<String> seeAlso, Optional<OsadlRecord> osadl) {
        if (saysPublicDomain(fullName, seeAlso)) {
            return LicenseType.PUBLIC_DOMAIN;
        }
        return switch (osadl.map(OsadlRecord::copyleftClass).orElse(CopyleftClass.UNCLASSIFIED)) {
            case COPYLEFT -> LicenseType.COPYLEFT;
            case NON_COPYLEFT -> LicenseType.PERMISSIVE;
            case UNCLASSIFIED -> LicenseType.UNKNOWN;
        };
    }

    private static boolean saysPublicDomain(String fullName, List<String> seeAlso) {
        // SPDX names are not always tidy ("Creative    Commons Public Domain Mark 1.0 Universal")
        String name = fullName.replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        return name.contains("public domain")
                || seeAlso.stream().anyMatch(url -> url.toLowerCase(Locale.ROOT).contains("/publicdomain/"));
    }
}
