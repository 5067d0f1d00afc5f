/**
 * What every registry feed shares: the folder {@code registries/<registry>/} whose paths are the registry's own
 * request paths ({@link io.cis.loader.feeds.registry.RegistryFeed}), one document per file
 * ({@link io.cis.loader.feeds.registry.RegistryFile}), documents read as JSON or text that are skipped with a reason
 * when they cannot be read ({@link io.cis.loader.feeds.registry.RegistryDocuments}), the registries' timestamps as
 * days, the GitHub repository a package names, and the report that collects the catalog facts, the skipped records
 * and the latest date a document shows ({@link io.cis.loader.feeds.registry.RegistryReport}). Each registry format
 * lives in a package of its own and only turns its documents into facts.
 */
package io.cis.loader.feeds.registry;
