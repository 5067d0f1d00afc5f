package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * What an OSV ecosystem's {@code all.zip} holds, read whole: every entry read to its end against its CRC-32 and
 * parsed as an OSV record with {@code id} and {@code modified}; for each record id, its entry and its modification
 * time, which an incremental update compares with the export's {@code modified_id.csv}.
 */
record OsvArchive(Map<String, Entry> records, String newest) {

    /** Where a record lies in the archive and when it was last modified (empty when its timestamp is no instant). */
    record Entry(String name, Optional<Instant> modified) {
    }

    OsvArchive {
        records = Collections.unmodifiableMap(records);
    }

    /** The newest {@code modified} day of any record, the OSV source's data date. */
    String newestDay() {
        return newest.length() >= 10 ? newest.substring(0, 10) : newest;
    }

    static OsvArchive read(Path file, ObjectMapper json) throws FetchException {
        String archive = file.getFileName().toString();
        Map<String, Entry> records = new HashMap<>();
        String newest = "";
        try (ZipFile zip = ZipArchives.open(file)) {
            for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                if (entry.isDirectory()) {
                    continue;
                }
                JsonNode record = record(ZipArchives.read(zip, entry, archive), entry.getName(), json);
                String modified = record.get("modified").asText();
                newest = modified.compareTo(newest) > 0 ? modified : newest;
                records.putIfAbsent(record.get("id").asText(), new Entry(entry.getName(), instant(modified)));
            }
        } catch (IOException e) {
            throw new FetchException(archive + ": " + e.getMessage(), e);
        }
        return new OsvArchive(records, newest);
    }

    /** The content as an OSV record: a JSON object with {@code id} and {@code modified}. */
    static JsonNode record(byte[] content, String what, ObjectMapper json) throws FetchException {
        try {
            JsonNode record = json.readTree(content);
            if (record == null || !record.isObject() || !record.hasNonNull("id") || !record.hasNonNull("modified")) {
                throw new FetchException(what + ": not an OSV record (no id and modified)");
            }
            return record;
        } catch (JacksonException e) {
            throw new FetchException(what + ": not valid JSON (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new FetchException(what + ": " + e.getMessage());
        }
    }

    /** An RFC 3339 timestamp as an instant; empty when it is none. */
    static Optional<Instant> instant(String timestamp) {
        try {
            return Optional.of(OffsetDateTime.parse(timestamp).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
