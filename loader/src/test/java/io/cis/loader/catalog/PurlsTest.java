package io.cis.loader.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.packageurl.PackageURL;
import org.junit.jupiter.api.Test;

class PurlsTest {

    @Test
    void aScopedNpmNameEncodesTheAtSignOfItsNamespace() throws Exception {
        String purl = Purls.of("npm", "@angular", "core").orElseThrow();
        assertThat(purl).isEqualTo("pkg:npm/%40angular/core");
        PackageURL parsed = new PackageURL(purl);
        assertThat(parsed.getNamespace()).isEqualTo("@angular");
        assertThat(parsed.getName()).isEqualTo("core");
        assertThat(parsed.getVersion()).isNull();
    }

    @Test
    void mavenCoordinatesBecomeNamespaceAndName() {
        assertThat(Purls.of("maven", "org.apache.logging.log4j", "log4j-core"))
                .contains("pkg:maven/org.apache.logging.log4j/log4j-core");
    }

    @Test
    void partsThatMakeNoPurlAreRefusedNotMangled() {
        assertThat(Purls.of("npm", null, "")).isEmpty();
        assertThat(Purls.of("maven", "org.example", null)).isEmpty();
    }
}
