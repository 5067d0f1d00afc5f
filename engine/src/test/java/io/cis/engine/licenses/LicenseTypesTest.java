package io.cis.engine.licenses;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A license's type follows from its SPDX name and references, then OSADL's copyleft class; nothing is guessed from an id. */
class LicenseTypesTest {

    private static Optional<OsadlRecord> osadl(CopyleftClass copyleftClass) {
        return Optional.of(new OsadlRecord("X", copyleftClass,
                new OsadlObligations(false, false, List.of(), List.of(), List.of(), List.of())));
    }

    @Test
    void aNameOrReferenceThatSaysPublicDomainIsPublicDomainWhateverOsadlSays() {
        // as the SPDX list names NIST-PD and CC-PDM-1.0 (with its run of spaces), and CC0-1.0's reference
        assertThat(LicenseTypes.of("NIST Public Domain Notice", List.of(), Optional.empty())).isEqualTo(LicenseType.PUBLIC_DOMAIN);
        assertThat(LicenseTypes.of("Creative    Commons Public Domain Mark 1.0 Universal", List.of(), Optional.empty()))
                .isEqualTo(LicenseType.PUBLIC_DOMAIN);
        assertThat(LicenseTypes.of("Creative Commons Zero v1.0 Universal",
                List.of("https://creativecommons.org/publicdomain/zero/1.0/legalcode"), osadl(CopyleftClass.NON_COPYLEFT)))
                .isEqualTo(LicenseType.PUBLIC_DOMAIN);
    }

    @Test
    void otherwiseOsadlsCopyleftClassDecides() {
        assertThat(LicenseTypes.of("GNU General Public License v3.0 or later", List.of(), osadl(CopyleftClass.COPYLEFT)))
                .isEqualTo(LicenseType.COPYLEFT);
        assertThat(LicenseTypes.of("MIT License", List.of("https://opensource.org/license/mit/"), osadl(CopyleftClass.NON_COPYLEFT)))
                .isEqualTo(LicenseType.PERMISSIVE);
        assertThat(LicenseTypes.of("Microsoft Public License", List.of(), osadl(CopyleftClass.UNCLASSIFIED)))
                .isEqualTo(LicenseType.UNKNOWN);
        assertThat(LicenseTypes.of("Beerware License", List.of(), Optional.empty())).isEqualTo(LicenseType.UNKNOWN);
    }
}
