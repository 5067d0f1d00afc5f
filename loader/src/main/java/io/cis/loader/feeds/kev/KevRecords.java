package io.cis.loader.feeds.kev;

import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.csv.CsvRecord;
import io.cis.loader.vulnerabilities.VulnerabilitySink;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The records of one KEV file as they are read: the header first, then each usable row reported, each other one
 * skipped by its line number. A CVE listed twice is reported from its first row.
 */
final class KevRecords {

    private final Path file;
    private final String relative;
    private final VulnerabilitySink sink;
    private final List<SkippedRecord> skipped = new ArrayList<>();
    private final Map<String, Long> reportedOn = new HashMap<>();
    private KevColumns columns;
    private String latestAdded;

    KevRecords(Path file, String relative, VulnerabilitySink sink) {
        this.file = file;
        this.relative = relative;
        this.sink = sink;
    }

    boolean visit(CsvRecord record) throws FeedException {
        if (columns == null) {
            columns = KevColumns.of(record).orElseThrow(() -> new FeedException(file, "line 1 is not the KEV header "
                    + "(a CSV header with " + KevColumns.CVE_ID + " and " + KevColumns.DATE_ADDED + " columns)"));
            return true;
        }
        if (!record.blank()) {
            take(record);
        }
        return true;
    }

    /** Call after the last record: a file without any is not a KEV catalog. */
    void requireHeader() throws FeedException {
        if (columns == null) {
            throw new FeedException(file, "empty file: no KEV header");
        }
    }

    long reported() {
        return reportedOn.size();
    }

    List<SkippedRecord> skipped() {
        return List.copyOf(skipped);
    }

    /** The latest day a reported CVE was added, or null when none was. */
    String latestAdded() {
        return latestAdded;
    }

    private void take(CsvRecord record) {
        String id = "line " + record.line();
        KevRow row = KevRow.of(record, columns);
        if (!row.usable()) {
            skipped.add(new SkippedRecord(relative, id, row.problem()));
            return;
        }
        Long earlier = reportedOn.putIfAbsent(row.entry().cve(), record.line());
        if (earlier != null) {
            skipped.add(new SkippedRecord(relative, id, row.entry().cve() + " is already listed on line " + earlier));
            return;
        }
        sink.knownExploited(row.entry());
        if (latestAdded == null || row.entry().dateAdded().compareTo(latestAdded) > 0) {
            latestAdded = row.entry().dateAdded();
        }
    }
}
