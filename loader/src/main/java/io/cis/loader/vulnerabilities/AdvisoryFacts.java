package io.cis.loader.vulnerabilities;

import java.util.List;

/**
 * One OSV record as a feed states it.
 *
 * @param source           the feed's name for the response's {@code source} (e.g. {@code github-advisory-database})
 * @param id               the record id ({@code GHSA-...}, {@code PYSEC-...}, {@code GO-...}, {@code BIT-...})
 * @param aliases          {@code aliases} (CVE ids among them)
 * @param summary          {@code summary}, else the first line of {@code details}, else null
 * @param published        {@code YYYY-MM-DD} of {@code published}, or null
 * @param modified         {@code YYYY-MM-DD} of {@code modified}, or null
 * @param withdrawn        whether {@code withdrawn} is set (the merge drops withdrawn records)
 * @param url              the advisory's own link: {@code database_specific.url}, else the {@code ADVISORY} reference
 *                         naming the id, else the first {@code ADVISORY} one, else the first {@code WEB} one, else null
 * @param severity         record-level {@code severity} vectors
 * @param databaseSeverity record-level {@code database_specific.severity} when present, else null
 * @param affected         every {@code affected[]} entry
 * @param upstream         {@code upstream}: the ids of the records this one is derived from (a distribution's
 *                         record names the CVE it fixes here, or in {@code related})
 * @param related          {@code related}: ids of records that are related but not the same (the merge reads them
 *                         only for distribution records, which name the CVEs they fix there)
 */
public record AdvisoryFacts(
        String source,
        String id,
        List<String> aliases,
        String summary,
        String published,
        String modified,
        boolean withdrawn,
        String url,
        List<CvssVector> severity,
        String databaseSeverity,
        List<AffectedPackage> affected,
        List<String> upstream,
        List<String> related) {

    public AdvisoryFacts {
        aliases = List.copyOf(aliases);
        severity = List.copyOf(severity);
        affected = List.copyOf(affected);
        upstream = upstream == null ? List.of() : List.copyOf(upstream);
        related = related == null ? List.of() : List.copyOf(related);
    }
}
