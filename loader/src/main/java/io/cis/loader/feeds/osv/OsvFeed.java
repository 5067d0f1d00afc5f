package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.UnusableRecordException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * OSV vulnerability records (JSON, PyPA's YAML, and zips in the layout of the per-ecosystem {@code all.zip}
 * exports): each record is reported as it is written, one {@code AdvisoryFacts} per record, into the sink's
 * vulnerabilities. Files are read one at a time and each tree is dropped once translated.
 */
public final class OsvFeed implements Feed {

    private final OsvFiles files = new OsvFiles();
    private final OsvLayout layout = new OsvLayout(files, new OsvRecordSniffer());
    private final OsvZipEntries zips = new OsvZipEntries();
    private final OsvDocuments documents = new OsvDocuments();
    private final OsvRecordTranslator translator = new OsvRecordTranslator();

    @Override
    public String name() {
        return "osv";
    }

    /** Tracked: OSV databases change every day. */
    @Override
    public boolean tracked() {
        return true;
    }

    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return layout.locate(feedsRoot);
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        OsvLoad load = new OsvLoad(sink.vulnerabilities());
        for (Path file : list(location)) {
            String source = layout.sourceOf(location, file);
            if (OsvFiles.isZip(file)) {
                loadZip(file, source, load);
            } else {
                report(file.toString(), readFile(file), source, load);
            }
        }
        return new FeedResult(name(), FeedPaths.relative(feedsRoot, location), load.reported(), load.skipped(),
                load.feedDate(), null);
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

    private List<Path> list(Path location) throws FeedException {
        try {
            return files.list(location);
        } catch (IOException e) {
            throw new FeedException(location, "cannot list the OSV files (" + e.getMessage() + ")", e);
        }
    }
}
