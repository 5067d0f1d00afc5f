package io.cis.loader.feeds.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Typed access to the fields of one catalog line. A field that is absent, {@code null} or {@code ""} is unknown
 * (null); a field of the wrong type, or a date that is not a real {@code YYYY-MM-DD} day, makes the line unusable.
 */
final class LineFields {

    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private final JsonNode line;

    LineFields(JsonNode line) {
        this.line = line;
    }

    String text(String field) throws UnusableRecordException {
        JsonNode value = line.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new UnusableRecordException("\"" + field + "\" must be a string");
        }
        return value.asText().isEmpty() ? null : value.asText();
    }

    String date(String field) throws UnusableRecordException {
        String value = text(field);
        if (value == null) {
            return null;
        }
        try {
            // ISO_LOCAL_DATE resolves strictly, so 2021-02-30 is refused rather than moved to March
            if (DATE.matcher(value).matches()) {
                LocalDate.parse(value, DateTimeFormatter.ISO_LOCAL_DATE);
                return value;
            }
        } catch (DateTimeParseException e) {
            // reported below like any other malformed date
        }
        throw new UnusableRecordException("\"" + field + "\" is not a YYYY-MM-DD date: \"" + value + "\"");
    }

    /** A required array of objects, each read with the same rules; an empty array is none. */
    List<LineFields> objects(String field) throws UnusableRecordException {
        JsonNode value = line.path(field);
        if (value.isMissingNode() || value.isNull()) {
            throw new UnusableRecordException("\"" + field + "\" (an array of objects) is required");
        }
        if (!value.isArray()) {
            throw new UnusableRecordException("\"" + field + "\" must be an array of objects");
        }
        List<LineFields> objects = new ArrayList<>();
        for (JsonNode item : value) {
            if (!item.isObject()) {
                throw new UnusableRecordException("\"" + field + "\" must be an array of objects");
            }
            objects.add(new LineFields(item));
        }
        return objects;
    }

    List<String> texts(String field) throws UnusableRecordException {
        JsonNode value = line.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw new UnusableRecordException("\"" + field + "\" must be an array of strings");
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode item : value) {
            if (!item.isTextual()) {
                throw new UnusableRecordException("\"" + field + "\" must be an array of strings");
            }
            if (!item.asText().isEmpty()) {
                texts.add(item.asText());
            }
        }
        return texts;
    }
}
