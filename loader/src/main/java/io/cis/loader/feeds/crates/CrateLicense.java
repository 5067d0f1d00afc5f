package io.cis.loader.feeds.crates;

import io.cis.loader.catalog.DeclaredLicense;
import java.util.Arrays;
import java.util.List;

/**
 * A version's {@code license} as crates.io publishes it: an SPDX expression, or in crates published before Cargo
 * adopted SPDX expressions, names separated by {@code /}, which crates.io defined as a choice
 * ({@code MIT/Apache-2.0} is {@code MIT OR Apache-2.0}). The slash form is rewritten with {@code OR}; everything
 * else is kept as declared.
 */
final class CrateLicense {

    private CrateLicense() {
    }

    static DeclaredLicense of(String declared) {
        if (declared == null || declared.isBlank()) {
            return DeclaredLicense.NONE;
        }
        String text = declared.strip();
        if (text.contains("/") && !text.contains(" OR ") && !text.contains(" AND ") && !text.contains("(")) {
            List<String> parts = Arrays.stream(text.split("/")).map(String::strip).toList();
            if (parts.stream().noneMatch(part -> part.isEmpty() || part.contains(" "))) {
                return new DeclaredLicense(String.join(" OR ", parts), List.of());
            }
        }
        return new DeclaredLicense(text, List.of());
    }
}
