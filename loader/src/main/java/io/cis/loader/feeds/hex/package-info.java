/**
 * The Hex API's package document ({@code api/packages/<name>}) as catalog facts: every release with its day,
 * {@code retired} for the releases in {@code retirements}, the licenses of the package metadata for the release last
 * published, and the GitHub repository among the package's links.
 */
package io.cis.loader.feeds.hex;
