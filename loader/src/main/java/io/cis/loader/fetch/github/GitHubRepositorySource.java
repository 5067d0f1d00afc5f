package io.cis.loader.fetch.github;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.SourceFetch;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A source that asks GitHub's API about each wanted repository that wants what it fetches (its releases, its
 * changelog, its contributors): its name, its default base and which repositories it asks about are fixed when it is
 * made, so each source only says how it fetches for one repository.
 */
abstract class GitHubRepositorySource implements FeedSource {

    final GitHubApi api;
    final ObjectMapper json;
    private final String name;
    private final WantedRepositories repositories;
    private final Predicate<GitHubRepository> asked;
    private final URI defaultBase;

    /** @param asked whether a wanted repository wants what this source fetches */
    GitHubRepositorySource(String name, GitHubApi api, WantedRepositories repositories,
                           Predicate<GitHubRepository> asked, URI defaultBase, ObjectMapper json) {
        this.name = name;
        this.api = api;
        this.repositories = repositories;
        this.asked = asked;
        this.defaultBase = defaultBase;
        this.json = json;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final URI defaultBase() {
        return defaultBase;
    }

    @Override
    public final Optional<String> unconfigured(Path feedsDir) {
        return repositories.nothingToFetch(feedsDir, asked);
    }

    /** The repositories wanted in the feeds folder that want what this source fetches, in the order they are wanted. */
    final List<WantedRepositories.Wanted> wanted(SourceFetch files) throws FetchException {
        return repositories.in(files.feedsDir()).stream().filter(wanted -> asked.test(wanted.repository())).toList();
    }
}
