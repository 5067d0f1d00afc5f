package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads one YAML document into a tree whose scalars are all text, exactly as written.
 *
 * <p>YAML resolves plain scalars by their look: {@code fixed: 1.10} would be the number 1.1 and {@code 010} the
 * octal 8 if read as data, which corrupts a version. OSV has no numeric or boolean field the feed uses, so every
 * scalar is kept as its source text; only YAML's null ({@code ~}, {@code null}, nothing) stays null. Anchors and
 * aliases are resolved by sharing the anchored subtree (never copied, so an alias-heavy file cannot blow up).
 */
final class YamlTrees {

    private final YAMLFactory factory = new YAMLFactory();
    private final JsonNodeFactory nodes = JsonNodeFactory.instance;

    JsonNode read(InputStream in) throws IOException, MalformedDocumentException {
        try (YAMLParser parser = factory.createParser(in)) {
            if (parser.nextToken() == null) {
                throw new MalformedDocumentException("not valid YAML (the file is empty)");
            }
            JsonNode root = value(parser, new HashMap<>());
            if (parser.nextToken() != null) {
                throw new MalformedDocumentException("not one OSV record (more than one YAML document)");
            }
            return root;
        }
    }

    private JsonNode value(YAMLParser parser, Map<String, JsonNode> anchors) throws IOException, MalformedDocumentException {
        if (parser.isCurrentAlias()) {
            JsonNode anchored = anchors.get(parser.getText());
            if (anchored == null) {
                throw new MalformedDocumentException("not valid YAML (alias *" + parser.getText() + " names no anchor before it)");
            }
            return anchored;
        }
        // read the anchor before descending: the parser moves on to the children's anchors
        String anchor = parser.getCurrentAnchor();
        JsonToken token = parser.currentToken();
        JsonNode node;
        if (token == JsonToken.START_OBJECT) {
            node = object(parser, anchors);
        } else if (token == JsonToken.START_ARRAY) {
            node = array(parser, anchors);
        } else if (token == JsonToken.VALUE_NULL) {
            node = nodes.nullNode();
        } else {
            node = nodes.textNode(parser.getText());
        }
        if (anchor != null) {
            anchors.put(anchor, node);
        }
        return node;
    }

    private ObjectNode object(YAMLParser parser, Map<String, JsonNode> anchors) throws IOException, MalformedDocumentException {
        ObjectNode object = nodes.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            parser.nextToken();
            object.set(field, value(parser, anchors));
        }
        return object;
    }

    private ArrayNode array(YAMLParser parser, Map<String, JsonNode> anchors) throws IOException, MalformedDocumentException {
        ArrayNode array = nodes.arrayNode();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            array.add(value(parser, anchors));
        }
        return array;
    }
}
