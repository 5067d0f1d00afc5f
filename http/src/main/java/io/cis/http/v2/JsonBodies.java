package io.cis.http.v2;

import io.cis.http.body.BodyException;
import io.cis.http.body.BodyShape;
import io.cis.http.body.JsonBodyReader;

/** Reads v2 request bodies; a body refused for any reason is a 400 (code 3) whose message says what and where. */
public final class JsonBodies {

    private final JsonBodyReader reader;

    public JsonBodies(JsonBodyReader reader) {
        this.reader = reader;
    }

    /** The request {@code shape} reads from the body, which must be one JSON object. */
    public <T> T read(byte[] body, BodyShape<T> shape) {
        try {
            return reader.readObject(body, shape);
        } catch (BodyException e) {
            throw V2Exception.invalid(e.getMessage());
        }
    }

    /** The body's optional string member {@code field}: absent or null is empty; any other type is a 400. */
    public String optionalString(byte[] body, String field) {
        return read(body, json -> {
            String value = "";
            while (json.nextMember()) {
                if (json.name().equals(field)) {
                    value = json.stringOrEmpty("field '" + field + "'");
                } else {
                    json.skipValue();
                }
            }
            return value;
        });
    }
}
