package io.cis.loader.feeds.kev;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.NotAFeedFileException;
import io.cis.loader.feeds.csv.CsvFile;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The CISA Known Exploited Vulnerabilities catalog in its CSV form: every CVE in it is reported as known to be
 * exploited, with the day CISA added it.
 */
public final class KevFeed implements Feed {

    /** The name CISA publishes the CSV catalog under; the folder holding it is the feed's. */
    static final String FILE_NAME = "known_exploited_vulnerabilities.csv";
    private static final FeedLocation LOCATION = new FeedLocation(List.of("kev"), List.of("."),
            dir -> Files.exists(dir.resolve(FILE_NAME), LinkOption.NOFOLLOW_LINKS));

    @Override
    public String name() {
        return "kev";
    }

    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return LOCATION.locate(feedsRoot);
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        Path file = location.resolve(FILE_NAME);
        try {
            if (!FeedFiles.isFile(file)) {
                throw new FeedException(location, "holds no " + FILE_NAME + "; the KEV folder must hold the catalog");
            }
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        }
        KevRecords records = new KevRecords(file, FeedPaths.relative(feedsRoot, file), sink.vulnerabilities());
        CsvFile.read(file, records::visit);
        records.requireHeader();
        // the catalog states no date of its own; the day of its latest addition is when it was last current
        return new FeedResult(name(), FeedPaths.relative(feedsRoot, location), records.reported(), records.skipped(),
                records.latestAdded(), null);
    }
}
