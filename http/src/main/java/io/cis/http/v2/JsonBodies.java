package io.cis.http.v2;

import io.cis.http.StrictUtf8;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/** Parses v2 request bodies, turning every kind of bad JSON into a 400 with a message that says where. */
public final class JsonBodies {

    private final ObjectMapper mapper;

    public JsonBodies(ObjectMapper mapper) {
        // A body must be exactly one JSON value: "{...}}" is malformed, not a valid object plus noise.
        this.mapper = mapper.copy().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** The body as a JSON object. */
    public JsonNode object(byte[] body) {
        if (body == null || body.length == 0) {
            throw V2Exception.invalid("request body is empty; a JSON object is required");
        }
        if (!StrictUtf8.valid(body)) {
            throw V2Exception.invalid("request body is not valid UTF-8");
        }
        JsonNode node;
        try {
            node = mapper.readTree(body);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw V2Exception.invalid("malformed JSON" + where + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw V2Exception.invalid("request body cannot be read as JSON");
        }
        if (node == null || !node.isObject()) {
            throw V2Exception.invalid("request body must be a JSON object");
        }
        return node;
    }

    /** An optional string field: absent or null is empty; any other type is a 400. */
    public static String optionalString(JsonNode object, String field) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return "";
        }
        if (!value.isTextual()) {
            throw V2Exception.invalid("field '" + field + "' must be a string");
        }
        return value.textValue();
    }
}
