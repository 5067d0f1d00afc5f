package io.cis.loader.feeds.epss;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.feeds.csv.CsvFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * FIRST EPSS daily files ({@code epss_scores-YYYY-MM-DD.csv}, plain or gzip): one score per CVE, the probability of
 * exploitation in the next 30 days and its percentile. With files of several days, each CVE keeps the score of the
 * newest day that scores it.
 */
public final class EpssFeed extends PlacedFeed {

    private final EpssFiles files = new EpssFiles();
    private final ValueCodec codec = new ValueCodec();

    /** A daily file with what its header says. */
    private record DatedFile(Path file, EpssHeader header) {
    }

    public EpssFeed() {
        super("epss", new FeedLocation(List.of("epss"), List.of("."), EpssFiles::holdsScores));
    }

    /** Tracked: FIRST scores every CVE every day. */
    @Override
    public boolean tracked() {
        return true;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<DatedFile> dated = new ArrayList<>();
        for (Path file : dailyFiles(location)) {
            dated.add(new DatedFile(file, EpssHeader.read(file)));
        }
        // newest score date first, so its scores are reported and an older file only adds CVEs the newer ones lack;
        // the sort is stable, so files of one day are read in name order and the first one's score stands
        dated.sort(Comparator.comparing((DatedFile d) -> d.header().scoreDate()).reversed());
        List<String> relative = dated.stream().map(d -> FeedPaths.relative(feedsRoot, d.file())).toList();
        SkippedRows skipped = new SkippedRows();
        long reported;
        try (NewestScores scores = new NewestScores(sink.tables().spillSpace(), codec)) {
            for (int i = 0; i < dated.size(); i++) {
                CsvFile.read(dated.get(i).file(), new EpssRows(i, relative.get(i), scores, skipped)::visit);
            }
            reported = scores.report(sink.vulnerabilities(), relative, skipped);
        }
        EpssHeader newest = dated.get(0).header();
        return result(feedsRoot, location, reported, skipped.inReadingOrder(), newest.scoreDate(),
                newest.modelVersion());
    }

    private List<Path> dailyFiles(Path location) throws FeedException {
        List<Path> daily = FeedFiles.listed(location, "the EPSS files", () -> files.of(location));
        if (daily.isEmpty()) {
            throw new FeedException(location, "no epss_scores-*.csv or epss_scores-*.csv.gz file");
        }
        return daily;
    }
}
