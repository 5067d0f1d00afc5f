package io.cis.loader.feeds.osv;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.AdvisoryFacts;
import io.cis.loader.vulnerabilities.VulnerabilitySink;
import java.util.ArrayList;
import java.util.List;

/** One load of the feed: reports advisories into the sink and keeps the count, the skips and the latest day. */
final class OsvLoad {

    private final VulnerabilitySink sink;
    private final List<SkippedRecord> skipped = new ArrayList<>();
    private long reported;
    private String latestModified;

    OsvLoad(VulnerabilitySink sink) {
        this.sink = sink;
    }

    void report(AdvisoryFacts advisory) {
        sink.advisory(advisory);
        reported++;
        String modified = advisory.modified();
        // YYYY-MM-DD days order as text
        if (modified != null && (latestModified == null || modified.compareTo(latestModified) > 0)) {
            latestModified = modified;
        }
    }

    void skip(String file, String id, String reason) {
        skipped.add(new SkippedRecord(file, id, reason));
    }

    long reported() {
        return reported;
    }

    List<SkippedRecord> skipped() {
        return List.copyOf(skipped);
    }

    /** The latest {@code modified} day of the reported records, or null when none states one. */
    String feedDate() {
        return latestModified;
    }
}
