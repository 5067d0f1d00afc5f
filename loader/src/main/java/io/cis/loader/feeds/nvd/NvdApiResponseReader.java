package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CveFacts;
import io.cis.loader.vulnerabilities.IsoDay;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * NVD CVE API 2.0 responses ({@code "format": "NVD_CVE"}): each {@code vulnerabilities[].cve} is one record; the
 * response's {@code timestamp} is the day it is current as of.
 */
final class NvdApiResponseReader implements CveDocumentReader {

    static final String SOURCE = "nvd";
    static final String URL = "https://nvd.nist.gov/vuln/detail/";
    private static final String PRIMARY = "Primary";

    /** The metric arrays, newest CVSS version first, and the vector type each holds. */
    private static final List<Map.Entry<String, String>> METRICS = List.of(
            Map.entry("cvssMetricV40", CvssVectors.V4),
            Map.entry("cvssMetricV31", CvssVectors.V3),
            Map.entry("cvssMetricV30", CvssVectors.V3),
            Map.entry("cvssMetricV2", CvssVectors.V2));

    @Override
    public void read(JsonNode response, Path file, FileRecords out) throws FeedException {
        JsonNode vulnerabilities = response.path("vulnerabilities");
        if (!vulnerabilities.isArray()) {
            throw new FeedException(file, "an NVD API response without a \"vulnerabilities\" array");
        }
        IsoDay.of(response.path("timestamp").asText(null)).ifPresent(out::statedOn);
        int index = 0;
        for (JsonNode vulnerability : vulnerabilities) {
            JsonNode cve = vulnerability.path("cve");
            String label = cve.path("id").isTextual() ? cve.path("id").asText() : "vulnerabilities[" + index + "]";
            index++;
            try {
                out.report(facts(cve, out));
            } catch (UnusableRecordException e) {
                out.skip(label, e.getMessage());
            }
        }
    }

    private static CveFacts facts(JsonNode cve, FileRecords out) throws UnusableRecordException {
        if (!cve.isObject()) {
            throw new UnusableRecordException("no \"cve\" object");
        }
        String id = RecordFields.cveId(cve, "id");
        if ("Rejected".equals(cve.path("vulnStatus").asText())) {
            throw new UnusableRecordException("rejected (vulnStatus \"Rejected\")");
        }
        CpeConfigurations configurations = CpeConfigurations.ofConfigurations(id, cve.path("configurations"),
                "configurations");
        CveFacts facts = new CveFacts(id, SOURCE, RecordFields.english(cve.path("descriptions")),
                RecordFields.day(cve, "published"), RecordFields.day(cve, "lastModified"), URL + id,
                vectors(cve.path("metrics")).list(), configurations.criteria());
        configurations.problems().forEach(problem -> out.skip(id, problem));
        return facts;
    }

    /**
     * Every vector of every metric array. Within an array the Primary source (the NVD's own assessment, or the CNA's
     * when it is the one scoring) comes first, so its score stands for a vector a Secondary source repeats; a vector
     * only a Secondary source states is kept too.
     */
    private static CvssVectors vectors(JsonNode metrics) throws UnusableRecordException {
        CvssVectors vectors = new CvssVectors();
        for (Map.Entry<String, String> metric : METRICS) {
            JsonNode entries = metrics.path(metric.getKey());
            if (entries.isMissingNode()) {
                continue;
            }
            if (!entries.isArray()) {
                throw new UnusableRecordException("metrics." + metric.getKey() + " is not an array");
            }
            List<JsonNode> primaryFirst = new ArrayList<>();
            List<JsonNode> others = new ArrayList<>();
            for (JsonNode entry : entries) {
                (PRIMARY.equals(entry.path("type").asText()) ? primaryFirst : others).add(entry);
            }
            primaryFirst.addAll(others);
            for (JsonNode entry : primaryFirst) {
                vectors.add(metric.getValue(), entry.path("cvssData"), "metrics." + metric.getKey() + "[].cvssData");
            }
        }
        return vectors;
    }
}
