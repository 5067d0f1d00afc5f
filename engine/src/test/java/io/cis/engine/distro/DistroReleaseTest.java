package io.cis.engine.distro;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.PurlParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** How the release a purl names is read, in the spellings syft and trivy write. */
class DistroReleaseTest {

    @ParameterizedTest(name = "{0} in {1} is {2}")
    @CsvSource(delimiter = '|', textBlock = """
            debian-12          | debian    | debian:12
            debian-10.2        | debian    | debian:10
            bookworm           | debian    | debian:12
            ubuntu-20.04       | ubuntu    | ubuntu:20.04
            focal              | ubuntu    | ubuntu:20.04
            alpine-3.16.2      | alpine    | alpine:3.16
            3.18               | alpine    | alpine:3.18
            rhel-9.4           | redhat    | rhel:9
            redhat-9.4         | redhat    | rhel:9
            rocky-9.3          | rocky     | rocky:9
            rocky-linux-8      | rocky     | rocky:8
            almalinux-9.3      | almalinux | almalinux:9
            opensuse-leap-15.4 | opensuse  | opensuse-leap:15.4
            wolfi              | wolfi     | wolfi
            """)
    void qualifiersNameTheReleaseAdvisoriesDistinguish(String qualifier, String namespace, String key) {
        assertThat(DistroRelease.ofQualifier(qualifier, namespace)).map(DistroRelease::key).contains(key);
    }

    @Test
    void aSourcePackageComesFromSyftsUpstreamQualifier() throws Exception {
        DistroQuery query = DistroQuery.of(PurlParser.parse(
                "pkg:deb/ubuntu/bsdutils@1:2.34-0.1ubuntu9.3?arch=amd64&upstream=util-linux%402.34-0.1ubuntu9.3&distro=ubuntu-20.04"));
        assertThat(query.source()).hasValueSatisfying(source -> {
            assertThat(source.key().canonical()).isEqualTo("pkg:deb/ubuntu/util-linux");
            assertThat(source.version()).isEqualTo("2.34-0.1ubuntu9.3");
        });
        DistroQuery alpine = DistroQuery.of(PurlParser.parse(
                "pkg:alpine/libssl1.1@1.1.1q-r0?arch=x86_64&upstream=openssl&distro=alpine-3.16.2"));
        assertThat(alpine.source()).hasValueSatisfying(source -> {
            assertThat(source.key().canonical()).isEqualTo("pkg:apk/alpine/openssl");
            assertThat(source.version()).isEqualTo("1.1.1q-r0");
        });
        assertThat(alpine.release()).map(DistroRelease::key).contains("alpine:3.16");
    }

    @Test
    void anEpochQualifierIsPartOfTheVersion() throws Exception {
        assertThat(DistroQuery.withEpoch(PurlParser.parse("pkg:deb/debian/bsdutils@2.33.1-0.1?distro=debian-10.2&epoch=1"))
                .version()).isEqualTo("1:2.33.1-0.1");
        assertThat(DistroQuery.withEpoch(PurlParser.parse("pkg:rpm/rocky-linux/ruby@3.3.1-2.el9?epoch=0")).version())
                .isEqualTo("3.3.1-2.el9");
        assertThat(DistroQuery.withEpoch(PurlParser.parse("pkg:rpm/redhat/openssl@1:3.0.7-24.el9?epoch=1")).version())
                .isEqualTo("1:3.0.7-24.el9");
    }
}
