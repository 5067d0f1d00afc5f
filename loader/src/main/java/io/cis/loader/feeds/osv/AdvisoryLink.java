package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.List;

/**
 * The advisory's own link: the database's own page for the record ({@code database_specific.url}, which go-vulndb
 * gives as {@code https://pkg.go.dev/vuln/GO-...}), else, among its {@code references}, an {@code ADVISORY} reference
 * whose address names the record's own id ({@code https://github.com/advisories/GHSA-86g5-2wh3-gc9j} for that GHSA),
 * else the first {@code ADVISORY} reference, else the first {@code WEB} one, else null. The merge tells the first two
 * (pages of the record itself) from the others, which are only references.
 *
 * <p>Only a link naming the record's own id is preferred: GitHub's log4j record GHSA-jfh8-c2jp-5v3q lists
 * {@code https://github.com/advisories/GHSA-7rjr-3q55-vv33} as an {@code ADVISORY}, which is another advisory.
 */
final class AdvisoryLink {

    private AdvisoryLink() {
    }

    static String of(String id, String databaseUrl, List<JsonNode> references) throws UnusableRecordException {
        if (databaseUrl != null && !databaseUrl.isBlank()) {
            return databaseUrl.strip();
        }
        String firstAdvisory = null;
        String firstWeb = null;
        for (int i = 0; i < references.size(); i++) {
            String where = "references[" + i + "]";
            String type = RecordFields.text(references.get(i), "type", where + ".type");
            String url = RecordFields.text(references.get(i), "url", where + ".url");
            if (url == null || url.isBlank()) {
                continue;
            }
            if ("ADVISORY".equals(type)) {
                if (namesId(url, id)) {
                    return url;
                }
                firstAdvisory = firstAdvisory == null ? url : firstAdvisory;
            } else if ("WEB".equals(type) && firstWeb == null) {
                firstWeb = url;
            }
        }
        return firstAdvisory != null ? firstAdvisory : firstWeb;
    }

    /** Whether one segment of the address's path, query or fragment is the id itself. */
    private static boolean namesId(String url, String id) {
        for (String segment : url.split("[/?#=&]")) {
            if (segment.equals(id)) {
                return true;
            }
        }
        return false;
    }
}
