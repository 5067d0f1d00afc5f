package io.cis.loader.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.packageurl.MalformedPackageURLException;
import org.junit.jupiter.api.Test;

class VersionedPurlTest {

    @Test
    void splitsVersionOffAndLeavesQualifiersOutOfTheComponent() throws Exception {
        VersionedPurl purl = VersionedPurl.parse("pkg:maven/com.fasterxml.jackson.core/jackson-annotations@2.9.10?type=jar");
        assertThat(purl.componentPurl()).isEqualTo("pkg:maven/com.fasterxml.jackson.core/jackson-annotations");
        assertThat(purl.version()).isEqualTo("2.9.10");
        assertThat(purl.hasVersion()).isTrue();
        assertThat(VersionedPurl.parse("pkg:npm/lodash@4.17.21#dist/lodash.js").componentPurl()).isEqualTo("pkg:npm/lodash");
    }

    @Test
    void keepsTheFeedsSpellingOfTheComponent() throws Exception {
        // packageurl-java itself would lower-case the golang namespace; merging decides canonical case later
        VersionedPurl purl = VersionedPurl.parse("pkg:golang/github.com/ProtonMail/proton-bridge@v1.8.0");
        assertThat(purl.componentPurl()).isEqualTo("pkg:golang/github.com/ProtonMail/proton-bridge");
        assertThat(purl.version()).isEqualTo("v1.8.0");
        assertThat(VersionedPurl.parse("pkg:pypi/Django_Foo@1.0").componentPurl()).isEqualTo("pkg:pypi/Django_Foo");
    }

    @Test
    void decodesThePercentEncodedVersion() throws Exception {
        assertThat(VersionedPurl.parse("pkg:npm/semver@1.0.0%2Bbuild.5").version()).isEqualTo("1.0.0+build.5");
    }

    @Test
    void anEncodedScopeIsNotAVersion() throws Exception {
        VersionedPurl scoped = VersionedPurl.parse("pkg:npm/%40angular/core");
        assertThat(scoped.componentPurl()).isEqualTo("pkg:npm/%40angular/core");
        assertThat(scoped.hasVersion()).isFalse();
        VersionedPurl versioned = VersionedPurl.parse("pkg:npm/%40angular/core@12.0.1");
        assertThat(versioned.componentPurl()).isEqualTo("pkg:npm/%40angular/core");
        assertThat(versioned.version()).isEqualTo("12.0.1");
    }

    @Test
    void anEmptyVersionIsNoVersion() throws Exception {
        assertThat(VersionedPurl.parse("pkg:npm/react@").hasVersion()).isFalse();
        assertThat(VersionedPurl.parse("pkg:npm/react@").componentPurl()).isEqualTo("pkg:npm/react");
    }

    @Test
    void whatPackageurlJavaRejectsIsRejected() {
        assertThatThrownBy(() -> VersionedPurl.parse("not a purl")).isInstanceOf(MalformedPackageURLException.class);
        assertThatThrownBy(() -> VersionedPurl.parse("npm/react@1.0")).isInstanceOf(MalformedPackageURLException.class);
        // the spec wants a scope's '@' encoded; unencoded and without version, the name would be empty
        assertThatThrownBy(() -> VersionedPurl.parse("pkg:npm/@angular/core")).isInstanceOf(MalformedPackageURLException.class);
    }
}
