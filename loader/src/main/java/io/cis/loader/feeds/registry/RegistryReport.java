package io.cis.loader.feeds.registry;

import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * What one registry feed reports: catalog facts (counted), skipped records, and the latest day any of its documents
 * shows, which is the feed's date.
 */
public final class RegistryReport {

    private final CatalogSink catalog;
    private final List<SkippedRecord> skipped = new ArrayList<>();
    private long records;
    private String latestDay;

    public RegistryReport(CatalogSink catalog) {
        this.catalog = catalog;
    }

    public void component(ComponentFacts facts) {
        catalog.component(facts);
        records++;
    }

    public void version(VersionFacts facts) {
        catalog.version(facts);
        records++;
    }

    public void skip(RegistryFile file, String id, String reason) {
        skipped.add(new SkippedRecord(file.shownAs(), id, reason));
    }

    /** A day a document shows (null is ignored); the latest becomes the feed date. */
    public void dated(String day) {
        latestDay = RegistryTimestamps.later(latestDay, day);
    }

    FeedResult result(String name, String path) {
        return new FeedResult(name, path, records, skipped, latestDay, null);
    }
}
