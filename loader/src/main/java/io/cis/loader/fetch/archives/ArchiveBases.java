package io.cis.loader.fetch.archives;

import java.net.URI;
import java.util.Optional;

/**
 * Where each registry's package archives are fetched from, when not from where the registry's own documents say: a
 * mirror or proxy with the registry's layout below the base. npm tarballs and PyPI files are found at the address
 * their registry document gives unless a base is set (then the base with the address's own path below it: npm
 * {@code <base><name>/-/<file>}, PyPI {@code <base><path of the file's URL>}); Maven sources jars and crates have
 * no document address and are fetched only with a base ({@code <base><group/path>/<artifact>/<version>/<artifact>-<version>-sources.jar},
 * {@code <base><name>/<name>-<version>.crate}).
 */
public record ArchiveBases(Optional<URI> npm, Optional<URI> pypi, Optional<URI> maven, Optional<URI> crates) {

    /** No base set: npm and PyPI archives from their documents' addresses, none for Maven and crates. */
    public static final ArchiveBases NONE = new ArchiveBases(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty());

    public ArchiveBases {
        npm = npm.map(ArchiveBases::withSlash);
        pypi = pypi.map(ArchiveBases::withSlash);
        maven = maven.map(ArchiveBases::withSlash);
        crates = crates.map(ArchiveBases::withSlash);
    }

    private static URI withSlash(URI base) {
        String text = base.toString();
        return text.endsWith("/") ? base : URI.create(text + "/");
    }
}
