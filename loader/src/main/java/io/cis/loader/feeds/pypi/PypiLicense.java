package io.cis.loader.feeds.pypi;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.feeds.registry.JsonFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The license an {@code info} block declares, for the one version it describes. In order: the PEP 639
 * {@code license_expression}; the core metadata {@code license} field when it holds a name (one line, and not
 * setuptools' placeholder {@code UNKNOWN}; a multi-line value is the license's text, not a name); else the names of
 * the {@code License ::} trove classifiers.
 */
final class PypiLicense {

    private static final String CLASSIFIER = "License ::";

    private PypiLicense() {
    }

    static DeclaredLicense of(JsonNode info) {
        Optional<String> expression = JsonFields.text(info, "license_expression");
        if (expression.isPresent()) {
            return new DeclaredLicense(expression.get(), List.of());
        }
        Optional<String> field = JsonFields.text(info, "license")
                .filter(value -> !value.contains("\n") && !value.equalsIgnoreCase("UNKNOWN"));
        if (field.isPresent()) {
            return new DeclaredLicense(field.get(), List.of());
        }
        return DeclaredLicense.listed(classifierNames(info.path("classifiers")));
    }

    /** "License :: OSI Approved :: MIT License" names "MIT License"; "License :: OSI Approved" alone names none. */
    private static List<String> classifierNames(JsonNode classifiers) {
        List<String> names = new ArrayList<>();
        for (String classifier : JsonFields.texts(classifiers)) {
            if (!classifier.startsWith(CLASSIFIER)) {
                continue;
            }
            String[] parts = classifier.split("::");
            String last = parts[parts.length - 1].strip();
            boolean onlyCategory = parts.length == 2 || (parts.length == 3 && last.equals("OSI Approved"));
            if (!onlyCategory && !last.isEmpty() && !names.contains(last)) {
                names.add(last);
            }
        }
        return names;
    }
}
