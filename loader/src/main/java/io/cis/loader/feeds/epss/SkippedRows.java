package io.cis.loader.feeds.epss;

import io.cis.loader.build.SkippedRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Rows skipped while reading the daily files and while choosing scores, listed in the order the rows were read. */
final class SkippedRows {

    private record Skipped(int file, long line, SkippedRecord record) {
    }

    private final List<Skipped> skipped = new ArrayList<>();

    void add(int file, long line, SkippedRecord record) {
        skipped.add(new Skipped(file, line, record));
    }

    List<SkippedRecord> inReadingOrder() {
        return skipped.stream()
                .sorted(Comparator.comparingInt(Skipped::file).thenComparingLong(Skipped::line))
                .map(Skipped::record)
                .toList();
    }
}
