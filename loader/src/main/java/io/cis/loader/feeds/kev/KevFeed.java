package io.cis.loader.feeds.kev;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.csv.CsvFormatException;
import io.cis.loader.feeds.csv.CsvReader;
import io.cis.loader.feeds.csv.CsvRecord;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The CISA Known Exploited Vulnerabilities catalog in its CSV form: every CVE in it is reported as known to be
 * exploited, with the day CISA added it.
 */
public final class KevFeed implements Feed {

    /** The name CISA publishes the CSV catalog under; the folder holding it is the feed's. */
    static final String FILE_NAME = "known_exploited_vulnerabilities.csv";
    private static final List<String> CANDIDATES = List.of("kev", ".");

    @Override
    public String name() {
        return "kev";
    }

    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return CANDIDATES.stream()
                .map(feedsRoot::resolve)
                .filter(dir -> Files.isRegularFile(dir.resolve(FILE_NAME)))
                .map(Path::normalize)
                .findFirst();
    }

    /**
     * Reports every usable row; a row that cannot be used is skipped by its line number, and a CVE listed twice is
     * reported from its first row.
     */
    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        Path file = location.resolve(FILE_NAME);
        String relative = FeedPaths.relative(feedsRoot, file);
        List<SkippedRecord> skipped = new ArrayList<>();
        Map<String, Long> reportedOn = new HashMap<>();
        String latestAdded = null;
        try (CsvReader csv = CsvReader.open(file)) {
            try {
                KevColumns columns = header(file, csv);
                for (Optional<CsvRecord> next = csv.next(); next.isPresent(); next = csv.next()) {
                    CsvRecord record = next.get();
                    if (record.blank()) {
                        continue;
                    }
                    String id = "line " + record.line();
                    KevRow row = KevRow.of(record, columns);
                    if (!row.usable()) {
                        skipped.add(new SkippedRecord(relative, id, row.problem()));
                        continue;
                    }
                    Long earlier = reportedOn.putIfAbsent(row.entry().cve(), record.line());
                    if (earlier != null) {
                        skipped.add(new SkippedRecord(relative, id, row.entry().cve() + " is already listed on line " + earlier));
                        continue;
                    }
                    sink.vulnerabilities().knownExploited(row.entry());
                    if (latestAdded == null || row.entry().dateAdded().compareTo(latestAdded) > 0) {
                        latestAdded = row.entry().dateAdded();
                    }
                }
            } catch (CharacterCodingException e) {
                throw new FeedException(file, "not UTF-8 text (on line " + csv.line() + ")", e);
            }
        } catch (CsvFormatException e) {
            throw new FeedException(file, "not a complete CSV file (" + e.getMessage() + ")", e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
        return new FeedResult(name(), FeedPaths.relative(feedsRoot, location), reportedOn.size(), skipped, latestAdded, null);
    }

    private static KevColumns header(Path file, CsvReader csv) throws IOException, CsvFormatException, FeedException {
        Optional<CsvRecord> first = csv.next();
        if (first.isEmpty()) {
            throw new FeedException(file, "empty file: no KEV header");
        }
        return KevColumns.of(first.get()).orElseThrow(() -> new FeedException(file,
                "line 1 is not the KEV header (a CSV header with " + KevColumns.CVE_ID + " and " + KevColumns.DATE_ADDED + " columns)"));
    }
}
