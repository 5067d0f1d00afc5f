package io.cis.loader.fetch.github;

import io.cis.loader.fetch.FetchException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The repositories the GitHub sources fetch: those the configuration lists, then those the registry documents of the
 * feeds folder link their packages to ({@link RepositoryLinks}), each once (a configured one keeps its settings). A
 * linked repository gets its releases, its changelog as found in its root, and its contributors.
 *
 * <p>The links are read again only when the registry documents changed (their paths, sizes and times), so the
 * GitHub sources of one run read the documents once.
 */
public final class WantedRepositories {

    /** A repository to fetch: configured, or linked from the components named. */
    public record Wanted(GitHubRepository repository, boolean configured, List<String> linkedFrom) {

        public Wanted {
            linkedFrom = List.copyOf(linkedFrom);
        }

        /** How the repository came to be fetched, for notes: {@code linked from pkg:npm/x} or {@code configured}. */
        public String origin() {
            if (configured) {
                return "configured";
            }
            return "linked from " + String.join(", ", linkedFrom.size() > 3
                    ? List.of(linkedFrom.get(0), linkedFrom.get(1), linkedFrom.get(2), "...") : linkedFrom);
        }
    }

    /** The folders {@link RepositoryLinks} reads, whose changes make the links read again. */
    private static final List<String> REGISTRY_FOLDERS = List.of("npm-packuments", "maven-metadata", "registries");
    private static final String GITHUB_ANSWERS = "registries/github";

    private final List<GitHubRepository> configured;
    private final Optional<RepositoryLinks> links;
    private String readStamp;
    private List<RepositoryLinks.Link> read = List.of();

    private WantedRepositories(List<GitHubRepository> configured, Optional<RepositoryLinks> links) {
        this.configured = List.copyOf(configured);
        this.links = links;
    }

    /** The configured repositories only. */
    public static WantedRepositories configured(List<GitHubRepository> configured) {
        return new WantedRepositories(configured, Optional.empty());
    }

    /** The configured repositories, then those the registry documents link to. */
    public static WantedRepositories configuredAndLinked(List<GitHubRepository> configured, RepositoryLinks links) {
        return new WantedRepositories(configured, Optional.of(links));
    }

    public boolean linking() {
        return links.isPresent();
    }

    /** Every repository to fetch for the feeds folder {@code feedsDir}, configured ones first. */
    public List<Wanted> in(Path feedsDir) throws FetchException {
        Map<String, Wanted> wanted = new LinkedHashMap<>();
        for (GitHubRepository repository : configured) {
            wanted.putIfAbsent(key(repository), new Wanted(repository, true, List.of()));
        }
        for (RepositoryLinks.Link link : linked(feedsDir)) {
            wanted.putIfAbsent(key(link.repository()), new Wanted(link.repository(), false, link.components()));
        }
        return List.copyOf(wanted.values());
    }

    /**
     * Why there is nothing to fetch among the repositories {@code kept} keeps, or empty when there is something (or
     * when the registry documents cannot be read: the fetch then says why).
     */
    public Optional<String> nothingToFetch(Path feedsDir, Predicate<GitHubRepository> kept) {
        if (configured.stream().anyMatch(kept)) {
            return Optional.empty();
        }
        if (links.isEmpty()) {
            return Optional.of("no repository listed under github.repositories (--config FILE)");
        }
        try {
            if (in(feedsDir).stream().map(Wanted::repository).anyMatch(kept)) {
                return Optional.empty();
            }
        } catch (FetchException e) {
            return Optional.empty();
        }
        return Optional.of("no repository listed under github.repositories (--config FILE), and none linked from"
                + " the registry documents in " + feedsDir);
    }

    private synchronized List<RepositoryLinks.Link> linked(Path feedsDir) throws FetchException {
        if (links.isEmpty()) {
            return List.of();
        }
        String stamp = stamp(feedsDir);
        if (!stamp.equals(readStamp)) {
            read = links.get().in(feedsDir);
            readStamp = stamp;
        }
        return read;
    }

    /** The folder, then every registry document's path, size and modification time. */
    private static String stamp(Path feedsDir) throws FetchException {
        StringBuilder stamp = new StringBuilder(feedsDir.toAbsolutePath().normalize().toString());
        try {
            for (String folder : REGISTRY_FOLDERS) {
                Path root = feedsDir.resolve(folder);
                if (!Files.isDirectory(root)) {
                    continue;
                }
                try (Stream<Path> tree = Files.walk(root)) {
                    // GitHub's own answers (the contributors source's) link nothing
                    List<Path> files = new ArrayList<>(tree.filter(Files::isRegularFile)
                            .filter(file -> !file.startsWith(feedsDir.resolve(GITHUB_ANSWERS))).toList());
                    files.sort(null);
                    for (Path file : files) {
                        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                                LinkOption.NOFOLLOW_LINKS);
                        stamp.append('\n').append(file).append(' ').append(attributes.size()).append(' ')
                                .append(attributes.lastModifiedTime().toMillis());
                    }
                }
            }
        } catch (IOException | UncheckedIOException e) {
            throw new FetchException(feedsDir + ": the registry documents cannot be listed (" + e.getMessage() + ")",
                    e);
        }
        return stamp.toString();
    }

    private static String key(GitHubRepository repository) {
        return repository.slug().toLowerCase(Locale.ROOT);
    }
}
