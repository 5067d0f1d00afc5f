package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/** The three document formats of CVE records, told apart by their top-level fields. */
enum NvdFormat {

    /** An NVD CVE API 2.0 response: {@code "format": "NVD_CVE"}, {@code vulnerabilities[]}. */
    API_2_0,
    /** The legacy NVD 1.1 JSON feed: {@code CVE_Items[]}. */
    FEED_1_1,
    /** A CVE JSON 5 record: {@code "dataType": "CVE_RECORD"}. */
    CVE_5;

    private static final JsonFactory JSON = StrictJson.factory();

    /** The format of a document by its top level, or empty when it is none of them. */
    static Optional<NvdFormat> of(JsonNode topLevel) {
        if (topLevel.has("CVE_Items")) {
            return Optional.of(FEED_1_1);
        }
        if ("NVD_CVE".equals(topLevel.path("format").asText(null))) {
            return Optional.of(API_2_0);
        }
        if ("CVE_RECORD".equals(topLevel.path("dataType").asText(null))) {
            return Optional.of(CVE_5);
        }
        return Optional.empty();
    }

    /**
     * The format of a file, reading only its top level: nested values are skipped, so finding the feed does not
     * build the tree of a 1.1 feed file. A file that is not a JSON object has none (loading reports it).
     */
    static Optional<NvdFormat> sniff(Path file) {
        ObjectNode topLevel = JsonNodeFactory.instance.objectNode();
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                // the rules read string values and the presence of other fields, so only strings are kept
                if (value == JsonToken.VALUE_STRING) {
                    topLevel.put(field, parser.getText());
                } else {
                    topLevel.putNull(field);
                    parser.skipChildren();
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return of(topLevel);
    }
}
