package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.DeclaredLicense;
import java.util.ArrayList;
import java.util.List;

/**
 * The license a version entry declares, in the forms npm has used: {@code license} as a string (usually an SPDX
 * expression, sometimes free text such as "Apache v2"), {@code license} as a {@code {type, url}} object, and the
 * legacy {@code licenses} array of {@code {type, url}} objects or strings. Values are kept as given.
 */
final class NpmLicenseField {

    private NpmLicenseField() {
    }

    /**
     * A {@code license} string is the declared expression with no listed names (splitting an expression would be
     * normalising it); the object and array forms list names, see {@link DeclaredLicense#listed}. When an entry has
     * both fields, {@code license} wins: it is the current field, {@code licenses} the deprecated one.
     */
    static DeclaredLicense of(JsonNode version) {
        JsonNode license = version.path("license");
        if (license.isTextual() && !license.asText().isBlank()) {
            return new DeclaredLicense(license.asText(), List.of());
        }
        if (license.isObject() || license.isArray()) {
            DeclaredLicense listed = DeclaredLicense.listed(names(license));
            if (!listed.names().isEmpty()) {
                return listed;
            }
        }
        return DeclaredLicense.listed(names(version.path("licenses")));
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        if (node.isObject()) {
            add(names, node.path("type"));
        } else if (node.isArray()) {
            for (JsonNode entry : node) {
                add(names, entry.isObject() ? entry.path("type") : entry);
            }
        } else {
            add(names, node);
        }
        return names;
    }

    private static void add(List<String> names, JsonNode value) {
        if (value.isTextual() && !value.asText().isBlank()) {
            names.add(value.asText());
        }
    }
}
