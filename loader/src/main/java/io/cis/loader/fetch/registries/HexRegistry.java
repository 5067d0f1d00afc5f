package io.cis.loader.fetch.registries;

import java.util.Optional;

/**
 * Hex's package API, {@code GET <base>api/packages/<name>} (public packages; an organisation's, named with a
 * namespace, is in a private repository this API does not serve), into {@code registries/hex/api/packages/<name>}.
 * Its records are the releases.
 */
final class HexRegistry extends SingleDocumentRegistry {

    HexRegistry() {
        super("hex", "hex", "registries/hex");
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
        return Documents.namedList("a Hex package", "releases");
    }
}
