package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.AdvisoryFacts;

/** Turns one parsed OSV record into the advisory facts it states, or says why it cannot be used. */
final class OsvRecordTranslator {

    /**
     * @param record the parsed document
     * @param source the source it is reported under ({@code github-advisory-database}, …)
     * @throws UnusableRecordException when the document is not an OSV record or a field it needs is unusable
     */
    AdvisoryFacts translate(JsonNode record, String source) throws UnusableRecordException {
        if (!record.isObject()) {
            throw new UnusableRecordException("not an OSV record (the document is not an object)");
        }
        if (RecordFields.absent(record.path("id")) && RecordFields.absent(record.path("affected"))
                && RecordFields.absent(record.path("modified"))) {
            throw new UnusableRecordException("not an OSV record (no id, affected or modified); file ignored");
        }
        String id = RecordFields.text(record, "id", "id");
        if (id == null || id.isBlank()) {
            throw new UnusableRecordException("record without id");
        }
        return new AdvisoryFacts(
                source,
                id,
                RecordFields.texts(record, "aliases", "aliases"),
                AdvisorySummary.of(RecordFields.text(record, "summary", "summary"), RecordFields.text(record, "details", "details")),
                OsvTimestamps.day(RecordFields.text(record, "published", "published"), "published"),
                OsvTimestamps.day(RecordFields.text(record, "modified", "modified"), "modified"),
                !RecordFields.absent(record.path("withdrawn")),
                AdvisoryLink.of(id, RecordFields.databaseUrl(record), RecordFields.objects(record, "references", "references")),
                SeverityVectors.of(record, "severity"),
                RecordFields.databaseSeverity(record),
                AffectedEntries.of(record),
                RecordFields.texts(record, "upstream", "upstream"),
                RecordFields.texts(record, "related", "related"));
    }

    /** The record's id for a skip note, or {@code -} when it has none. */
    static String idOf(JsonNode record) {
        JsonNode id = record.path("id");
        return id.isTextual() && !id.asText().isBlank() ? id.asText() : "-";
    }
}
