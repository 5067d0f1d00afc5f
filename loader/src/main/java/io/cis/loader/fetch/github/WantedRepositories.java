package io.cis.loader.fetch.github;

import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.fetch.FetchException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Predicate;

/**
 * The repositories the GitHub sources fetch: those the configuration lists, then those the registry documents of the
 * feeds folder link their packages to (read as the build reads them,
 * {@link io.cis.loader.fetch.registries.RegistryRepositories}), each once, names compared ignoring case (a configured
 * one keeps its settings). A linked repository gets its releases, its changelog as found in its root, and its
 * contributors. A link that names no repository GitHub allows is left out.
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

    /**
     * The source repositories the registry documents of a feeds folder link their packages to: each package's purl
     * (without version) with its source repository's purl; only {@code pkg:github/<owner>/<name>} ones are fetched.
     */
    @FunctionalInterface
    public interface Links {

        SortedMap<String, String> read(Path feedsDir) throws FeedException;
    }

    /** A repository and the components (purls without version, as the documents spell them) that link to it. */
    private record Link(GitHubRepository repository, List<String> components) {
    }

    /** The folders the registry feeds read, whose changes make the links read again. */
    private static final List<String> REGISTRY_FOLDERS = List.of("npm-packuments", "maven-metadata", "registries");
    private static final String GITHUB_ANSWERS = "registries/github";

    private final List<GitHubRepository> configured;
    private static final String GITHUB_PURL = "pkg:github/";

    private final Optional<Links> links;
    private String readStamp;
    private List<Link> read = List.of();

    private WantedRepositories(List<GitHubRepository> configured, Optional<Links> links) {
        this.configured = List.copyOf(configured);
        this.links = links;
    }

    /** The configured repositories only. */
    public static WantedRepositories configured(List<GitHubRepository> configured) {
        return new WantedRepositories(configured, Optional.empty());
    }

    /** The configured repositories, then those the registry documents link to. */
    public static WantedRepositories configuredAndLinked(List<GitHubRepository> configured, Links links) {
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
        for (Link link : linked(feedsDir)) {
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

    private synchronized List<Link> linked(Path feedsDir) throws FetchException {
        if (links.isEmpty()) {
            return List.of();
        }
        String stamp = stamp(feedsDir);
        if (!stamp.equals(readStamp)) {
            try {
                read = byRepository(links.get().read(feedsDir));
            } catch (FeedException e) {
                throw new FetchException("the registry documents in " + feedsDir + " cannot be read for their source"
                        + " repositories: " + e.getMessage(), e);
            }
            readStamp = stamp;
        }
        return read;
    }

    /** The links grouped by repository (names compared ignoring case), in the order of their first package. */
    private static List<Link> byRepository(SortedMap<String, String> sources) {
        Map<String, GitHubRepository> repositories = new LinkedHashMap<>();
        Map<String, List<String>> components = new LinkedHashMap<>();
        sources.forEach((purl, source) -> repository(source).ifPresent(repository -> {
            String key = key(repository);
            repositories.putIfAbsent(key, repository);
            components.computeIfAbsent(key, k -> new ArrayList<>()).add(purl);
        }));
        List<Link> links = new ArrayList<>();
        repositories.forEach((key, repository) -> links.add(new Link(repository, List.copyOf(components.get(key)))));
        return links;
    }

    /** The repository of a {@code pkg:github/<owner>/<name>} source purl, when GitHub allows its names. */
    private static Optional<GitHubRepository> repository(String sourcePurl) {
        if (sourcePurl == null || !sourcePurl.startsWith(GITHUB_PURL)) {
            return Optional.empty();
        }
        String[] parts = sourcePurl.substring(GITHUB_PURL.length()).split("[@?#]", 2)[0].split("/", -1);
        if (parts.length != 2) {
            return Optional.empty();
        }
        try {
            return Optional.of(GitHubRepository.parse(parts[0] + "/" + parts[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
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
                // as the build lists them: through the links fetch publishes a folder by, hidden generations skipped;
                // GitHub's own answers (the contributors source's) link nothing
                Path githubAnswers = feedsDir.resolve(GITHUB_ANSWERS);
                for (Path file : FeedFiles.under(root, file -> Files.isRegularFile(file)
                        && !file.startsWith(githubAnswers))) {
                    BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                    stamp.append('\n').append(file).append(' ').append(attributes.size()).append(' ')
                            .append(attributes.lastModifiedTime().toMillis());
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
