package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Map;
import java.util.Optional;

/**
 * The npm registry's package document ("packument"), {@code GET <base><name>}, a scoped package as
 * {@code @scope%2Fname} (the slash escaped, as npm's clients ask), into {@code npm-packuments/<request path>.json},
 * the folder the {@code npm} feed reads (one flat folder, so the escaped slash stays in the file name). The full
 * document is asked for ({@code Accept: application/json}, not the abbreviated install form, which lacks the
 * licenses, times and repository), and must be the document of the package asked.
 */
final class NpmRegistry extends SingleDocumentRegistry {

    private static final String FEED_FOLDER = "npm-packuments";
    /** The registry's folder below the feeds folder, as a prefix of its answers' paths. */
    static final String FOLDER = FEED_FOLDER + "/";

    NpmRegistry() {
        super("npm", "npm", FEED_FOLDER);
    }

    @Override
    public Map<String, String> headers() {
        return Map.of("Accept", "application/json");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return requestPath(named.namespace(), named.name());
    }

    /** {@code express}, {@code @babel%2Fcore}; empty for what names no npm package. */
    static Optional<String> requestPath(String scope, String name) {
        if (scope.isEmpty()) {
            return PathSegments.escape(name);
        }
        if (scope.contains("/")) {
            return Optional.empty();
        }
        String at = scope.startsWith("@") ? scope : "@" + scope;
        return PathSegments.escape(at + "/" + name);
    }

    @Override
    String expected() {
        return "pkg:npm/<name> or pkg:npm/%40<scope>/<name>";
    }

    @Override
    String feedPath(String requestPath) {
        return FOLDER + requestPath + ".json";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        String fullName = named.namespace().isEmpty() ? named.name()
                : (named.namespace().startsWith("@") ? "" : "@") + named.namespace() + "/" + named.name();
        return document -> {
            if (!document.isObject()) {
                throw new FetchException("the answer is not a JSON object");
            }
            String name = document.path("name").asText("");
            if (!name.equals(fullName)) {
                throw new FetchException("the answer is the document of " + (name.isEmpty() ? "no package"
                        : "package " + name) + ", not of " + fullName);
            }
            return document.path("versions").size();
        };
    }
}
