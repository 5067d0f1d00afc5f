package io.cis.loader.cryptography;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.feeds.crypto.CryptoDatasetFeed;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.util.List;

/** The algorithm definitions of the sample crypto dataset, as its feed reports them. */
final class SampleDataset {

    private SampleDataset() {
    }

    static List<AlgorithmDefinition> definitions() throws FeedException {
        CollectedCryptography facts = new CollectedCryptography();
        CryptoDatasetFeed feed = new CryptoDatasetFeed();
        feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), new BuildSink(new SnapshotTables(),
                new CollectedFacts(), new CollectedVulnerabilities(), facts, new CollectedLocations()));
        return facts.definitions();
    }
}
