package io.cis.loader.feeds.npm;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.build.FeedPaths;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * npm registry package documents ("packuments", the CouchDB documents the registry serves at
 * {@code /<package>}), plain or gzip-compressed, one per file; reported as catalog facts.
 */
public final class NpmPackumentFeed implements Feed {

    static final String FOLDER = "npm-packuments";

    private final PackumentFiles files = new PackumentFiles();
    private final PackumentReader reader = new PackumentReader();
    private final PackumentTranslator translator = new PackumentTranslator();

    @Override
    public String name() {
        return "npm";
    }

    /** {@code ROOT/npm-packuments/}, or the root itself when it directly holds package documents. */
    @Override
    public Optional<Path> locate(Path feedsRoot) {
        return new FeedLocation(List.of(FOLDER), List.of("."), files::holdsPackuments).locate(feedsRoot);
    }

    /**
     * Reports every document's component and versions. Two documents of one package (say {@code lodash.json}
     * and {@code lodash-copy.json}) are reported once: the first file in name order wins and the other is skipped.
     */
    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        CatalogSink catalog = sink.catalog();
        List<SkippedRecord> skipped = new ArrayList<>();
        Map<String, String> reportedFrom = new HashMap<>();
        Instant lastModified = null;
        long reported = 0;
        for (Path file : documents(location)) {
            String relative = FeedPaths.relative(feedsRoot, file);
            PackumentFacts facts = translator.translate(reader.read(file), relative);
            skipped.addAll(facts.skipped());
            if (facts.component().isEmpty()) {
                continue;
            }
            ComponentFacts component = facts.component().get();
            String earlier = reportedFrom.putIfAbsent(component.purl(), relative);
            if (earlier != null) {
                skipped.add(new SkippedRecord(relative, component.name(), "same package as " + earlier + ", which is reported"));
                continue;
            }
            catalog.component(component);
            facts.versions().forEach(catalog::version);
            reported += 1 + facts.versions().size();
            if (facts.modified().isPresent() && (lastModified == null || facts.modified().get().isAfter(lastModified))) {
                lastModified = facts.modified().get();
            }
        }
        return new FeedResult(name(), FeedPaths.relative(feedsRoot, location), reported, skipped,
                lastModified == null ? null : NpmTimestamp.utcDate(lastModified), null);
    }

    private List<Path> documents(Path location) throws FeedException {
        try {
            return files.list(location);
        } catch (IOException e) {
            throw new FeedException(location, "cannot list package documents (" + e.getMessage() + ")", e);
        }
    }
}
