package io.cis.loader.build;

import java.util.List;

/** What one feed contributed to a build: records stored, records skipped (with reasons) and its own date. */
public record FeedResult(String name, String path, long records, List<SkippedRecord> skipped, String feedDate,
                         String version) {

    public FeedResult {
        skipped = List.copyOf(skipped);
    }
}
