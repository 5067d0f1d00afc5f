package io.cis.loader.vulnerabilities;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The {@code url} of a vulnerability: the page of an advisory about it, never a mere reference while such a page
 * exists. In order: the GitHub advisory page of a GHSA id of its records (the record's own id, or an alias of a record
 * about this one CVE only, since a record naming several CVEs may alias one GHSA per CVE); a page the source gives
 * for its own record ({@code database_specific.url}, or an advisory reference naming the record's id), except a
 * Linux distribution's notice for a CVE (the page of its update, not of the flaw); the Go
 * vulnerability page of a GO record; NVD's page of its CVE; the GHSA page when it is named by a GHSA id; else the
 * OSV database's page of its first record (PyPA and Bitnami publish no page of their own); and only without any
 * record, the first reference an NVD/CVE record gives.
 */
final class AdvisoryPages {

    static final String GITHUB_ADVISORY = "https://github.com/advisories/";
    static final String GO_VULNERABILITY = "https://pkg.go.dev/vuln/";
    static final String NVD_CVE = "https://nvd.nist.gov/vuln/detail/";
    static final String OSV_RECORD = "https://osv.dev/vulnerability/";

    private static final Pattern CVE = Pattern.compile("CVE-\\d{4}-\\d{4,}");

    private AdvisoryPages() {
    }

    /** The url of vulnerability {@code id} ({@code cve} when it has one, else "") from the records merged into it. */
    static String of(String id, String cve, List<AdvisoryFacts> advisories, List<CveFacts> cveFacts) {
        Optional<String> ghsa = advisories.stream()
                .flatMap(a -> cveCount(a) <= 1 ? idsOf(a).stream() : List.of(a.id()).stream())
                .filter(i -> i.startsWith("GHSA-")).sorted().findFirst();
        if (ghsa.isPresent()) {
            return GITHUB_ADVISORY + ghsa.get();
        }
        for (AdvisoryFacts advisory : advisories) {
            // A distribution's notice is the page of its update; a CVE's own page is NVD's.
            boolean distributionNotice = !cve.isEmpty() && OsvDistributions.isDistributionRecord(advisory);
            if (advisory.url() != null && !distributionNotice && namesId(advisory.url(), advisory.id())) {
                return advisory.url();
            }
        }
        for (AdvisoryFacts advisory : advisories) {
            if (advisory.id().startsWith("GO-")) {
                return GO_VULNERABILITY + advisory.id();
            }
        }
        if (!cve.isEmpty()) {
            return NVD_CVE + cve;
        }
        if (id.startsWith("GHSA-")) {
            return GITHUB_ADVISORY + id;
        }
        if (!advisories.isEmpty()) {
            return OSV_RECORD + advisories.get(0).id();
        }
        return cveFacts.stream().map(CveFacts::url).filter(u -> u != null && !u.isBlank()).findFirst().orElse("");
    }

    /** Whether one segment of the address's path, query or fragment is the id itself. */
    static boolean namesId(String url, String id) {
        for (String segment : url.split("[/?#=&]")) {
            if (segment.equals(id)) {
                return true;
            }
        }
        return false;
    }

    private static long cveCount(AdvisoryFacts advisory) {
        return idsOf(advisory).stream().filter(i -> CVE.matcher(i).matches()).distinct().count();
    }

    private static List<String> idsOf(AdvisoryFacts advisory) {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(advisory.id()), advisory.aliases().stream())
                .toList();
    }
}
