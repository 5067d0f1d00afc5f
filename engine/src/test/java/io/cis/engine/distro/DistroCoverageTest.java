package io.cis.engine.distro;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlParser;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A package of a release the snapshot holds no advisories of is said to be not covered, never answered as clean. */
class DistroCoverageTest {

    private static final DistroCoverage COVERAGE = DistroCoverage.ofReleases(Set.of("debian:12", "ubuntu:20.04", "wolfi"));

    private static Optional<String> notCovered(String purl) throws Exception {
        ParsedPurl parsed = PurlParser.parse(purl);
        return COVERAGE.notCovered(DistroQuery.of(parsed), parsed.key().namespace());
    }

    @Test
    void aReleaseTheSnapshotHoldsIsCovered() throws Exception {
        assertThat(notCovered("pkg:deb/debian/openssl@3.0.11-1?distro=debian-12.4")).isEmpty();
        assertThat(notCovered("pkg:deb/ubuntu/bash@5.0-6ubuntu1.2?distro=ubuntu-20.04")).isEmpty();
        assertThat(notCovered("pkg:apk/wolfi/busybox@1.36.1-r7")).isEmpty();
    }

    @Test
    void anotherReleaseOfACoveredDistributionIsNot() throws Exception {
        assertThat(notCovered("pkg:deb/debian/openssl@1.1.1n-0+deb10u3?distro=debian-10.2"))
                .hasValueSatisfying(notice -> assertThat(notice).contains("debian 10", "not covered"));
        assertThat(notCovered("pkg:deb/ubuntu/bash@5.1-6ubuntu1?distro=ubuntu-22.04"))
                .hasValueSatisfying(notice -> assertThat(notice).contains("ubuntu 22.04"));
    }

    @Test
    void withoutAReleaseADistributionWithAnyReleaseCoveredIsCovered() throws Exception {
        assertThat(notCovered("pkg:deb/debian/openssl@1.1.1n-0+deb10u3")).isEmpty();
        assertThat(notCovered("pkg:rpm/redhat/openssl@3.0.7-27.el9"))
                .hasValueSatisfying(notice -> assertThat(notice).contains("any rhel release"));
        assertThat(notCovered("pkg:apk/alpine/busybox@1.35.0-r17?distro=alpine-3.16.2"))
                .hasValueSatisfying(notice -> assertThat(notice).contains("alpine 3.16"));
    }
}
