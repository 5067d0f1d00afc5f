package io.cis.loader.build;

import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.VulnerabilitySink;

/**
 * What a feed writes into: finished key-values per domain, catalog facts and vulnerability facts, the last two
 * merged across feeds after every feed has run.
 */
public record BuildSink(SnapshotTables tables, CatalogSink catalog, VulnerabilitySink vulnerabilities) {

    /** A sink whose catalog and vulnerability facts are collected for merging. */
    public static BuildSink collecting(SnapshotTables tables) {
        return new BuildSink(tables, new CollectedFacts(), new CollectedVulnerabilities());
    }
}
