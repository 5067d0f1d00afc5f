package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Optional;

/**
 * RubyGems' versions API, {@code GET <base>api/v1/versions/<gem>.json}, into
 * {@code registries/rubygems/api/v1/versions/<gem>.json}: a JSON array, one entry per version and platform.
 */
final class RubyGemsRegistry extends SingleDocumentRegistry {

    RubyGemsRegistry() {
        super("rubygems", "gem", "registries/rubygems");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return nameOnly(named).map(RubyGemsRegistry::requestPath);
    }

    /** {@code api/v1/versions/public_suffix.json}. */
    static String requestPath(String escapedGem) {
        return "api/v1/versions/" + escapedGem + ".json";
    }

    @Override
    String expected() {
        return "pkg:gem/<name>";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        return document -> {
            if (!document.isArray()) {
                throw new FetchException("the answer is not a JSON array of versions");
            }
            return document.size();
        };
    }
}
