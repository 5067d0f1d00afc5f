package io.cis.loader.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The ecosystem strings of the distribution records in the OSV export, as the sample records write them. */
class OsvDistributionsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Debian:12                                                   | openssh   | pkg:deb/debian/openssh          | debian:12
            Debian:13                                                   | tcpdump   | pkg:deb/debian/tcpdump          | debian:13
            Ubuntu:20.04:LTS                                            | curl      | pkg:deb/ubuntu/curl             | ubuntu:20.04
            Ubuntu:Pro:18.04:LTS                                        | sudo      | pkg:deb/ubuntu/sudo             | ubuntu:18.04
            Alpine:v3.18                                                | busybox   | pkg:apk/alpine/busybox          | alpine:3.18
            Wolfi                                                       | falcosidekick | pkg:apk/wolfi/falcosidekick | wolfi
            Chainguard                                                  | falcosidekick | pkg:apk/chainguard/falcosidekick | chainguard
            Red Hat:enterprise_linux:9::appstream                       | golang    | pkg:rpm/redhat/golang           | rhel:9
            Red Hat:rhel_eus:8.8::baseos                                | microcode_ctl | pkg:rpm/redhat/microcode_ctl | rhel:8
            AlmaLinux:9                                                 | openssl   | pkg:rpm/almalinux/openssl       | almalinux:9
            Rocky Linux:8                                               | firefox   | pkg:rpm/rocky-linux/firefox     | rocky:8
            Mageia:5                                                    | openssh   | pkg:rpm/mageia/openssh          | mageia:5
            openSUSE:Leap 15.4                                          | nautilus  | pkg:rpm/opensuse/nautilus       | opensuse-leap:15.4
            SUSE:Linux Enterprise Module for Desktop Applications 15 SP4 | nautilus | pkg:rpm/suse/nautilus           | sles:15.4
            """)
    void eachDistributionRecordNamesAPackageAndARelease(String ecosystem, String name, String purl, String release) {
        OsvDistributions.Located located = OsvDistributions.locate(ecosystem, name).orElseThrow();
        assertThat(located.key().canonical()).isEqualTo(purl);
        assertThat(located.release().key()).isEqualTo(release);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            npm
            PyPI
            Debian
            openEuler:22.03-LTS
            GitHub Actions
            """)
    void otherEcosystemsAndDistributionsWithoutAReleaseAreNotLocated(String ecosystem) {
        assertThat(OsvDistributions.locate(ecosystem, "x")).isEmpty();
    }
}
