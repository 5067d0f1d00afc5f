package io.cis.loader.build;

import io.cis.engine.snapshot.FeedRecord;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.fetch.FetchManifest;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.SourceRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

/**
 * Dates each feed of a build by its data, never by the build: the date the feed's own files state (the newest record
 * modification, or the date the upstream published the file), from the start of that day in UTC. A feed whose files
 * state none is dated from the fetch manifest {@code cis fetch} left in the feeds folder, when one of its sources wrote
 * files into the feed's folder: the data date that source's check read, else the time it was retrieved. With several
 * such sources the oldest date counts, as the feed is only as current as its oldest part.
 */
final class FeedDating {

    private record Dated(Instant date, String by) {
    }

    private final FetchManifest fetched;

    private FeedDating(FetchManifest fetched) {
        this.fetched = fetched;
    }

    /**
     * Reads {@code feedsRoot/fetch-manifest.json} when there is one.
     *
     * @throws FeedException when the file is there but is not a fetch manifest: the dates it should give would be lost
     *                       without a word
     */
    static FeedDating of(Path feedsRoot) throws FeedException {
        Path file = feedsRoot.resolve(FetchManifest.FILE);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new FeedDating(new FetchManifest(Map.of()));
        }
        try {
            return new FeedDating(FetchManifest.read(feedsRoot, StrictJson.mapper()));
        } catch (IOException | RuntimeException e) {
            throw new FeedException(file, "cannot be read as the fetch manifest, which dates the feeds it fetched ("
                    + e.getMessage() + "); fix or remove it", e);
        }
    }

    /** The manifest's record of {@code result}, with its data date; {@code tracked} as the feed declares. */
    FeedRecord record(FeedResult result, boolean tracked) {
        Optional<Dated> dated = startOfDay(result.feedDate()).map(day -> new Dated(day, FeedRecord.DATED_BY_DATA))
                .or(() -> fromFetch(result.path()));
        return new FeedRecord(result.name(), result.path(), result.records(), result.skipped().size(), result.feedDate(),
                result.version(), dated.map(d -> d.date().toString()).orElse(null), dated.map(Dated::by).orElse(null),
                tracked);
    }

    private Optional<Dated> fromFetch(String feedPath) {
        return fetched.sources().values().stream()
                .filter(source -> source.files().stream().anyMatch(file -> inside(file, feedPath)))
                .map(FeedDating::dateOf)
                .flatMap(Optional::stream)
                .min(Comparator.comparing(Dated::date));
    }

    private static Optional<Dated> dateOf(SourceRecord source) {
        return time(source.dataDate()).map(date -> new Dated(date, FeedRecord.DATED_BY_DATA))
                .or(() -> time(source.retrievedAt()).map(date -> new Dated(date, FeedRecord.DATED_BY_RETRIEVAL)));
    }

    /**
     * Whether {@code file} belongs to the feed at {@code feedPath}: it lies inside the feed's folder, or in a folder
     * that holds it (an archive fetched beside the folder it unpacks to). Files at the root belong to no feed in
     * particular, and to every feed when the root is the feed's own folder.
     */
    private static boolean inside(FetchedFile file, String feedPath) {
        if (file.path() == null) {
            return false;
        }
        int slash = file.path().lastIndexOf('/');
        String folder = slash < 0 ? "" : file.path().substring(0, slash);
        return ".".equals(feedPath) || file.path().startsWith(feedPath + "/")
                || !folder.isEmpty() && (feedPath.equals(folder) || feedPath.startsWith(folder + "/"));
    }

    /** A {@code YYYY-MM-DD} day from its start in UTC, or an RFC 3339 time to the second; empty for anything else. */
    private static Optional<Instant> time(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        return startOfDay(text).or(() -> {
            try {
                return Optional.of(Instant.parse(text).truncatedTo(ChronoUnit.SECONDS));
            } catch (DateTimeParseException e) {
                return Optional.empty();
            }
        });
    }

    private static Optional<Instant> startOfDay(String day) {
        if (day == null || day.length() != 10) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(day).atStartOfDay(ZoneOffset.UTC).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
