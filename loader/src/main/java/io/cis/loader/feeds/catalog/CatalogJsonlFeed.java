package io.cis.loader.feeds.catalog;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.text.BoundedLineReader;
import io.cis.loader.feeds.text.LineTooLongException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The catalog JSONL format of this project (docs/feeds.md): one component, version, algorithms or locations line per
 * JSON object, for the facts no public feed publishes in a standard form (lifecycle status, status and indexed dates,
 * project address, source link, the algorithms a version uses, where a component's contributors are).
 */
public final class CatalogJsonlFeed extends PlacedFeed {

    private final CatalogFiles files = new CatalogFiles();
    private final CatalogLineParser parser = new CatalogLineParser();

    public CatalogJsonlFeed() {
        super("catalog", new FeedLocation(List.of("catalog"), List.of("."), CatalogFiles::holdsCatalog));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        long reported = 0;
        for (Path file : FeedFiles.listed(location, "the catalog files", () -> files.of(location))) {
            reported += loadFile(file, sink, skipped);
        }
        return result(feedsRoot, location, reported, skipped, null, null);
    }

    /** Reports every usable line of one file and returns how many; unusable lines are skipped by line number. */
    private long loadFile(Path file, BuildSink sink, List<SkippedRecord> skipped) throws FeedException {
        long reported = 0;
        ParsingAhead lines = null;
        try (BoundedLineReader in = files.open(file); ParsingAhead ahead = new ParsingAhead(file, in, parser)) {
            lines = ahead;
            for (ParsingAhead.Parsed line = ahead.next(); line != null; line = ahead.next()) {
                if (line.unusable() != null) {
                    skipped.add(line.unusable().skipped(file.toString(), "line " + line.number()));
                } else {
                    line.line().reportTo(sink);
                    reported++;
                }
            }
        } catch (CharacterCodingException e) {
            throw new FeedException(file, "not UTF-8 text (after line " + linesRead(lines) + ")", e);
        } catch (LineTooLongException e) {
            throw new FeedException(file, e.getMessage() + "; a catalog line holds one record", e);
        } catch (IOException e) {
            String what = CatalogFiles.isGzipped(file) ? "not a readable gzip file" : "cannot be read";
            throw new FeedException(file, what + " (" + e.getMessage() + ", after line " + linesRead(lines) + ")", e);
        }
        return reported;
    }

    private static long linesRead(ParsingAhead lines) {
        return lines == null ? 0 : lines.linesRead();
    }
}
