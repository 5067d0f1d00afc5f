package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

/** Parses one OSV file or zip entry, JSON or YAML by its name, into a tree. */
final class OsvDocuments {

    private final ObjectMapper json = StrictJson.mapper();
    private final YamlTrees yaml = new YamlTrees();

    /** Whether a file or entry of this name is read as a record: {@code *.json}, {@code *.yaml}, {@code *.yml}. */
    static boolean isRecordName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return (lower.endsWith(".json") || isYaml(lower)) && !isSchemaName(lower);
    }

    /**
     * Whether the name is a JSON Schema's ({@code schema.json}, the mirror's {@code osv-schema.json}): it describes
     * records and is not one, so it is passed over without being read. OSV ids never end in "schema".
     */
    static boolean isSchemaName(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith("schema.json");
    }

    /**
     * @throws MalformedDocumentException when the content is not one JSON value or one YAML document
     * @throws IOException                when it cannot be read
     */
    JsonNode read(String name, InputStream in) throws IOException, MalformedDocumentException {
        if (isYaml(name.toLowerCase(Locale.ROOT))) {
            try {
                return yaml.read(in);
            } catch (JsonProcessingException e) {
                throw new MalformedDocumentException("not valid YAML (" + oneLine(e.getOriginalMessage()) + ")", e);
            }
        }
        JsonNode tree;
        try {
            tree = json.readTree(in);
        } catch (JsonProcessingException e) {
            throw new MalformedDocumentException("not valid JSON (" + oneLine(e.getOriginalMessage()) + ")", e);
        }
        if (tree == null || tree.isMissingNode()) {
            throw new MalformedDocumentException("not valid JSON (the file is empty)");
        }
        return tree;
    }

    private static boolean isYaml(String lowerName) {
        return lowerName.endsWith(".yaml") || lowerName.endsWith(".yml");
    }

    /** The parser's own message on one line (YAML's spans several: what it was parsing, then what it found). */
    private static String oneLine(String message) {
        return message == null ? "unreadable" : message.strip().replaceAll("\\s+", " ");
    }
}
