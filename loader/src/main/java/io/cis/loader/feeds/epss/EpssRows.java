package io.cis.loader.feeds.epss;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.feeds.csv.CsvRecord;

/**
 * The rows of one daily file, read after its header was checked: each usable row goes to the choice of scores
 * ({@link NewestScores}, which skips a CVE repeated within the file); an unusable row is skipped by its line number.
 */
final class EpssRows {

    private final int file;
    private final String relative;
    private final NewestScores scores;
    private final SkippedRows skipped;
    private int records;

    /** @param file the file's position among the daily files, newest first */
    EpssRows(int file, String relative, NewestScores scores, SkippedRows skipped) {
        this.file = file;
        this.relative = relative;
        this.scores = scores;
        this.skipped = skipped;
    }

    boolean visit(CsvRecord record) {
        records++;
        if (records <= EpssHeader.LINES || record.blank()) {
            return true;
        }
        EpssRow row = EpssRow.of(record);
        if (!row.usable()) {
            skipped.add(file, record.line(), new SkippedRecord(relative, "line " + record.line(), row.problem()));
        } else {
            scores.add(file, record.line(), row.score());
        }
        return true;
    }
}
