package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.Optional;

/**
 * A registry that answers everything about a package in one document at one request path (npm, PyPI, RubyGems,
 * Packagist, Hex, pub): the document goes to {@code <feed folder><request path>}.
 */
abstract class SingleDocumentRegistry extends RegistryProtocol {

    private final Documents documents = new Documents();
    SingleDocumentRegistry(String name, String purlType, String folder) {
        super(name, purlType, folder);
    }

    /** The request path of the package's document (escaped), or empty when the registry's API cannot name it. */
    abstract Optional<String> requestPath(NamedPackage named);

    /** The purls the API can name, for the note about one it cannot ({@code pkg:pypi/<name>}). */
    abstract String expected();

    /** Where the answer to {@code requestPath} goes below the feeds folder: at its request path in the folder. */
    String feedPath(String requestPath) {
        return folder() + "/" + requestPath;
    }

    /** What the document must be, and what its records are. */
    abstract Documents.JsonShape shape(NamedPackage named);

    @Override
    public PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException {
        Optional<String> path = requestPath(named);
        if (path.isEmpty()) {
            return PackageResult.notAsked("the registry's API names no package by this purl (it takes " + expected()
                    + ")");
        }
        return requests.get(requests.url(path.get()), feedPath(path.get()), documents.json(shape(named))).isPresent()
                ? PackageResult.fetched() : PackageResult.absent();
    }

    /** The one segment of a registry whose purls have a name and no namespace. */
    static Optional<String> nameOnly(NamedPackage named) {
        return named.namespace().isEmpty() ? PathSegments.escape(named.name()) : Optional.empty();
    }
}
