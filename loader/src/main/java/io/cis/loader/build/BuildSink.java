package io.cis.loader.build;

import io.cis.loader.catalog.CatalogSink;

/** What a feed writes into: finished key-values per domain, and catalog facts that are merged across feeds. */
public record BuildSink(SnapshotTables tables, CatalogSink catalog) {
}
