package io.cis.loader.feeds.osadl;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * Writes an obligation tree as compact JSON with its keys sorted at every level (as OSLOC2JSON writes its files), so
 * the same obligations always give the same text, whether they were read from a JSON file or built from OSLOC text.
 */
final class ObligationJson {

    private final ObjectMapper sorted = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    /** The tree (nested maps, or a JSON file's node) as canonical JSON text. */
    String of(Object tree) {
        try {
            // a JSON file's objects arrive as tree nodes, whose fields keep file order; as maps they are sorted
            return sorted.writeValueAsString(sorted.convertValue(tree, Object.class));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException("obligation tree cannot be written as JSON", e);
        }
    }
}
