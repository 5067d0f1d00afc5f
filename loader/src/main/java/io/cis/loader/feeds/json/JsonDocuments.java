package io.cis.loader.feeds.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A feed file read as one JSON document. What is not JSON, or is empty, fails the build naming the file: a feed's
 * document that cannot be read is a damaged feed, not a record to skip.
 */
public final class JsonDocuments {

    private JsonDocuments() {
    }

    /** The document in {@code file}. */
    public static JsonNode read(ObjectMapper mapper, Path file) throws FeedException {
        try {
            return present(file, mapper.readTree(file.toFile()));
        } catch (IOException e) {
            throw notJson(file, e);
        }
    }

    /** The document in {@code content}, read already from {@code file}. */
    public static JsonNode parse(ObjectMapper mapper, Path file, byte[] content) throws FeedException {
        try {
            return present(file, mapper.readTree(content));
        } catch (IOException e) {
            throw notJson(file, e);
        }
    }

    private static JsonNode present(Path file, JsonNode tree) throws FeedException {
        if (tree == null || tree.isMissingNode()) {
            throw new FeedException(file, "not valid JSON (the file is empty)");
        }
        return tree;
    }

    private static FeedException notJson(Path file, IOException e) {
        return new FeedException(file, "not valid JSON (" + FirstLine.of(e.getMessage()) + ")", e);
    }
}
