package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * pub's package API, {@code GET <base>api/packages/<name>} with {@code Accept: application/vnd.pub.v2+json} (the
 * API version pub's clients ask for), into {@code registries/pub/api/packages/<name>}. Its records are the versions.
 */
final class PubRegistry extends SingleDocumentRegistry {

    @Override
    public String name() {
        return "pub";
    }

    @Override
    public String folder() {
        return "registries/pub";
    }

    @Override
    public Set<String> purlTypes() {
        return Set.of("pub");
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
        return document -> {
            if (!document.path("name").isTextual() || !document.path("versions").isArray()) {
                throw new FetchException("the answer is not a pub package (no name and versions)");
            }
            return document.path("versions").size();
        };
    }
}
