package io.cis.loader.feeds.cyclonedx;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * What a component's {@code licenses} array declares: the SPDX expression of an {@code {"expression"}} entry, and
 * the id (else the name) of each {@code {"license"}} entry, as given.
 *
 * <p>The license entries are never joined into an expression: CycloneDX does not say whether a list of licenses
 * means all of them or a choice (CycloneDX/specification issue 349), so they stay a list.
 *
 * @param expression the declared SPDX expression, or null when the component gives none
 * @param licenses   the ids or names of the license entries, in order
 */
record DeclaredLicenses(String expression, List<String> licenses) {

    DeclaredLicenses {
        licenses = List.copyOf(licenses);
    }

    static DeclaredLicenses of(JsonNode array) {
        String expression = null;
        List<String> licenses = new ArrayList<>();
        for (JsonNode entry : array) {
            String given = text(entry.path("expression"));
            if (given != null && expression == null) {
                // the schema allows one expression; were there more, the first is the declared one
                expression = given;
            }
            JsonNode license = entry.path("license");
            String id = text(license.path("id"));
            String name = id != null ? id : text(license.path("name"));
            if (name != null) {
                licenses.add(name);
            }
        }
        return new DeclaredLicenses(expression, licenses);
    }

    private static String text(JsonNode node) {
        return node.isTextual() && !node.asText().isBlank() ? node.asText() : null;
    }
}
