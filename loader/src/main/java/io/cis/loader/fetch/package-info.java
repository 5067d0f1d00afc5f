/**
 * The connected side's collector: {@code cis fetch} downloads upstream feeds into exactly the folder layout
 * {@code cis build --feeds} reads. One source is one small class ({@link io.cis.loader.fetch.FeedSource}); the
 * shared machinery is the HTTP client with bounded retries honouring {@code Retry-After}, optional headers and a
 * rolling-window rate limit ({@link io.cis.loader.fetch.UpstreamClient}), the staging of every file of a source under
 * a temporary name until all of them are checked ({@link io.cis.loader.fetch.SourceFetch}), the publication of each
 * source's one folder as a whole by swapping a link to a complete generation
 * ({@link io.cis.loader.fetch.SwappedFolder}), so that a fetch killed at any moment leaves every source at its previous
 * or its new copy, and the fetch manifest that records what was fetched, from where, with which validators and where
 * an incremental source takes up next ({@link io.cis.loader.fetch.FetchManifest}). How upstreams are reached (proxies of the environment,
 * trusted certificates) and how progress is shown are small classes of their own.
 * A source's files are exactly those its last complete fetch recorded: what it no longer publishes is removed, and
 * what it passed over is noted. Sources may build what they stage (an OSV zip updated record by record, a repository
 * archive unpacked whole); the GitHub sources are in {@code io.cis.loader.fetch.github}, the opt-in scan of package
 * archives in {@code io.cis.loader.fetch.archives}, and the configuration file that names their repositories, the
 * archive bases and limits, the OSV ecosystems and the mirrors is {@link io.cis.loader.fetch.FetchConfig}.
 */
package io.cis.loader.fetch;
