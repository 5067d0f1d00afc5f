package io.cis.loader.feeds.archivescan;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.MalformedPackageURLException;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.catalog.VersionedPurl;
import io.cis.loader.cryptography.StatedAlgorithm;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.feeds.registry.RegistryDocuments;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ROOT/archive-scan/}: every {@code *.json} below it is one {@link ScanResultFile}, the algorithms the fetch
 * found in one component version's package archive. A complete scan reports the version's algorithms (the dataset's
 * ids, each with the number of files that named it; {@code []} says the archive names none) and the version to the
 * catalog. An incomplete one (a limit stopped it) is skipped with its reason: what it found is not all the version
 * uses, and an empty list would say the version uses none. A file that is not a result (not JSON, no purl with a
 * version, an algorithm without a name) is skipped with the reason too, as one recorded answer among many.
 */
public final class ArchiveScanFeed extends PlacedFeed {

    /** The feed's folder below the feeds root, where the fetch writes. */
    public static final String FOLDER = "archive-scan";

    private final ObjectMapper json = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public ArchiveScanFeed() {
        super("archive-scan", FeedLocation.ownFolder(FOLDER));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<Path> files = FeedFiles.listed(location, "the scan results", () -> FeedFiles.under(location, path -> {
            String name = path.getFileName().toString();
            return !name.startsWith(".") && name.endsWith(".json");
        }));
        List<SkippedRecord> skipped = new ArrayList<>();
        long versions = 0;
        for (Path file : files) {
            String shownAs = FeedPaths.relative(feedsRoot, file);
            ScanResultFile result;
            try {
                if (Files.size(file) > RegistryDocuments.MAX_BYTES) {
                    skipped.add(new SkippedRecord(shownAs, "-", "more than " + RegistryDocuments.MAX_BYTES
                            + " bytes, not a scan result"));
                    continue;
                }
                result = json.readValue(file.toFile(), ScanResultFile.class);
            } catch (JacksonException e) {
                skipped.add(new SkippedRecord(shownAs, "-", "not a scan result (" + e.getOriginalMessage() + ")"));
                continue;
            } catch (IOException e) {
                throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
            }
            String id = result.purl() == null ? "-" : result.purl();
            VersionedPurl purl;
            try {
                purl = VersionedPurl.parse(String.valueOf(result.purl()));
            } catch (MalformedPackageURLException e) {
                skipped.add(new SkippedRecord(shownAs, id, "purl is not a package URL (" + e.getMessage() + ")"));
                continue;
            }
            if (!purl.hasVersion()) {
                skipped.add(new SkippedRecord(shownAs, id, "purl has no version; a scan is of one version"));
                continue;
            }
            if (!result.complete()) {
                skipped.add(new SkippedRecord(shownAs, id, "scan incomplete, no algorithms stored: "
                        + result.incompleteReason()));
                continue;
            }
            List<StatedAlgorithm> algorithms = new ArrayList<>();
            boolean usable = true;
            for (ScanResultFile.Found found : result.algorithms()) {
                if (found == null || found.algorithm() == null || found.algorithm().isBlank() || found.files() < 1) {
                    usable = false;
                    break;
                }
                algorithms.add(new StatedAlgorithm(found.algorithm(), null, found.files()));
            }
            if (!usable) {
                skipped.add(new SkippedRecord(shownAs, id, "an algorithm without a name or without a file naming it"));
                continue;
            }
            sink.catalog().version(new VersionFacts(purl.componentPurl(), purl.version(), null, null, null, null,
                    null, null, List.of()));
            sink.cryptography().versionAlgorithms(new VersionAlgorithms(purl.componentPurl(), purl.version(),
                    algorithms, shownAs));
            versions++;
        }
        return result(feedsRoot, location, versions, skipped, null, null);
    }
}
