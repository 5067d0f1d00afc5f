package io.cis.loader.fetch.archives;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.feeds.crypto.CryptoDatasetFeed;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The crypto algorithm dataset of a feeds folder, read by the build's own {@code crypto} feed (so the scan searches
 * for exactly the keywords the build will name algorithms with), with its date and version.
 */
public record DatasetKeywords(AlgorithmKeywords keywords, String date, String version) {

    /** The dataset under {@code feedsDir}; a dataset the build would refuse fails the same way here. */
    public static DatasetKeywords read(Path feedsDir) throws FetchException {
        CryptoDatasetFeed feed = new CryptoDatasetFeed();
        Optional<Path> location = feed.locate(feedsDir);
        if (location.isEmpty()) {
            throw new FetchException("no crypto algorithm dataset in " + feedsDir + " (fetch the crypto source first,"
                    + " or copy the dataset there): its keywords are what the archives are searched for");
        }
        SpillSpace space = SpillSpace.temporary();
        try (SnapshotTables tables = new SnapshotTables(space);
             CollectedFacts catalog = new CollectedFacts(space);
             CollectedVulnerabilities vulnerabilities = new CollectedVulnerabilities(space);
             CollectedCryptography cryptography = new CollectedCryptography(space);
             CollectedLocations locations = new CollectedLocations(space)) {
            FeedResult result = feed.load(feedsDir, location.get(),
                    new BuildSink(tables, catalog, vulnerabilities, cryptography, locations));
            AlgorithmKeywords keywords = new AlgorithmKeywords(cryptography.definitions());
            if (keywords.size() == 0) {
                throw new FetchException(location.get() + ": the crypto algorithm dataset defines no keyword");
            }
            return new DatasetKeywords(keywords, result.feedDate() == null ? "" : result.feedDate(),
                    result.version() == null ? "" : result.version());
        } catch (FeedException e) {
            throw new FetchException("the crypto algorithm dataset cannot be read: " + e.getMessage(), e);
        }
    }
}
