package io.cis.loader.build;

import java.nio.file.Path;
import java.util.Optional;

/** One upstream feed format: finds its files under a feeds root and compiles them into snapshot tables. */
public interface Feed {

    /** Short stable name used in the manifest and the build summary. */
    String name();

    /**
     * Whether the snapshot's staleness is measured from this feed's data date: true for feeds whose upstream publishes
     * at least daily (vulnerability data), so that data a week old misses a week of its records. A feed released at its
     * own slower pace (a license list, a dataset) is dated but not tracked.
     */
    default boolean tracked() {
        return false;
    }

    /** Where this feed's files are under the root (the root itself may be the feed's folder), if present. */
    Optional<Path> locate(Path feedsRoot);

    /**
     * Reads the feed at its location into the sink: finished key-values into its tables, component and version
     * facts into its catalog.
     *
     * @throws FeedException when a file is malformed as a whole; malformed records are skipped and reported instead
     */
    FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException;
}
