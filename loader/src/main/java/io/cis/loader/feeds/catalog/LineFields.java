package io.cis.loader.feeds.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.time.LocalDate;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.List;

/**
 * Typed access to the fields of one catalog line. A field that is absent, {@code null} or {@code ""} is unknown
 * (null); a field of the wrong type, or a date that is not a real {@code YYYY-MM-DD} day, makes the line unusable.
 */
final class LineFields {

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
        // LocalDate.of checks the day strictly, so 2021-02-30 is refused rather than moved to March; read by hand,
        // since a formatter's parse costs as much as the rest of a catalog line and a line can carry four dates
        if (isDateShaped(value)) {
            try {
                LocalDate.of(digits(value, 0, 4), digits(value, 5, 7), digits(value, 8, 10));
                return value;
            } catch (DateTimeException e) {
                // reported below like any other malformed date
            }
        }
        throw new UnusableRecordException("\"" + field + "\" is not a YYYY-MM-DD date: \"" + value + "\"");
    }

    /** Four ASCII digits, a hyphen, two digits, a hyphen, two digits. */
    private static boolean isDateShaped(String value) {
        if (value.length() != 10 || value.charAt(4) != '-' || value.charAt(7) != '-') {
            return false;
        }
        for (int i = 0; i < 10; i++) {
            char c = value.charAt(i);
            if (i != 4 && i != 7 && (c < '0' || c > '9')) {
                return false;
            }
        }
        return true;
    }

    private static int digits(String value, int from, int to) {
        int number = 0;
        for (int i = from; i < to; i++) {
            number = number * 10 + (value.charAt(i) - '0');
        }
        return number;
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
