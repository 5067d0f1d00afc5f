package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CvssVector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The CVSS vectors of one record, in the order they are added, each vector of a type once: the first statement of it
 * is kept, so a reader adds the source it trusts most first.
 */
final class CvssVectors {

    static final String V2 = "CVSS_V2";
    static final String V3 = "CVSS_V3";
    static final String V4 = "CVSS_V4";
    private static final double MAX_SCORE = 10.0;

    private final Map<String, CvssVector> byVector = new LinkedHashMap<>();

    /**
     * Adds the {@code vectorString} and {@code baseScore} of a CVSS object (a {@code cvssData}, {@code cvssV3},
     * {@code cvssV3_1}, …), the vector as written: NVD writes v2 vectors without a {@code CVSS:2.0/} prefix.
     *
     * @param where names the object in the reason when it cannot be used
     */
    void add(String type, JsonNode cvss, String where) throws UnusableRecordException {
        if (!cvss.isObject()) {
            throw new UnusableRecordException(where + " is not an object");
        }
        JsonNode vector = cvss.path("vectorString");
        if (!vector.isTextual() || vector.asText().isBlank()) {
            throw new UnusableRecordException(where + " has no vectorString");
        }
        byVector.putIfAbsent(type + " " + vector.asText(), new CvssVector(type, vector.asText(), baseScore(cvss, where)));
    }

    List<CvssVector> list() {
        return new ArrayList<>(byVector.values());
    }

    private static Double baseScore(JsonNode cvss, String where) throws UnusableRecordException {
        JsonNode score = cvss.path("baseScore");
        if (score.isMissingNode() || score.isNull()) {
            return null;
        }
        if (!score.isNumber() || score.asDouble() < 0 || score.asDouble() > MAX_SCORE) {
            throw new UnusableRecordException(where + " baseScore " + score + " is not a number from 0 to 10");
        }
        return score.asDouble();
    }
}
