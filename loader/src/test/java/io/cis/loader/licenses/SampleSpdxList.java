package io.cis.loader.licenses;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.feeds.spdx.SpdxLicenseListFeed;

/** The SPDX License List of the sample feeds, loaded by the SPDX feed as a build would. */
final class SampleSpdxList {

    private SampleSpdxList() {
    }

    static SpdxList load() throws FeedException {
        ValueCodec codec = new ValueCodec();
        SnapshotTables tables = new SnapshotTables();
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(codec);
        feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), BuildSink.collecting(tables));
        return SpdxList.from(tables, codec);
    }
}
