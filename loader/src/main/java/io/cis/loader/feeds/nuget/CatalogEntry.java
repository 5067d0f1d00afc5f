package io.cis.loader.feeds.nuget;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.DeclaredLicense;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.loader.feeds.registry.JsonFields;
import io.cis.loader.feeds.registry.RegistryTimestamps;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One version's {@code catalogEntry} in a registration page.
 *
 * @param published  the publication day, or null: NuGet writes 1900-01-01 for an unlisted version, which is not a
 *                   day it was published
 * @param projectUrl the declared project URL, or null
 */
record CatalogEntry(String id, String version, String published, boolean listed, boolean deprecated,
                    DeclaredLicense license, String projectUrl) {

    /** The year NuGet's gallery writes as {@code published} when a version is unlisted. */
    private static final String UNLISTED_YEAR = "1900-";

    /** The gallery's page for a license file inside the package: it names no license. */
    private static final Pattern LICENSE_FILE_PAGE = Pattern.compile("(?i)^https?://[^/]+/packages/[^/]+/[^/]+/license/?$");

    /** The entry, or empty when it lacks an {@code id} or a {@code version}. */
    static Optional<CatalogEntry> of(JsonNode entry) {
        Optional<String> id = JsonFields.text(entry, "id");
        Optional<String> version = JsonFields.text(entry, "version");
        if (!entry.isObject() || id.isEmpty() || version.isEmpty()) {
            return Optional.empty();
        }
        String published = RegistryTimestamps.day(entry.path("published"))
                .filter(day -> !day.startsWith(UNLISTED_YEAR)).orElse(null);
        // the protocol: a missing "listed" means listed
        boolean listed = entry.path("listed").asBoolean(true);
        boolean deprecated = entry.path("deprecation").isObject();
        return Optional.of(new CatalogEntry(id.get(), version.get(), published, listed, deprecated,
                license(entry), JsonFields.text(entry, "projectUrl").orElse(null)));
    }

    /** {@code licenseExpression} (SPDX) when given, else {@code licenseUrl} as a name the SPDX mapping may know. */
    private static DeclaredLicense license(JsonNode entry) {
        Optional<String> expression = JsonFields.text(entry, "licenseExpression");
        if (expression.isPresent()) {
            return new DeclaredLicense(expression.get(), List.of());
        }
        return JsonFields.text(entry, "licenseUrl")
                .filter(url -> !LICENSE_FILE_PAGE.matcher(url).matches())
                .map(url -> DeclaredLicense.listed(List.of(url)))
                .orElse(DeclaredLicense.NONE);
    }

    /** Unlisted outranks deprecated: an unlisted version is hidden from resolution, a deprecated one only warns. */
    LifecycleStatus status() {
        if (!listed) {
            return LifecycleStatus.UNLISTED;
        }
        return deprecated ? LifecycleStatus.DEPRECATED : LifecycleStatus.ACTIVE;
    }
}
