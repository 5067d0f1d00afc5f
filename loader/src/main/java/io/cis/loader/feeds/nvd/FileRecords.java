package io.cis.loader.feeds.nvd;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.CveFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * What one document yields: its usable CVE records, the ones skipped, and the latest day it says it is current as of
 * (the document's own timestamp, or its newest record modification).
 */
final class FileRecords {

    private final String file;
    private final List<CveFacts> facts = new ArrayList<>();
    private final List<SkippedRecord> skipped = new ArrayList<>();
    private String statedOn;

    /** @param file the document's path as the build summary lists it */
    FileRecords(String file) {
        this.file = file;
    }

    /** Keeps a usable record; its last modification day is a day the document's data is current as of too. */
    void report(CveFacts record) {
        facts.add(record);
        if (record.modified() != null) {
            statedOn(record.modified());
        }
    }

    void skip(String id, String reason) {
        skipped.add(new SkippedRecord(file, id, reason));
    }

    /** Notes a {@code YYYY-MM-DD} day the document states its data is current as of; the latest one is kept. */
    void statedOn(String day) {
        if (statedOn == null || day.compareTo(statedOn) > 0) {
            statedOn = day;
        }
    }

    List<CveFacts> facts() {
        return List.copyOf(facts);
    }

    List<SkippedRecord> skipped() {
        return List.copyOf(skipped);
    }

    /** The latest day noted, or null. */
    String statedOn() {
        return statedOn;
    }
}
