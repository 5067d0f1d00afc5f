package io.cis.loader.feeds.npm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.catalog.DeclaredLicense;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The license forms npm version entries have used, each as it appears in a version entry. */
class NpmLicenseFieldTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static DeclaredLicense of(String versionEntry) throws Exception {
        return NpmLicenseField.of(JSON.readTree(versionEntry));
    }

    @Test
    void aLicenseStringIsTheExpressionAndIsNotSplit() throws Exception {
        assertThat(of("{\"license\": \"(MIT OR Apache-2.0)\"}"))
                .isEqualTo(new DeclaredLicense("(MIT OR Apache-2.0)", List.of()));
    }

    @Test
    void aLicenseObjectDeclaresItsType() throws Exception {
        assertThat(of("{\"license\": {\"type\": \"MIT\", \"url\": \"http://opensource.org/licenses/MIT\"}}"))
                .isEqualTo(new DeclaredLicense("MIT", List.of("MIT")));
    }

    @Test
    void severalLegacyLicensesAreListedWithoutGuessingHowTheyCombine() throws Exception {
        DeclaredLicense two = of("{\"licenses\": [{\"type\": \"MIT\", \"url\": \"x\"}, {\"type\": \"GPL-2.0\", \"url\": \"y\"}]}");
        assertThat(two.names()).containsExactly("MIT", "GPL-2.0");
        assertThat(two.expression()).isNull();
    }

    @Test
    void theCurrentFieldWinsOverTheLegacyOne() throws Exception {
        assertThat(of("{\"license\": \"ISC\", \"licenses\": [{\"type\": \"MIT\"}]}").expression()).isEqualTo("ISC");
    }

    @Test
    void noLicenseFieldMeansNoLicense() throws Exception {
        assertThat(of("{\"name\": \"x\"}")).isEqualTo(DeclaredLicense.NONE);
        assertThat(of("{\"license\": \"\"}")).isEqualTo(DeclaredLicense.NONE);
    }
}
