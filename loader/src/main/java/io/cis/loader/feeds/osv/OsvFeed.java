package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.UnusableRecordException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * OSV vulnerability records (JSON, PyPA's YAML, and zips in the layout of the per-ecosystem {@code all.zip}
 * exports): each record is reported as it is written, one {@code AdvisoryFacts} per record, into the sink's
 * vulnerabilities. Files are read one at a time and each tree is dropped once translated.
 */
public final class OsvFeed extends PlacedFeed {

    private final OsvFiles files = new OsvFiles();
    private final OsvLayout layout = new OsvLayout();
    private final OsvZipEntries zips = new OsvZipEntries();
    private final OsvDocuments documents = new OsvDocuments();
    private final OsvRecordTranslator translator = new OsvRecordTranslator();

    public OsvFeed() {
        super("osv", OsvLayout.location(new OsvFiles(), new OsvRecordSniffer()));
    }

    /** Tracked: OSV databases change every day. */
    @Override
    public boolean tracked() {
        return true;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        OsvLoad load = new OsvLoad(sink.vulnerabilities());
        for (Path file : FeedFiles.listed(location, "the OSV files", () -> files.list(location))) {
            String source = layout.sourceOf(location, file);
            if (OsvFiles.isZip(file)) {
                loadZip(file, source, load);
            } else {
                report(file.toString(), readFile(file), source, load);
            }
        }
        return result(feedsRoot, location, load.reported(), load.skipped(), load.feedDate(), null);
    }

    private void report(String where, JsonNode record, String source, OsvLoad load) {
        try {
            load.report(translator.translate(record, source));
        } catch (UnusableRecordException e) {
            load.skip(where, OsvRecordTranslator.idOf(record), e.getMessage());
        }
    }

    private void loadZip(Path zip, String source, OsvLoad load) throws FeedException {
        try {
            zips.<FeedException>forEach(zip, (entry, content) ->
                    report(zip + "!/" + entry, readEntry(zip, entry, content), source, load));
        } catch (IOException e) {
            throw new FeedException(zip, "not a readable zip archive (" + e.getMessage() + ")", e);
        }
    }

    private JsonNode readEntry(Path zip, String entry, InputStream content) throws FeedException {
        try {
            return documents.read(entry, content);
        } catch (MalformedDocumentException e) {
            throw new FeedException(zip, "entry " + entry + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new FeedException(zip, "entry " + entry + " cannot be read (" + e.getMessage() + ")", e);
        }
    }

    private JsonNode readFile(Path file) throws FeedException {
        try (InputStream in = Files.newInputStream(file)) {
            return documents.read(file.getFileName().toString(), in);
        } catch (MalformedDocumentException e) {
            throw new FeedException(file, e.getMessage(), e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
    }
}
