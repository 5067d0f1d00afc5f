package io.cis.loader.feeds.cyclonedx;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The components a BOM describes, in document order: its subject ({@code metadata.component}) and every entry of
 * {@code components}, with the {@code components} nested inside each (assemblies) followed depth-first.
 */
final class BomComponents {

    private BomComponents() {
    }

    static List<JsonNode> of(JsonNode bom) {
        List<JsonNode> found = new ArrayList<>();
        JsonNode subject = bom.path("metadata").path("component");
        if (subject.isObject()) {
            collect(subject, found);
        }
        for (JsonNode component : bom.path("components")) {
            collect(component, found);
        }
        return found;
    }

    private static void collect(JsonNode component, List<JsonNode> found) {
        if (!component.isObject()) {
            return;
        }
        found.add(component);
        for (JsonNode nested : component.path("components")) {
            collect(nested, found);
        }
    }
}
