package io.cis.loader.feeds.registry;

import io.cis.loader.catalog.GitHubRepository;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;

/**
 * The GitHub repository among the links a registry document gives for a package (repository, source, home page,
 * in the order the format prefers them); the first that is on GitHub wins. A link elsewhere names no repository this
 * service can relate, so it gives none rather than a guess.
 */
public final class SourceLinks {

    private SourceLinks() {
    }

    public static Optional<GitHubRepository> gitHub(Collection<String> links) {
        return links.stream()
                .filter(Objects::nonNull)
                .map(GitHubRepository::fromUrl)
                .flatMap(Optional::stream)
                .findFirst();
    }

    /** The first link that is a web page (http or https), as given, or null. */
    public static String firstPage(Collection<String> links) {
        return links.stream()
                .filter(Objects::nonNull)
                .map(String::strip)
                .filter(link -> link.regionMatches(true, 0, "https://", 0, 8) || link.regionMatches(true, 0, "http://", 0, 7))
                .findFirst()
                .orElse(null);
    }
}
