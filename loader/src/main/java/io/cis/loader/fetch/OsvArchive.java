package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
 * read as an OSV record with {@code id} and {@code modified} ({@link #fields}); for each record id, its entry and its modification
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
                Fields record = fields(ZipArchives.read(zip, entry, archive), entry.getName(), json);
                newest = record.modified().compareTo(newest) > 0 ? record.modified() : newest;
                records.putIfAbsent(record.id(), new Entry(entry.getName(), instant(record.modified())));
            }
        } catch (IOException e) {
            throw new FetchException(archive + ": " + e.getMessage(), e);
        }
        return new OsvArchive(records, newest);
    }

    /** What a record must have: its {@code id} and its {@code modified} time, as written. */
    record Fields(String id, String modified) {
    }

    /**
     * The content as an OSV record: a JSON object with {@code id} and {@code modified}. It is read as a stream of
     * tokens, every one of them (a syntax error anywhere fails), without building the record: a zip of a few hundred
     * thousand records is checked at the speed of the parser alone.
     */
    static Fields fields(byte[] content, String what, ObjectMapper json) throws FetchException {
        try (JsonParser parser = json.getFactory().createParser(content)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new FetchException(what + ": not an OSV record (no id and modified)");
            }
            String id = null;
            String modified = null;
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                String text = value == JsonToken.VALUE_NULL ? null : value.isStructStart() ? "" : parser.getText();
                if (value.isStructStart()) {
                    parser.skipChildren();
                }
                // as a JSON object reads: the last of a repeated name counts
                if (name.equals("id")) {
                    id = text;
                } else if (name.equals("modified")) {
                    modified = text;
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT) {
                throw new FetchException(what + ": not valid JSON (the record does not end)");
            }
            if (id == null || modified == null) {
                throw new FetchException(what + ": not an OSV record (no id and modified)");
            }
            return new Fields(id, modified);
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
