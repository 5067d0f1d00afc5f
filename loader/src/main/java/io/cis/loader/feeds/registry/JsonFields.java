package io.cis.loader.feeds.registry;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reading the text fields of registry JSON: a value counts only when it is a non-blank string. */
public final class JsonFields {

    private JsonFields() {
    }

    /** The field's text, stripped; empty when absent, null, not a string or blank. */
    public static Optional<String> text(JsonNode node, String field) {
        return text(node.path(field));
    }

    public static Optional<String> text(JsonNode value) {
        return value.isTextual() && !value.asText().isBlank() ? Optional.of(value.asText().strip()) : Optional.empty();
    }

    /** The non-blank strings of an array field, in order; a single string counts as a list of one. */
    public static List<String> texts(JsonNode value) {
        List<String> texts = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(item -> text(item).ifPresent(texts::add));
        } else {
            text(value).ifPresent(texts::add);
        }
        return texts;
    }
}
