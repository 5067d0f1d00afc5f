/**
 * crates.io's two views of a crate as catalog facts: the crate API ({@code api/v1/crates/<name>}: every version with
 * its publication day, declared license and yanked flag, the crate's repository) and the sparse index
 * ({@code index/<shard>/<name>}, one JSON line per version: the yanked flag only).
 */
package io.cis.loader.feeds.crates;
