/**
 * Compiling feeds into a snapshot: the feed interface and the known feeds, where each feed sits under a feeds root, the
 * tables a build fills (spilling to disk past a memory budget), the builder that runs the feeds and then the merges,
 * and the writer that has the engine's snapshot core turn the tables into a database, writes the manifest with every
 * file's SHA-256 and publishes the directory by one rename, so a failed build leaves nothing behind.
 */
package io.cis.loader.build;
