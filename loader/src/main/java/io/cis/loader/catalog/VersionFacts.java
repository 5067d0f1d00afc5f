package io.cis.loader.catalog;

import java.util.List;

/**
 * What one feed says about one version of a component. {@code purl} is as the feed spells it (no version);
 * dates are {@code YYYY-MM-DD}; any field but purl and version may be null (or empty) when the feed does not say.
 *
 * @param licenseExpression the declared license as the feed gives it (an SPDX expression or a free-text name)
 * @param licenses          individual license ids or names when the feed lists them separately
 */
public record VersionFacts(
        String purl,
        String version,
        String releaseDate,
        String status,
        String statusChangeDate,
        String indexedDate,
        String checkDate,
        String licenseExpression,
        List<String> licenses) implements CatalogFact {

    public VersionFacts {
        licenses = licenses == null ? List.of() : List.copyOf(licenses);
    }
}
