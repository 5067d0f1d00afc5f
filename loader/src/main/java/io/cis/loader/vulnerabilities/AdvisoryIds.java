package io.cis.loader.vulnerabilities;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ids an advisory is known by and the CVEs it describes. A record's CVEs are the CVE ids among its id and
 * aliases; a Linux distribution's record (Ubuntu's {@code UBUNTU-CVE-*} and {@code USN-*}, AlmaLinux {@code ALSA-*},
 * Rocky {@code RLSA-*}, SUSE, Mageia, Debian {@code DSA/DLA}, Chainguard/Wolfi) names the CVEs it fixes in
 * {@code upstream} or {@code related} instead, or only through a distribution-prefixed id ({@code UBUNTU-CVE-2023-0361}
 * is CVE-2023-0361), and those count too: left out, the same CVE was listed twice for one package (once under the
 * distribution's id) and a look-up by the CVE missed the distribution's packages. {@code related} of any other record
 * names records that are not the same vulnerability, and is not read.
 */
final class AdvisoryIds {

    private static final Pattern CVE = Pattern.compile("CVE-\\d{4}-\\d{4,}");
    /** A distribution's id for one CVE: {@code UBUNTU-CVE-2023-0361}, {@code DEBIAN-CVE-2024-1234}. */
    private static final Pattern PREFIXED_CVE = Pattern.compile("[A-Z][A-Z0-9]*-(CVE-\\d{4}-\\d{4,})");

    private AdvisoryIds() {
    }

    static boolean isCve(String id) {
        return CVE.matcher(id).matches();
    }

    /** The record's own id, then its aliases. */
    static List<String> idsOf(AdvisoryFacts advisory) {
        List<String> ids = new ArrayList<>(1 + advisory.aliases().size());
        ids.add(advisory.id());
        ids.addAll(advisory.aliases());
        return ids;
    }

    /** The CVEs the advisory describes, each once, sorted. */
    static List<String> cvesOf(AdvisoryFacts advisory) {
        List<String> cves = new ArrayList<>();
        idsOf(advisory).stream().filter(AdvisoryIds::isCve).forEach(cves::add);
        if (OsvDistributions.isDistributionRecord(advisory)) {
            List<String> named = new ArrayList<>(idsOf(advisory));
            named.addAll(advisory.upstream());
            named.addAll(advisory.related());
            for (String id : named) {
                cveOf(id).ifPresent(cves::add);
            }
        }
        return cves.stream().distinct().sorted().toList();
    }

    /** The CVE an id is, or stands for with a distribution's prefix. */
    private static java.util.Optional<String> cveOf(String id) {
        if (isCve(id)) {
            return java.util.Optional.of(id);
        }
        Matcher prefixed = PREFIXED_CVE.matcher(id);
        return prefixed.matches() ? java.util.Optional.of(prefixed.group(1)) : java.util.Optional.empty();
    }
}
