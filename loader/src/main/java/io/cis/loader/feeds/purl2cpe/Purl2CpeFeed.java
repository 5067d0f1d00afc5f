package io.cis.loader.feeds.purl2cpe;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.CpeMapping;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * SCANOSS purl2cpe ({@code data/<vendor>/<product>/purls.yml} and {@code cpes.yml}): reports, for every purl of a
 * folder, the CPE 2.3 names of that folder, so that a component can be matched to CPE-keyed vulnerability data.
 */
public final class Purl2CpeFeed extends PlacedFeed {

    private final MappingFolders folders = new MappingFolders();
    private final MappingFolderReader reader = new MappingFolderReader(new YamlList());

    public Purl2CpeFeed() {
        super("purl2cpe", new FeedLocation(List.of("purl2cpe/data", "purl2cpe"), List.of("data", "."),
                new MappingFolders()::holdsMappings));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        long reported = 0;
        for (Path folder : FeedFiles.listed(location, "the vendor/product folders", () -> folders.list(location))) {
            FolderMappings read = reader.read(folder, FeedPaths.relative(location, folder));
            for (CpeMapping mapping : read.mappings()) {
                sink.vulnerabilities().cpes(mapping);
                reported++;
            }
            skipped.addAll(read.skipped());
        }
        return result(feedsRoot, location, reported, skipped, null, null);
    }
}
