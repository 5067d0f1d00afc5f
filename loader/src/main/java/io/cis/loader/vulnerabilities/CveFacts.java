package io.cis.loader.vulnerabilities;

import io.cis.engine.cpe.CpeCriterion;
import java.util.List;

/**
 * What an NVD or CVE JSON 5 record says about one CVE: used to complete advisories that lack these fields.
 *
 * @param cve       the CVE id
 * @param source    the feed's name (e.g. {@code nvd}, {@code cve})
 * @param summary   the English description, or null
 * @param published {@code YYYY-MM-DD}, or null
 * @param modified  {@code YYYY-MM-DD}, or null
 * @param url       a link to the CVE's page at the source, or null
 * @param cvss      every CVSS vector the record carries, with the score it states
 * @param cpeCriteria the criteria of its configurations naming vulnerable software (NVD's, or CVE 5's
 *                  {@code cpeApplicability}); empty when it has none
 */
public record CveFacts(String cve, String source, String summary, String published, String modified, String url,
                       List<CvssVector> cvss, List<CpeCriterion> cpeCriteria) {

    public CveFacts {
        cvss = List.copyOf(cvss);
        cpeCriteria = cpeCriteria == null ? List.of() : List.copyOf(cpeCriteria);
    }

    /** The facts without their criteria, which the merge keeps apart (on disk past the memory budget). */
    public CveFacts withoutCriteria() {
        return cpeCriteria.isEmpty() ? this : new CveFacts(cve, source, summary, published, modified, url, cvss, List.of());
    }
}
