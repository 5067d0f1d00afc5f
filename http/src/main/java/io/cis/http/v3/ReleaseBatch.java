package io.cis.http.v3;

import com.fasterxml.jackson.core.JsonToken;
import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.version.NotFoundMode;
import io.cis.http.body.BodyException;
import io.cis.http.body.ComponentListReader;
import io.cis.http.body.JsonBodyReader;
import io.cis.http.body.JsonCursor;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The body of {@code POST /v3/components/releases} (E2): {@code {"components": [{"purl", "requirement"}],
 * "search": {"on_version_not_found", "show_related_results", "max_results_per_purl", "encoded"}}}. Unknown fields are
 * skipped; a body that is not such an object is {@code INVALID_BODY}, an empty list {@code EMPTY_BATCH}.
 */
public record ReleaseBatch(List<RequestedComponent> components, ReleaseSearch search) {

    public ReleaseBatch {
        components = List.copyOf(components);
    }

    /** Reads batch bodies with a limit on the number of components. */
    public static final class Reader {

        private final JsonBodyReader reader;
        private final ComponentListReader lists;

        public Reader(JsonBodyReader reader, int maxComponents) {
            this.reader = reader;
            this.lists = new ComponentListReader(maxComponents);
        }

        /** The members read, in whatever order the body gives them; the list is absent when not given or null. */
        private record Members(Optional<List<RequestedComponent>> components, ReleaseSearch search) {
        }

        public ReleaseBatch read(byte[] body) {
            Members members;
            try {
                members = reader.readObject(body, this::members);
            } catch (BodyException e) {
                throw V3Exception.invalidBody(e.getMessage());
            }
            // Checked once the whole body has been read, so that a malformed body is INVALID_BODY whatever its list.
            List<RequestedComponent> components = members.components().orElseThrow(() -> V3Exception.invalidBody(
                    "field 'components' (a list of components) is required"));
            if (components.isEmpty()) {
                throw new V3Exception(V3ErrorCode.EMPTY_BATCH, "field 'components' must name at least one component");
            }
            return new ReleaseBatch(components, members.search());
        }

        private Members members(JsonCursor json) throws IOException {
            Optional<List<RequestedComponent>> components = Optional.empty();
            ReleaseSearch search = ReleaseSearch.DEFAULTS;
            while (json.nextMember()) {
                switch (json.name()) {
                    case "components" -> components = lists.read(json, "components", RequestedComponent::new);
                    case "search" -> search = search(json);
                    default -> json.skipValue();
                }
            }
            return new Members(components, search);
        }

        private static ReleaseSearch search(JsonCursor json) throws IOException {
            JsonToken token = json.nextValue();
            if (token == JsonToken.VALUE_NULL) {
                return ReleaseSearch.DEFAULTS;
            }
            if (token != JsonToken.START_OBJECT) {
                throw new BodyException("field 'search' must be an object");
            }
            NotFoundMode mode = NotFoundMode.STRICT;
            ContentEncoding encoding = ContentEncoding.NONE;
            boolean relatedResults = false;
            while (json.nextMember()) {
                switch (json.name()) {
                    case "on_version_not_found" -> mode = notFoundMode(json.stringOrEmpty("search.on_version_not_found"));
                    case "encoded" -> encoding = encoding(json.stringOrEmpty("search.encoded"));
                    case "show_related_results" -> relatedResults = json.booleanOrNull(
                            "search.show_related_results must be true or false").orElse(false);
                    case "max_results_per_purl" -> maxResults(json.wholeNumberOrNull(
                            "search.max_results_per_purl must be a whole number, 0 or more"));
                    default -> json.skipValue();
                }
            }
            return new ReleaseSearch(new ReleaseOptions(mode, relatedResults), encoding);
        }

        private static NotFoundMode notFoundMode(String text) {
            if (text.isBlank()) {
                return NotFoundMode.STRICT;
            }
            return NotFoundMode.fromWire(text).orElseThrow(() -> new BodyException(
                    "search.on_version_not_found must be one of strict, show_latest, show_closest_lt, "
                            + "show_closest_gt, show_any"));
        }

        private static ContentEncoding encoding(String text) {
            if (text.isBlank()) {
                return ContentEncoding.NONE;
            }
            return ContentEncoding.fromWire(text).orElseThrow(() -> new BodyException(
                    "search.encoded must be one of none, url_encoded, base64_encoded"));
        }

        /** Validated for the contract's sake; E2 answers one release per component whatever it says. */
        private static void maxResults(OptionalLong value) {
            if (value.isPresent() && value.getAsLong() < 0) {
                throw new BodyException("search.max_results_per_purl must be a whole number, 0 or more");
            }
        }
    }
}
