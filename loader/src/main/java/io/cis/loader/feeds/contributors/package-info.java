/**
 * The {@code github} feed: GitHub's REST answers about a repository's people, as {@code cis fetch} records them under
 * {@code registries/github/} (the contributors list of each repository and the public profiles of its owner and top
 * contributors), turned into the declared locations of the repository's {@code pkg:github} component. The locations
 * are resolved to countries by the geoprovenance merge, with the gazetteer the loader ships.
 */
package io.cis.loader.feeds.contributors;
