package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedPaths;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.json.JsonDocuments;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * NVD and CVE records in their three JSON formats (NVD CVE API 2.0 responses, the legacy NVD 1.1 feed, CVE JSON 5):
 * each CVE's English summary, dates, page and CVSS vectors are reported, once per record read; records of one CVE
 * from several files are all reported and merged later.
 */
public final class NvdFeed extends PlacedFeed {

    private final ObjectMapper mapper = StrictJson.mapper();
    private final NvdFiles files = new NvdFiles();
    private final CveDocumentReader apiResponses = new NvdApiResponseReader();
    private final CveDocumentReader legacyFeeds = new NvdLegacyFeedReader();
    private final CveDocumentReader cveRecords = new CveRecordReader();

    public NvdFeed() {
        super("nvd", new FeedLocation(List.of("nvd"), List.of("."), NvdFiles::holdsRecords));
    }

    /** Tracked: NVD publishes and revises CVEs every day. */
    @Override
    public boolean tracked() {
        return true;
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        DuplicateFiles duplicates = new DuplicateFiles();
        long reported = 0;
        String statedOn = null;
        for (Path file : FeedFiles.listed(location, "the CVE record files", () -> files.jsonFiles(location))) {
            String relative = FeedPaths.relative(feedsRoot, file);
            byte[] content = read(file);
            Optional<Path> earlier = duplicates.earlierCopyOf(file, content);
            if (earlier.isPresent()) {
                skipped.add(new SkippedRecord(relative, "-", "the same bytes as " + FeedPaths.relative(feedsRoot, earlier.get())
                        + ", which is read; this copy is not"));
                continue;
            }
            JsonNode document = JsonDocuments.parse(mapper, file, content);
            Optional<NvdFormat> format = NvdFormat.of(document);
            if (format.isEmpty()) {
                skipped.add(new SkippedRecord(relative, "-",
                        "not an NVD API 2.0 response, NVD 1.1 feed or CVE JSON 5 record; file ignored"));
                continue;
            }
            FileRecords records = new FileRecords(relative);
            readerOf(format.get()).read(document, file, records);
            records.facts().forEach(sink.vulnerabilities()::cve);
            reported += records.facts().size();
            skipped.addAll(records.skipped());
            if (records.statedOn() != null && (statedOn == null || records.statedOn().compareTo(statedOn) > 0)) {
                statedOn = records.statedOn();
            }
        }
        return result(feedsRoot, location, reported, skipped, statedOn, null);
    }

    private CveDocumentReader readerOf(NvdFormat format) {
        return switch (format) {
            case API_2_0 -> apiResponses;
            case FEED_1_1 -> legacyFeeds;
            case CVE_5 -> cveRecords;
        };
    }

    private static byte[] read(Path file) throws FeedException {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
    }
}
