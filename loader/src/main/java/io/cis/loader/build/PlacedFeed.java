package io.cis.loader.build;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A feed whose name and place below the feeds root are fixed when it is made, so that a format only says how it loads
 * and every feed writes its location in the result the same way.
 */
public abstract class PlacedFeed implements Feed {

    private final String name;
    private final FeedLocation location;

    protected PlacedFeed(String name, FeedLocation location) {
        this.name = name;
        this.location = location;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Optional<Path> locate(Path feedsRoot) {
        return location.locate(feedsRoot);
    }

    /**
     * What loading {@code location} contributed, with the location relative to the feeds root as the manifest writes it.
     *
     * @param feedDate the feed's own date, or null when it states none
     * @param version  the feed's own version, or null when it states none
     */
    protected final FeedResult result(Path feedsRoot, Path location, long records, List<SkippedRecord> skipped,
                                      String feedDate, String version) {
        return new FeedResult(name, FeedPaths.relative(feedsRoot, location), records, skipped, feedDate, version);
    }
}
