package io.cis.loader.feeds.epss;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.csv.CsvRecord;
import io.cis.loader.vulnerabilities.VulnerabilitySink;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rows of one daily file, read after its header was checked: each usable row of a CVE that no newer file
 * scored is reported; an unusable row, and a CVE repeated within the file, is skipped by its line number.
 */
final class EpssRows {

    private final String relative;
    private final Set<String> reported;
    private final VulnerabilitySink sink;
    private final List<SkippedRecord> skipped = new ArrayList<>();
    private final Map<String, Long> lineOf = new HashMap<>();
    private int records;

    /**
     * @param reported the CVEs reported so far, from newer files; this file adds to it
     */
    EpssRows(String relative, Set<String> reported, VulnerabilitySink sink) {
        this.relative = relative;
        this.reported = reported;
        this.sink = sink;
    }

    boolean visit(CsvRecord record) {
        records++;
        if (records <= EpssHeader.LINES || record.blank()) {
            return true;
        }
        String id = "line " + record.line();
        EpssRow row = EpssRow.of(record);
        if (!row.usable()) {
            skipped.add(new SkippedRecord(relative, id, row.problem()));
            return true;
        }
        String cve = row.score().cve();
        Long earlier = lineOf.putIfAbsent(cve, record.line());
        if (earlier != null) {
            skipped.add(new SkippedRecord(relative, id, cve + " is already listed on line " + earlier));
        } else if (reported.add(cve)) {
            sink.epss(row.score());
        }
        // else a newer file scored this CVE: its score stands, and this older one is not an error
        return true;
    }

    List<SkippedRecord> skipped() {
        return List.copyOf(skipped);
    }
}
