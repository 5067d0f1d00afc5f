package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.List;

/**
 * Typed reads of the OSV fields the feed uses. An absent or {@code null} field is unknown; a field of the wrong type
 * makes the record unusable, with a reason that names where it is ({@code affected[1].versions}), so that nothing is
 * dropped silently.
 */
final class RecordFields {

    private RecordFields() {
    }

    /** The string at {@code field}, or null when absent. */
    static String text(JsonNode object, String field, String where) throws UnusableRecordException {
        JsonNode value = object.path(field);
        if (absent(value)) {
            return null;
        }
        if (!value.isTextual()) {
            throw new UnusableRecordException(where + " is not a string");
        }
        return value.asText();
    }

    /** The strings of the array at {@code field}, in order; empty when absent. */
    static List<String> texts(JsonNode object, String field, String where) throws UnusableRecordException {
        JsonNode array = array(object, field, where);
        List<String> texts = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            JsonNode value = array.get(i);
            if (!value.isTextual()) {
                throw new UnusableRecordException(where + "[" + i + "] is not a string");
            }
            texts.add(value.asText());
        }
        return texts;
    }

    /** The objects of the array at {@code field}, in order; empty when absent. */
    static List<JsonNode> objects(JsonNode object, String field, String where) throws UnusableRecordException {
        JsonNode array = array(object, field, where);
        List<JsonNode> objects = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            if (!array.get(i).isObject()) {
                throw new UnusableRecordException(where + "[" + i + "] is not an object");
            }
            objects.add(array.get(i));
        }
        return objects;
    }

    /**
     * {@code database_specific.severity} as a string, else null. {@code database_specific} is free-form in the OSV
     * schema, so any other shape there is the database's own business, not an error.
     */
    static String databaseSeverity(JsonNode object) {
        JsonNode severity = object.path("database_specific").path("severity");
        return severity.isTextual() && !severity.asText().isBlank() ? severity.asText() : null;
    }

    /** {@code database_specific.url} as a string, else null: free-form too, so another shape is no error. */
    static String databaseUrl(JsonNode object) {
        JsonNode url = object.path("database_specific").path("url");
        return url.isTextual() && !url.asText().isBlank() ? url.asText() : null;
    }

    static boolean absent(JsonNode value) {
        return value.isMissingNode() || value.isNull();
    }

    private static JsonNode array(JsonNode object, String field, String where) throws UnusableRecordException {
        JsonNode value = object.path(field);
        if (absent(value)) {
            return JsonNodeFactory.instance.arrayNode();
        }
        if (!value.isArray()) {
            throw new UnusableRecordException(where + " is not an array");
        }
        return value;
    }
}
