package io.cis.loader.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The url of a merged vulnerability is an advisory's own page, a reference only when no such page exists. */
class AdvisoryPagesTest {

    private static AdvisoryFacts advisory(String source, String id, List<String> aliases, String url) {
        return new AdvisoryFacts(source, id, aliases, "summary", "2022-08-01", null, false, url, List.of(), null, List.of(), List.of(), List.of());
    }

    /** GO-2022-0536 as go-vulndb states it: two CVEs, one GHSA per CVE, and its own page in database_specific.url. */
    private static final AdvisoryFacts GO_2022_0536 = advisory("go-vulndb", "GO-2022-0536",
            List.of("CVE-2019-9512", "CVE-2019-9514", "GHSA-39qc-96h7-956f", "GHSA-hgr8-6h9x-f7q9"),
            "https://pkg.go.dev/vuln/GO-2022-0536");

    @Test
    void aGhsaRecordLinksItsGitHubAdvisoryPageRatherThanTheNvdPageItReferences() {
        AdvisoryFacts ghsa = advisory("github-advisory-database", "GHSA-jfh8-c2jp-5v3q", List.of("CVE-2021-44228"),
                "https://nvd.nist.gov/vuln/detail/CVE-2021-44228");
        assertThat(AdvisoryPages.of("CVE-2021-44228", "CVE-2021-44228", List.of(ghsa), List.of()))
                .isEqualTo("https://github.com/advisories/GHSA-jfh8-c2jp-5v3q");
    }

    @Test
    void aRecordNamingSeveralCvesLinksItsOwnPageNotAGhsaThatMayBeAnotherCves() {
        assertThat(AdvisoryPages.of("CVE-2019-9514", "CVE-2019-9514", List.of(GO_2022_0536), List.of()))
                .isEqualTo("https://pkg.go.dev/vuln/GO-2022-0536");
    }

    @Test
    void aGoRecordWithoutItsPageStatedGetsTheGoVulnerabilityPage() {
        AdvisoryFacts go = advisory("go-vulndb", "GO-2023-2383", List.of("CVE-2023-45285"),
                "https://groups.google.com/g/golang-announce/c/4tU8LZfBFkY");
        assertThat(AdvisoryPages.of("CVE-2023-45285", "CVE-2023-45285", List.of(go), List.of()))
                .isEqualTo("https://pkg.go.dev/vuln/GO-2023-2383");
    }

    @Test
    void aCveWhoseRecordsHaveNoPageOfTheirOwnLinksNvdNeverAMailingList() {
        AdvisoryFacts pysec = advisory("pypa-advisory-database", "PYSEC-2021-59", List.of("CVE-2021-28957"),
                "https://bugs.launchpad.net/lxml/+bug/1888153");
        assertThat(AdvisoryPages.of("CVE-2021-28957", "CVE-2021-28957", List.of(pysec), List.of()))
                .isEqualTo("https://nvd.nist.gov/vuln/detail/CVE-2021-28957");
    }

    @Test
    void aGhsaAliasOfARecordAboutOneCveIsThatCvesAdvisoryPage() {
        AdvisoryFacts pysec = advisory("pypa-advisory-database", "PYSEC-2023-74",
                List.of("CVE-2023-32681", "GHSA-j8r2-6x86-q33q"), "https://github.com/psf/requests/releases/tag/v2.31.0");
        assertThat(AdvisoryPages.of("CVE-2023-32681", "CVE-2023-32681", List.of(pysec), List.of()))
                .isEqualTo("https://github.com/advisories/GHSA-j8r2-6x86-q33q");
    }

    @Test
    void aRecordOfADatabaseWithoutPagesOfItsOwnLinksItsOsvPageNotItsReference() {
        AdvisoryFacts pysec = advisory("pypa-advisory-database", "PYSEC-2023-1", List.of(),
                "https://github.com/Adyen/adyen-python-api-library/releases/tag/v7.1.0");
        assertThat(AdvisoryPages.of("PYSEC-2023-1", "", List.of(pysec), List.of()))
                .isEqualTo("https://osv.dev/vulnerability/PYSEC-2023-1");
    }
}
