package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * SARIF 2.1.0 logs of static analysers (Semgrep, CodeQL, gosec, Bandit, ...), each attached to one component version
 * by its path ({@link SarifLayout}). Every result becomes an issue under its file, and the issues of all logs of a
 * version are stored together, grouped by file. The analysed versions join the catalog, since findings are
 * answered only for versions it lists.
 */
public final class SarifFeed extends PlacedFeed {

    private final ValueCodec codec;
    private final SarifFiles files = new SarifFiles();
    private final SarifLayout layout = new SarifLayout();
    private final SarifDocuments documents = new SarifDocuments();
    private final SarifRunReader runs = new SarifRunReader();

    public SarifFeed(ValueCodec codec) {
        super("sarif", new FeedLocation(List.of("sarif"), List.of("."), SarifFiles::holdsLogs));
        this.codec = codec;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        Map<String, AnalysedVersion> versions = new TreeMap<>();
        Map<String, VersionFiles> issues = new TreeMap<>();
        long used = 0;
        for (Path file : FeedFiles.listed(location, "the SARIF files", () -> files.list(location))) {
            AnalysedVersion version = layout.versionOf(location, file);
            JsonNode log = documents.read(file);
            if (versions.putIfAbsent(version.identity(), version) == null) {
                // the version joins the catalog even when the analysis found nothing: it was analysed
                sink.catalog().component(new ComponentFacts(version.purl(), null, null, null, null, null, null));
                sink.catalog().version(new VersionFacts(version.purl(), version.version(), null, null, null, null, null,
                        null, null));
            }
            VersionFiles target = issues.computeIfAbsent(version.identity(), id -> new VersionFiles());
            used += runs.read(file, FeedPaths.relative(feedsRoot, file), log, target::add, skipped);
        }
        for (Map.Entry<String, AnalysedVersion> version : versions.entrySet()) {
            sink.tables().put(Domain.STATIC_ANALYSIS, version.getValue().storageKey(),
                    codec.encode(issues.get(version.getKey()).record()));
        }
        return result(feedsRoot, location, used, skipped, null, null);
    }
}
