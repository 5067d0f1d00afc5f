package io.cis.loader.fetch.registries;

import java.util.Map;
import java.util.Optional;

/**
 * pub's package API, {@code GET <base>api/packages/<name>} with {@code Accept: application/vnd.pub.v2+json} (the
 * API version pub's clients ask for), into {@code registries/pub/api/packages/<name>}. Its records are the versions.
 */
final class PubRegistry extends SingleDocumentRegistry {

    PubRegistry() {
        super("pub", "pub", "registries/pub");
    }

    @Override
    public Map<String, String> headers() {
        return Map.of("Accept", "application/vnd.pub.v2+json");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return nameOnly(named).map(PubRegistry::requestPath);
    }

    /** {@code api/packages/path}. */
    static String requestPath(String escapedName) {
        return "api/packages/" + escapedName;
    }

    @Override
    String expected() {
        return "pkg:pub/<name>";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        return Documents.namedList("a pub package", "versions");
    }
}
