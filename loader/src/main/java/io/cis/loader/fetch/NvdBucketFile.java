package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * One file of the fetched NVD folder: the CVEs of one thousand ids ({@link CveBuckets}) as one NVD CVE API 2.0
 * response, which is what the build reads ({@code "format": "NVD_CVE"}, {@code vulnerabilities[].cve}). Records are
 * in id order; the response's {@code timestamp} is NVD's time of the newest answer that changed the file.
 */
final class NvdBucketFile {

    private NvdBucketFile() {
    }

    /** The records of a file written before, by CVE id. */
    static Map<String, String> read(Path file, ObjectMapper json) throws IOException, FetchException {
        Map<String, String> records = new TreeMap<>(CveBuckets.ID_ORDER);
        try {
            NvdPage.read(file, 0, json, records::put);
        } catch (FetchException e) {
            throw new FetchException(file + ": the kept copy is not complete (" + e.getMessage() + ")", e);
        }
        return records;
    }

    /** Writes {@code records} (compact {@code vulnerabilities[]} elements by CVE id) as one response. */
    static void write(Path file, Map<String, String> records, String timestamp, String version, ObjectMapper json)
            throws IOException {
        Map<String, String> ordered = new TreeMap<>(CveBuckets.ID_ORDER);
        ordered.putAll(records);
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file);
             JsonGenerator generator = json.getFactory().createGenerator(out)) {
            generator.writeStartObject();
            generator.writeNumberField("resultsPerPage", ordered.size());
            generator.writeNumberField("startIndex", 0);
            generator.writeNumberField("totalResults", ordered.size());
            generator.writeStringField("format", "NVD_CVE");
            generator.writeStringField("version", version.isEmpty() ? "2.0" : version);
            generator.writeStringField("timestamp", timestamp);
            generator.writeArrayFieldStart("vulnerabilities");
            for (String record : ordered.values()) {
                generator.writeRawValue(record);
            }
            generator.writeEndArray();
            generator.writeEndObject();
        }
    }
}
