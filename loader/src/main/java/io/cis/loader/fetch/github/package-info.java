/**
 * The GitHub sources of {@code cis fetch}: each repository's release list and changelog through GitHub's REST API,
 * into the {@code github-releases/} and {@code release-notes/} layouts the build reads, and its contributors with the
 * profiles of its owner and top contributors into {@code registries/github/} (where the build's {@code github} feed
 * finds their locations). The repositories are those the fetch configuration file lists
 * ({@link io.cis.loader.fetch.github.GitHubRepository}) and those the registry documents of the feeds folder link
 * their packages to ({@link io.cis.loader.fetch.registries.RegistryRepositories},
 * {@link io.cis.loader.fetch.github.WantedRepositories}). The API client
 * ({@link io.cis.loader.fetch.github.GitHubApi}) sends the optional token to the API's own origin only, asks
 * conditionally like every fetch, and waits out GitHub's primary and secondary rate limits within a bound.
 */
package io.cis.loader.fetch.github;
