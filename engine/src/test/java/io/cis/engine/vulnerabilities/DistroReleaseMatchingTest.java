package io.cis.engine.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.distro.DistroQuery;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.version.VersionSchemes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Statements of a distribution hold for their own release only; a purl's distro qualifier picks the release. */
class DistroReleaseMatchingTest {

    private static final AffectedRecord OPENSSL = new AffectedRecord(List.of(
            entry("CVE-2024-0001", "1.2.3-1+deb12u1", "debian:12"),
            entry("CVE-2024-0001", "1.2.3-0+deb11u1", "debian:11"),
            entry("CVE-2024-0002", "1.2.4-1", "debian:13")));

    private static AffectedEntry entry(String id, String fixed, String distro) {
        return new AffectedEntry(id, List.of(new VersionRange(VersionRange.ECOSYSTEM, List.of(
                new VersionEvent(VersionEvent.INTRODUCED, "0"), new VersionEvent(VersionEvent.FIXED, fixed)))),
                List.of(), distro);
    }

    private static List<String> affecting(String purl) throws Exception {
        ParsedPurl parsed = PurlParser.parse(purl);
        PreparedAdvisories prepared = PreparedAdvisories.of(OPENSSL, VersionSchemes.DEBIAN);
        return prepared.affectingIndexes(parsed.version(), DistroQuery.of(parsed)::applies).stream()
                .mapToObj(i -> prepared.vulnerabilities().get(i)).toList();
    }

    @Test
    void aPackageBelowTheDebNuNFixOfItsReleaseIsAffected() throws Exception {
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1?distro=debian-12")).containsExactly("CVE-2024-0001");
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1%2Bdeb12u1?distro=debian-12.5")).isEmpty();
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1?distro=bookworm")).containsExactly("CVE-2024-0001");
    }

    @Test
    void theSameVersionUnderAnotherReleaseIsAnsweredForThatRelease() throws Exception {
        // 1.2.3-1 is above Debian 11's fix and below Debian 13's.
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1?distro=debian-11")).isEmpty();
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1?distro=debian-13")).containsExactly("CVE-2024-0002");
    }

    @Test
    void withoutAReleaseEveryReleaseIsCheckedAndTheAnswerSaysSo() throws Exception {
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1")).containsExactlyInAnyOrder("CVE-2024-0001",
                "CVE-2024-0002");
        assertThat(DistroQuery.of(PurlParser.parse("pkg:deb/debian/openssl@1.2.3-1")).notice())
                .contains("no distro qualifier", "every debian release");
        assertThat(DistroQuery.of(PurlParser.parse("pkg:deb/debian/openssl@1.2.3-1?distro=debian-12")).notice())
                .isEmpty();
        assertThat(DistroQuery.of(PurlParser.parse("pkg:deb/debian/openssl@1.2.3-1?distro=sid")).notice())
                .contains("'sid'");
        // A release of another distribution than the namespace's is not applied (it would match nothing).
        assertThat(affecting("pkg:deb/debian/openssl@1.2.3-1?distro=ubuntu-22.04")).hasSize(2);
        assertThat(DistroQuery.of(PurlParser.parse("pkg:deb/debian/openssl@1.2.3-1?distro=ubuntu-22.04")).notice())
                .contains("'ubuntu-22.04' is not a release of debian");
    }
}
