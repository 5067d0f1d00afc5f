package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Locale;
import java.util.Optional;

/**
 * PyPI's JSON API, {@code GET <base>pypi/<project>/json} with the project's normalized name (PEP 503: lower case,
 * runs of {@code -_.} as one {@code -}, the name PyPI itself answers under), into
 * {@code registries/pypi/pypi/<project>/json}. Its records are the project's releases.
 */
final class PypiRegistry extends SingleDocumentRegistry {

    PypiRegistry() {
        super("pypi", "pypi", "registries/pypi");
    }

    @Override
    Optional<String> requestPath(NamedPackage named) {
        return named.namespace().isEmpty() ? requestPath(named.name()) : Optional.empty();
    }

    /** {@code pypi/luigi/json}. */
    static Optional<String> requestPath(String project) {
        return PathSegments.escape(project.toLowerCase(Locale.ROOT).replaceAll("[-_.]+", "-"))
                .map(name -> "pypi/" + name + "/json");
    }

    @Override
    String expected() {
        return "pkg:pypi/<name>";
    }

    @Override
    Documents.JsonShape shape(NamedPackage named) {
        return document -> {
            if (!document.path("info").path("name").isTextual()) {
                throw new FetchException("the answer is not a PyPI project document (no info.name)");
            }
            return document.path("releases").size();
        };
    }
}
