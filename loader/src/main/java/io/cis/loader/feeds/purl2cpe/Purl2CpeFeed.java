package io.cis.loader.feeds.purl2cpe;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.CpeMapping;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SCANOSS purl2cpe ({@code data/<vendor>/<product>/purls.yml} and {@code cpes.yml}): reports, for every purl of a
 * folder, the CPE 2.3 names of that folder, so that a component can be matched to CPE-keyed vulnerability data.
 */
public final class Purl2CpeFeed implements Feed {

    private final MappingFolders folders = new MappingFolders();
    private final FeedLocation locator = new FeedLocation(List.of("purl2cpe/data", "purl2cpe"),
            List.of("data", "."), folders::holdsMappings);
    private final MappingFolderReader reader = new MappingFolderReader(new YamlList());

    @Override
    public String name() {
        return "purl2cpe";
    }

    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return locator.locate(feedsRoot);
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        long reported = 0;
        for (Path folder : listFolders(location)) {
            FolderMappings read = reader.read(folder, FeedPaths.relative(location, folder));
            for (CpeMapping mapping : read.mappings()) {
                sink.vulnerabilities().cpes(mapping);
                reported++;
            }
            skipped.addAll(read.skipped());
        }
        return new FeedResult(name(), FeedPaths.relative(feedsRoot, location), reported, skipped, null, null);
    }

    private List<Path> listFolders(Path location) throws FeedException {
        try {
            return folders.list(location);
        } catch (IOException e) {
            throw new FeedException(location, "cannot list the vendor/product folders (" + e.getMessage() + ")", e);
        }
    }
}
