package io.cis.loader.feeds.registry;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
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

    /** The field's text, as {@link #text(JsonNode, String)}; without one the document is unusable, for {@code reason}. */
    public static String required(JsonNode node, String field, String reason) throws UnusableRecordException {
        return text(node, field).orElseThrow(() -> new UnusableRecordException(reason));
    }

    /** The texts of those of the fields that have one, in the order named. */
    public static List<String> present(JsonNode node, String... fields) {
        List<String> texts = new ArrayList<>();
        for (String field : fields) {
            text(node, field).ifPresent(texts::add);
        }
        return texts;
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
