package io.cis.loader.build;

import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.cryptography.CryptographySink;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.geoprovenance.LocationSink;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.VulnerabilitySink;

/**
 * What a feed writes into: finished key-values per domain, and the facts of each domain that are merged across feeds
 * after every feed has run (catalog, vulnerabilities, cryptography, contributor locations).
 */
public record BuildSink(SnapshotTables tables, CatalogSink catalog, VulnerabilitySink vulnerabilities,
                        CryptographySink cryptography, LocationSink locations) {

    /** A sink for a feed that reports only catalog and vulnerability facts; the other facts are collected unread. */
    public BuildSink(SnapshotTables tables, CatalogSink catalog, VulnerabilitySink vulnerabilities) {
        this(tables, catalog, vulnerabilities, new CollectedCryptography(), new CollectedLocations());
    }

    /** A sink whose facts are all collected for merging. */
    public static BuildSink collecting(SnapshotTables tables) {
        return new BuildSink(tables, new CollectedFacts(), new CollectedVulnerabilities(), new CollectedCryptography(),
                new CollectedLocations());
    }
}
