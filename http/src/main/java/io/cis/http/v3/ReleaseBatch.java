package io.cis.http.v3;

import io.cis.http.StrictUtf8;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.version.NotFoundMode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of {@code POST /v3/components/releases} (E2): {@code {"components": [{"purl", "requirement"}],
 * "search": {"on_version_not_found", "show_related_results", "max_results_per_purl", "encoded"}}}. Unknown fields are
 * ignored; a body that is not such an object is {@code INVALID_BODY}, an empty list {@code EMPTY_BATCH}.
 */
public record ReleaseBatch(List<RequestedComponent> components, ReleaseSearch search) {

    public ReleaseBatch {
        components = List.copyOf(components);
    }

    /** Reads batch bodies with a limit on the number of components. */
    public static final class Reader {

        private final ObjectMapper mapper;
        private final int maxComponents;

        public Reader(ObjectMapper mapper, int maxComponents) {
            // A body must be exactly one JSON value: "{...}}" is malformed, not an object plus noise.
            this.mapper = mapper.copy().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
            this.maxComponents = maxComponents;
        }

        public ReleaseBatch read(byte[] body) {
            JsonNode root = object(body);
            JsonNode list = root.get("components");
            if (list == null || list.isNull()) {
                throw V3Exception.invalidBody("field 'components' (a list of components) is required");
            }
            if (!list.isArray()) {
                throw V3Exception.invalidBody("field 'components' must be a list");
            }
            if (list.isEmpty()) {
                throw new V3Exception(V3ErrorCode.EMPTY_BATCH, "field 'components' must name at least one component");
            }
            if (list.size() > maxComponents) {
                throw V3Exception.invalidBody("field 'components' has " + list.size() + " items; at most "
                        + maxComponents + " are accepted per request");
            }
            List<RequestedComponent> components = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                JsonNode item = list.get(i);
                if (!item.isObject()) {
                    throw V3Exception.invalidBody("components[" + i + "] must be an object with a purl");
                }
                components.add(new RequestedComponent(string(item, "components[" + i + "].", "purl"),
                        string(item, "components[" + i + "].", "requirement")));
            }
            return new ReleaseBatch(components, search(root.get("search")));
        }

        private JsonNode object(byte[] body) {
            if (body == null || body.length == 0) {
                throw V3Exception.invalidBody("request body is empty; a JSON object is required");
            }
            if (!StrictUtf8.valid(body)) {
                throw V3Exception.invalidBody("request body is not valid UTF-8");
            }
            JsonNode node;
            try {
                node = mapper.readTree(body);
            } catch (JsonProcessingException e) {
                String where = e.getLocation() == null ? ""
                        : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
                throw V3Exception.invalidBody("malformed JSON" + where + ": " + e.getOriginalMessage());
            } catch (IOException e) {
                throw V3Exception.invalidBody("request body cannot be read as JSON");
            }
            if (node == null || !node.isObject()) {
                throw V3Exception.invalidBody("request body must be a JSON object");
            }
            return node;
        }

        private static ReleaseSearch search(JsonNode search) {
            if (search == null || search.isNull()) {
                return ReleaseSearch.DEFAULTS;
            }
            if (!search.isObject()) {
                throw V3Exception.invalidBody("field 'search' must be an object");
            }
            NotFoundMode mode = NotFoundMode.STRICT;
            String modeText = string(search, "search.", "on_version_not_found");
            if (!modeText.isBlank()) {
                mode = NotFoundMode.fromWire(modeText).orElseThrow(() -> V3Exception.invalidBody(
                        "search.on_version_not_found must be one of strict, show_latest, show_closest_lt, "
                                + "show_closest_gt, show_any"));
            }
            ContentEncoding encoding = ContentEncoding.NONE;
            String encodingText = string(search, "search.", "encoded");
            if (!encodingText.isBlank()) {
                encoding = ContentEncoding.fromWire(encodingText).orElseThrow(() -> V3Exception.invalidBody(
                        "search.encoded must be one of none, url_encoded, base64_encoded"));
            }
            JsonNode related = search.get("show_related_results");
            if (related != null && !related.isNull() && !related.isBoolean()) {
                throw V3Exception.invalidBody("search.show_related_results must be true or false");
            }
            JsonNode maxResults = search.get("max_results_per_purl");
            if (maxResults != null && !maxResults.isNull() && (!maxResults.canConvertToLong() || !maxResults.isIntegralNumber()
                    || maxResults.longValue() < 0)) {
                // Validated for the contract's sake; E2 answers one release per component whatever it says.
                throw V3Exception.invalidBody("search.max_results_per_purl must be a whole number, 0 or more");
            }
            boolean relatedResults = related != null && related.asBoolean(false);
            return new ReleaseSearch(new ReleaseOptions(mode, relatedResults), encoding);
        }

        private static String string(JsonNode object, String where, String field) {
            JsonNode value = object.get(field);
            if (value == null || value.isNull()) {
                return "";
            }
            if (!value.isTextual()) {
                throw V3Exception.invalidBody(where + field + " must be a string");
            }
            return value.textValue();
        }
    }
}
