/**
 * The connected side's collector: {@code cis fetch} downloads upstream feeds into exactly the folder layout
 * {@code cis build --feeds} reads. One source is one small class ({@link io.cis.loader.fetch.FeedSource}); the
 * shared machinery is the HTTP client with bounded retries honouring {@code Retry-After}
 * ({@link io.cis.loader.fetch.UpstreamClient}), the staging of every file under a temporary name that is renamed
 * into place only once the file is checked ({@link io.cis.loader.fetch.SourceFetch}), and the fetch manifest that
 * records what was fetched, from where and with which validators ({@link io.cis.loader.fetch.FetchManifest}).
 */
package io.cis.loader.fetch;
