package io.cis.loader.feeds.catalog;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.UnusableRecordException;
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

    private static final char BYTE_ORDER_MARK = '\uFEFF';

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
        long number = 0;
        try (BoundedLineReader in = files.open(file)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                String content = (number == 1 && !line.isEmpty() && line.charAt(0) == BYTE_ORDER_MARK ? line.substring(1) : line).strip();
                if (content.isEmpty() || content.startsWith("#")) {
                    continue;
                }
                try {
                    parser.parse(content, file + " line " + number).reportTo(sink);
                    reported++;
                } catch (UnusableRecordException e) {
                    skipped.add(e.skipped(file.toString(), "line " + number));
                }
            }
        } catch (CharacterCodingException e) {
            throw new FeedException(file, "not UTF-8 text (after line " + number + ")", e);
        } catch (LineTooLongException e) {
            throw new FeedException(file, e.getMessage() + "; a catalog line holds one record", e);
        } catch (IOException e) {
            String what = CatalogFiles.isGzipped(file) ? "not a readable gzip file" : "cannot be read";
            throw new FeedException(file, what + " (" + e.getMessage() + ", after line " + number + ")", e);
        }
        return reported;
    }
}
