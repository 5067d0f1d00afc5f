package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CveFacts;
import io.cis.loader.vulnerabilities.IsoDay;
import java.nio.file.Path;

/**
 * The legacy NVD 1.1 JSON feed ({@code nvdcve-1.1-*.json}): each {@code CVE_Items[]} entry is one record; the feed's
 * {@code CVE_data_timestamp} is the day it is current as of.
 */
final class NvdLegacyFeedReader implements CveDocumentReader {

    /** How the NVD marks a rejected CVE in this format, which has no state field. */
    static final String REJECTED = "** REJECT **";

    @Override
    public void read(JsonNode feed, Path file, FileRecords out) throws FeedException {
        JsonNode items = feed.path("CVE_Items");
        if (!items.isArray()) {
            throw new FeedException(file, "an NVD 1.1 feed whose \"CVE_Items\" is not an array");
        }
        IsoDay.of(feed.path("CVE_data_timestamp").asText(null)).ifPresent(out::statedOn);
        int index = 0;
        for (JsonNode item : items) {
            JsonNode id = item.path("cve").path("CVE_data_meta").path("ID");
            String label = id.isTextual() ? id.asText() : "CVE_Items[" + index + "]";
            index++;
            try {
                out.report(facts(item, out));
            } catch (UnusableRecordException e) {
                out.skip(label, e.getMessage());
            }
        }
    }

    private static CveFacts facts(JsonNode item, FileRecords out) throws UnusableRecordException {
        JsonNode cve = item.path("cve");
        String id = RecordFields.cveId(cve.path("CVE_data_meta"), "ID");
        String summary = RecordFields.english(cve.path("description").path("description_data"));
        if (summary != null && summary.startsWith(REJECTED)) {
            // the same decision as for a REJECTED CVE JSON 5 record: a rejected id names no vulnerability
            throw new UnusableRecordException("rejected (description starts with " + REJECTED + ")");
        }
        // the v3 vector first, as the API reader puts the newer CVSS version first
        CvssVectors vectors = new CvssVectors();
        JsonNode impact = item.path("impact");
        if (impact.has("baseMetricV3")) {
            vectors.add(CvssVectors.V3, impact.path("baseMetricV3").path("cvssV3"), "impact.baseMetricV3.cvssV3");
        }
        if (impact.has("baseMetricV2")) {
            vectors.add(CvssVectors.V2, impact.path("baseMetricV2").path("cvssV2"), "impact.baseMetricV2.cvssV2");
        }
        CpeConfigurations configurations = CpeConfigurations.ofLegacyNodes(id, item.path("configurations").path("nodes"));
        configurations.problems().forEach(problem -> out.skip(id, problem));
        return new CveFacts(id, NvdApiResponseReader.SOURCE, summary, RecordFields.day(item, "publishedDate"),
                RecordFields.day(item, "lastModifiedDate"), NvdApiResponseReader.URL + id, vectors.list(),
                configurations.criteria());
    }
}
