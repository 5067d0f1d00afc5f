package io.cis.loader.feeds.kev;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.NotAFeedFileException;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.csv.CsvFile;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The CISA Known Exploited Vulnerabilities catalog in its CSV form: every CVE in it is reported as known to be
 * exploited, with the day CISA added it. The JSON form beside it, when there, only dates the feed.
 */
public final class KevFeed extends PlacedFeed {

    /** The name CISA publishes the CSV catalog under; the folder holding it is the feed's. */
    static final String FILE_NAME = "known_exploited_vulnerabilities.csv";
    private static final FeedLocation LOCATION = new FeedLocation(List.of("kev"), List.of("."),
            dir -> Files.exists(dir.resolve(FILE_NAME), LinkOption.NOFOLLOW_LINKS));

    public KevFeed() {
        super("kev", LOCATION);
    }

    /** Tracked: CISA adds to the catalog several times a week. */
    @Override
    public boolean tracked() {
        return true;
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
        List<SkippedRecord> skipped = new ArrayList<>(records.skipped());
        String date = releaseDay(feedsRoot, location, records, skipped).orElse(records.latestAdded());
        return result(feedsRoot, location, records.reported(), skipped, date, null);
    }

    /**
     * The day the release the CSV belongs to came out: the {@code dateReleased} of the JSON form beside it, when that
     * describes the same release (as many entries as the CSV has rows, released no earlier than the CSV's newest
     * addition). Without it the CSV states no date of its own, and the day of its newest addition is when it was last
     * current; a JSON of another release is listed among the skipped files, so the fallback is never silent.
     */
    private static Optional<String> releaseDay(Path feedsRoot, Path location, KevRecords records,
                                               List<SkippedRecord> skipped) throws FeedException {
        Path json = location.resolve(KevRelease.FILE_NAME);
        try {
            if (!FeedFiles.isFile(json)) {
                return Optional.empty();
            }
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        }
        Optional<KevRelease> release = KevRelease.read(json);
        long rows = records.reported() + records.skipped().size();
        String relative = FeedPaths.relative(feedsRoot, json);
        if (release.isEmpty()) {
            skipped.add(new SkippedRecord(relative, "-", "states no dateReleased and count; the feed is dated by the "
                    + "CSV's newest dateAdded"));
            return Optional.empty();
        }
        String latest = records.latestAdded();
        if (release.get().count() != rows || latest != null && release.get().dayReleased().compareTo(latest) < 0) {
            skipped.add(new SkippedRecord(relative, "-", "describes another release than the CSV (count "
                    + release.get().count() + " against " + rows + " rows, dateReleased " + release.get().dayReleased()
                    + " against the newest dateAdded " + latest + "); the feed is dated by the CSV's newest dateAdded"));
            return Optional.empty();
        }
        return Optional.of(release.get().dayReleased());
    }
}
