package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Optional;
import java.util.Set;

/**
 * Hex's package API, {@code GET <base>api/packages/<name>} (public packages; an organisation's, named with a
 * namespace, is in a private repository this API does not serve), into {@code registries/hex/api/packages/<name>}.
 * Its records are the releases.
 */
final class HexRegistry extends SingleDocumentRegistry {

    @Override
    public String name() {
        return "hex";
    }

    @Override
    public String folder() {
        return "registries/hex";
    }

    @Override
    public Set<String> purlTypes() {
        return Set.of("hex");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return nameOnly(named).map(HexRegistry::requestPath);
    }

    /** {@code api/packages/plug}. */
    static String requestPath(String escapedName) {
        return "api/packages/" + escapedName;
    }

    @Override
    String expected() {
        return "pkg:hex/<name>, a public package";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        return document -> {
            if (!document.path("name").isTextual() || !document.path("releases").isArray()) {
                throw new FetchException("the answer is not a Hex package (no name and releases)");
            }
            return document.path("releases").size();
        };
    }
}
