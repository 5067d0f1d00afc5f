/**
 * The GitHub sources of {@code cis fetch}: each configured repository's release list and changelog through GitHub's
 * REST API, into the {@code github-releases/} and {@code release-notes/} layouts the build reads. The API client
 * ({@link io.cis.loader.fetch.github.GitHubApi}) sends the optional token to the API's own origin only, asks
 * conditionally like every fetch, and waits out GitHub's primary and secondary rate limits within a bound; the
 * repositories come from the fetch configuration file ({@link io.cis.loader.fetch.github.GitHubRepository}).
 */
package io.cis.loader.fetch.github;
