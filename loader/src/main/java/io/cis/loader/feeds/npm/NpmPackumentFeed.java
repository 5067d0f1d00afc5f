package io.cis.loader.feeds.npm;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * npm registry package documents ("packuments", the CouchDB documents the registry serves at
 * {@code /<package>}), plain or gzip-compressed, one per file; reported as catalog facts.
 */
public final class NpmPackumentFeed extends PlacedFeed {

    static final String FOLDER = "npm-packuments";

    private final PackumentFiles files = new PackumentFiles();
    private final PackumentReader reader = new PackumentReader();
    private final PackumentTranslator translator = new PackumentTranslator();

    /** Read from {@code ROOT/npm-packuments/}, or the root itself when it directly holds package documents. */
    public NpmPackumentFeed() {
        super("npm", new FeedLocation(List.of(FOLDER), List.of("."), new PackumentFiles()::holdsPackuments));
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
        for (Path file : FeedFiles.listed(location, "package documents", () -> files.list(location))) {
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
        return result(feedsRoot, location, reported, skipped,
                lastModified == null ? null : NpmTimestamp.utcDate(lastModified), null);
    }
}
