package io.cis.loader.feeds.crypto;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads one dataset YAML file into a tree whose scalars are all text exactly as written. YAML would read an unquoted
 * {@code 0x5a827999} keyword as a number and print it back as {@code 1518500249}; nothing in the dataset is a number,
 * so every scalar is kept as its source text, and only YAML's null is null. The dataset uses no anchors.
 */
final class TextYaml {

    private final YAMLFactory factory = new YAMLFactory();
    private final JsonNodeFactory nodes = JsonNodeFactory.instance;

    /**
     * The document, or a null node for an empty file.
     *
     * @throws IOException when the file cannot be read or is not YAML (one document, without aliases)
     */
    JsonNode read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file); YAMLParser parser = factory.createParser(in)) {
            if (parser.nextToken() == null) {
                return nodes.nullNode();
            }
            JsonNode root = value(parser);
            if (parser.nextToken() != null) {
                throw new IOException("more than one YAML document");
            }
            return root;
        }
    }

    private JsonNode value(YAMLParser parser) throws IOException {
        if (parser.isCurrentAlias()) {
            throw new IOException("alias *" + parser.getText() + " (the dataset format uses none)");
        }
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            ObjectNode object = nodes.objectNode();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                parser.nextToken();
                object.set(field, value(parser));
            }
            return object;
        }
        if (token == JsonToken.START_ARRAY) {
            ArrayNode array = nodes.arrayNode();
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                array.add(value(parser));
            }
            return array;
        }
        return token == JsonToken.VALUE_NULL ? nodes.nullNode() : nodes.textNode(parser.getText());
    }
}
