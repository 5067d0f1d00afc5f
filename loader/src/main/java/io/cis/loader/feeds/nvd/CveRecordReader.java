package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CveFacts;
import io.cis.loader.vulnerabilities.IsoDay;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * CVE JSON 5 records ({@code "dataType": "CVE_RECORD"}, the cvelistV5 layout): one record per file, with the CNA's
 * descriptions and the metrics of the CNA and of every ADP container (CISA's ADP scores many CVEs their CNA did not).
 */
final class CveRecordReader implements CveDocumentReader {

    static final String SOURCE = "cve";
    static final String URL = "https://www.cve.org/CVERecord?id=";
    private static final String PUBLISHED = "PUBLISHED";
    private static final String REJECTED = "REJECTED";

    /** The CVSS objects a metrics entry may hold, newest CVSS version first, and the vector type of each. */
    private static final List<Map.Entry<String, String>> CVSS = List.of(
            Map.entry("cvssV4_0", CvssVectors.V4),
            Map.entry("cvssV3_1", CvssVectors.V3),
            Map.entry("cvssV3_0", CvssVectors.V3),
            Map.entry("cvssV2_0", CvssVectors.V2));

    @Override
    public void read(JsonNode record, Path file, FileRecords out) throws FeedException {
        JsonNode metadata = record.path("cveMetadata");
        IsoDay.of(metadata.path("dateUpdated").asText(null)).ifPresent(out::statedOn);
        String label = metadata.path("cveId").isTextual() ? metadata.path("cveId").asText() : "-";
        try {
            out.report(facts(metadata, record.path("containers"), out));
        } catch (UnusableRecordException e) {
            out.skip(label, e.getMessage());
        }
    }

    private static CveFacts facts(JsonNode metadata, JsonNode containers, FileRecords out) throws UnusableRecordException {
        String id = RecordFields.cveId(metadata, "cveId");
        String state = metadata.path("state").asText("");
        if (state.equals(REJECTED)) {
            throw new UnusableRecordException("rejected (cveMetadata.state REJECTED)");
        }
        if (!state.equals(PUBLISHED)) {
            throw new UnusableRecordException("cveMetadata.state \"" + state + "\" is neither PUBLISHED nor REJECTED");
        }
        JsonNode cna = containers.path("cna");
        // the CNA's vectors first: it is the source of the record, the ADPs add to it
        CvssVectors vectors = new CvssVectors();
        addMetrics(cna.path("metrics"), "containers.cna", vectors);
        int index = 0;
        for (JsonNode adp : containers.path("adp")) {
            addMetrics(adp.path("metrics"), "containers.adp[" + index + "]", vectors);
            index++;
        }
        // The CNA's and every ADP's cpeApplicability: NVD's configuration format, written into the record.
        List<io.cis.engine.cpe.CpeCriterion> criteria = new java.util.ArrayList<>();
        CpeConfigurations own = CpeConfigurations.ofConfigurations(id, cna.path("cpeApplicability"),
                "containers.cna.cpeApplicability");
        criteria.addAll(own.criteria());
        own.problems().forEach(problem -> out.skip(id, problem));
        index = 0;
        for (JsonNode adp : containers.path("adp")) {
            CpeConfigurations added = CpeConfigurations.ofConfigurations(id, adp.path("cpeApplicability"),
                    "containers.adp[" + index++ + "].cpeApplicability");
            added.criteria().stream().filter(c -> !criteria.contains(c)).forEach(criteria::add);
            added.problems().forEach(problem -> out.skip(id, problem));
        }
        return new CveFacts(id, SOURCE, RecordFields.english(cna.path("descriptions")),
                RecordFields.day(metadata, "datePublished"), RecordFields.day(metadata, "dateUpdated"), URL + id,
                vectors.list(), criteria);
    }

    private static void addMetrics(JsonNode metrics, String container, CvssVectors vectors) throws UnusableRecordException {
        for (JsonNode metric : metrics) {
            for (Map.Entry<String, String> cvss : CVSS) {
                if (metric.has(cvss.getKey())) {
                    vectors.add(cvss.getValue(), metric.path(cvss.getKey()), container + ".metrics[]." + cvss.getKey());
                }
            }
        }
    }
}
