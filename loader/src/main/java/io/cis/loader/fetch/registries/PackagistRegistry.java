package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Locale;
import java.util.Optional;

/**
 * Packagist's Composer v2 metadata, {@code GET <base>p2/<vendor>/<package>.json} (tagged releases; the
 * {@code ~dev.json} branches are not asked), into {@code registries/packagist/p2/<vendor>/<package>.json}. Composer
 * package names are lower case. Its records are the versions listed for the package.
 */
final class PackagistRegistry extends SingleDocumentRegistry {

    PackagistRegistry() {
        super("packagist", "composer", "registries/packagist");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return requestPath(named.namespace(), named.name());
    }

    /** {@code p2/monolog/monolog.json}; empty without a vendor. */
    static Optional<String> requestPath(String vendor, String name) {
        if (vendor.isEmpty() || vendor.contains("/")) {
            return Optional.empty();
        }
        Optional<String> escapedVendor = PathSegments.escape(vendor.toLowerCase(Locale.ROOT));
        Optional<String> escapedName = PathSegments.escape(name.toLowerCase(Locale.ROOT));
        return escapedVendor.isEmpty() || escapedName.isEmpty() ? Optional.empty()
                : Optional.of("p2/" + escapedVendor.get() + "/" + escapedName.get() + ".json");
    }

    @Override
    String expected() {
        return "pkg:composer/<vendor>/<name>";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        String key = named.namespace().toLowerCase(Locale.ROOT) + "/" + named.name().toLowerCase(Locale.ROOT);
        return document -> {
            if (!document.path("packages").isObject()) {
                throw new FetchException("the answer is not Composer metadata (no \"packages\" object)");
            }
            return document.path("packages").path(key).size();
        };
    }
}
