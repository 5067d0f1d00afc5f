package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CvssVector;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The CVSS vectors of an OSV {@code severity} array (record-level or in {@code affected[]}): for the CVSS types the
 * {@code score} is the vector string, so each becomes a vector with no stated score. Other types (such as
 * {@code Ubuntu}, whose score is a priority word) are not CVSS and are passed over.
 */
final class SeverityVectors {

    private static final Set<String> CVSS_TYPES = Set.of("CVSS_V2", "CVSS_V3", "CVSS_V4");

    private SeverityVectors() {
    }

    static List<CvssVector> of(JsonNode owner, String where) throws UnusableRecordException {
        List<JsonNode> entries = RecordFields.objects(owner, "severity", where);
        List<CvssVector> vectors = new ArrayList<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            String at = where + "[" + i + "]";
            String type = RecordFields.text(entries.get(i), "type", at + ".type");
            String score = RecordFields.text(entries.get(i), "score", at + ".score");
            if (type == null || score == null) {
                throw new UnusableRecordException(at + " has no type or no score");
            }
            if (CVSS_TYPES.contains(type)) {
                vectors.add(new CvssVector(type, score, null));
            }
        }
        return vectors;
    }
}
