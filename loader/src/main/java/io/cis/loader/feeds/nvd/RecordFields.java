package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.CveId;
import io.cis.loader.vulnerabilities.IsoDay;
import java.util.Locale;

/** The fields every CVE record format has in some place: its id, its dates and its descriptions by language. */
final class RecordFields {

    private RecordFields() {
    }

    /** The CVE id in {@code field} of {@code node}. */
    static String cveId(JsonNode node, String field) throws UnusableRecordException {
        JsonNode id = node.path(field);
        if (!id.isTextual() || id.asText().isBlank()) {
            throw new UnusableRecordException("no " + field);
        }
        if (!CveId.isValid(id.asText())) {
            throw new UnusableRecordException(field + " \"" + id.asText() + "\" is not a CVE id");
        }
        return id.asText();
    }

    /**
     * The {@code YYYY-MM-DD} day of the timestamp in {@code field}, or null when the record has none; a value that is
     * not a date makes the record unusable, since its other fields are then in doubt too.
     */
    static String day(JsonNode node, String field) throws UnusableRecordException {
        JsonNode value = node.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new UnusableRecordException(field + " is not a timestamp");
        }
        return IsoDay.of(value.asText())
                .orElseThrow(() -> new UnusableRecordException(field + " \"" + value.asText() + "\" is not a date"));
    }

    /**
     * The English {@code value} of a {@code [{lang, value}]} array: {@code lang} {@code en}, else the first
     * {@code en-*} (CVE JSON 5 allows {@code en-US}); null when there is no English text.
     */
    static String english(JsonNode descriptions) {
        String regional = null;
        for (JsonNode description : descriptions) {
            String lang = description.path("lang").asText("").toLowerCase(Locale.ROOT);
            String value = description.path("value").asText("").strip();
            if (value.isEmpty()) {
                continue;
            }
            if (lang.equals("en")) {
                return value;
            }
            if (regional == null && lang.startsWith("en-")) {
                regional = value;
            }
        }
        return regional;
    }
}
