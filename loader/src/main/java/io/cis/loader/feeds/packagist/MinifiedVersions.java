package io.cis.loader.feeds.packagist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Composer's minified version list ({@code "minified": "composer/2.0"}): the first entry is whole; each later entry
 * holds only the fields that differ from the entry before it, and {@code "__unset"} removes a field. Expanding
 * replays that, as Composer's {@code MetadataMinifier::expand} does.
 */
final class MinifiedVersions {

    static final String FORMAT = "composer/2.0";
    private static final String UNSET = "__unset";

    private MinifiedVersions() {
    }

    /** Every entry whole; entries that are not objects are passed through for the caller to skip. */
    static List<JsonNode> expand(JsonNode versions) {
        List<JsonNode> expanded = new ArrayList<>();
        ObjectNode current = JsonNodeFactory.instance.objectNode();
        for (JsonNode entry : versions) {
            if (!entry.isObject()) {
                expanded.add(entry);
                continue;
            }
            ObjectNode next = current.deepCopy();
            for (Iterator<Map.Entry<String, JsonNode>> it = entry.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                if (field.getValue().isTextual() && field.getValue().asText().equals(UNSET)) {
                    next.remove(field.getKey());
                } else {
                    next.set(field.getKey(), field.getValue());
                }
            }
            expanded.add(next);
            current = next;
        }
        return expanded;
    }
}
