package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;

/** Typed reads of the SARIF properties the feed uses; a property of the wrong type makes the result unusable. */
final class JsonFields {

    private JsonFields() {
    }

    /** The string at {@code field}, or null when it is absent or null. */
    static String string(JsonNode node, String field, String where) throws UnusableRecordException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new UnusableRecordException(where + field + " is not a string");
        }
        return value.textValue();
    }

    /** The integer at {@code field}, or {@code absent} when it is absent or null. */
    static int integer(JsonNode node, String field, int absent, String where) throws UnusableRecordException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return absent;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new UnusableRecordException(where + field + " is not an integer (" + value + ")");
        }
        return value.intValue();
    }

    /** The object at {@code field}, or null when it is absent or null. */
    static JsonNode object(JsonNode node, String field, String where) throws UnusableRecordException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isObject()) {
            throw new UnusableRecordException(where + field + " is not an object");
        }
        return value;
    }
}
