package io.cis.http.docs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.cis.http.ServerVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The OpenAPI 3.1 document of every route, read from the maintained {@code openapi.yaml} resource and served as JSON. */
public final class OpenApiDocument {

    private static final String RESOURCE = "openapi.yaml";

    private final JsonNode tree;
    private final byte[] json;

    private OpenApiDocument(JsonNode tree, byte[] json) {
        this.tree = tree;
        this.json = json;
    }

    /** Reads the document and stamps this build's version into {@code info.version}. */
    public static OpenApiDocument load(ServerVersion version) {
        try (InputStream in = OpenApiDocument.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the jar");
            }
            JsonNode tree = new ObjectMapper(new YAMLFactory()).readTree(in);
            ((ObjectNode) tree.get("info")).put("version", version.version());
            return new OpenApiDocument(tree, new ObjectMapper().writeValueAsBytes(tree));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** The document as a tree (a copy, so callers cannot change what is served). */
    public JsonNode tree() {
        return tree.deepCopy();
    }

    /** The document as JSON bytes, encoded once. */
    public byte[] json() {
        return json.clone();
    }
}
