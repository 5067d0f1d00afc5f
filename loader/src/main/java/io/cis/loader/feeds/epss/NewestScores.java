package io.cis.loader.feeds.epss;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyGroups;
import io.cis.loader.spill.SortedEntries;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.vulnerabilities.EpssScore;
import io.cis.loader.vulnerabilities.VulnerabilitySink;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Chooses each CVE's score among the rows of every daily file, on disk: the rows wait sorted by CVE, so a feed of
 * millions of scored CVEs holds no set of them. A CVE's score is its row in the newest file that lists it; a CVE a
 * file lists twice is skipped on the later line. The chosen scores are reported in the order the files and lines
 * were read, as if each row had been reported as it was read.
 */
final class NewestScores implements AutoCloseable {

    /** File position (newest first) and line: where a row was read, a key that sorts in reading order. */
    private static final int PLACE = Integer.BYTES + Long.BYTES;

    private final ValueCodec codec;
    private final ExternalSorter byCve;
    private final ExternalSorter chosen;

    NewestScores(SpillSpace space, ValueCodec codec) {
        this.codec = codec;
        this.byCve = new ExternalSorter(space, "epss-rows");
        this.chosen = new ExternalSorter(space, "epss-chosen");
    }

    /** A usable row: line {@code line} of the {@code file}-th file read (newest first). */
    void add(int file, long line, EpssScore score) {
        byte[] json = codec.encode(score);
        byCve.add(score.cve().getBytes(StandardCharsets.UTF_8),
                ByteBuffer.allocate(PLACE + json.length).put(place(file, line)).put(json).array());
    }

    /**
     * Reports the chosen score of every CVE to {@code sink}; returns how many. Each row repeating a CVE its file
     * listed before goes to {@code skipped}, with where it was read.
     *
     * @param files the files' paths as reported, newest first
     */
    long report(VulnerabilitySink sink, List<String> files, SkippedRows skipped) {
        KeyGroups.each(byCve, (cve, rows) -> {
            chosen.add(Arrays.copyOf(rows.get(0), PLACE), Arrays.copyOfRange(rows.get(0), PLACE, rows.get(0).length));
            ByteBuffer listed = ByteBuffer.wrap(rows.get(0));
            for (byte[] row : rows.subList(1, rows.size())) {
                ByteBuffer at = ByteBuffer.wrap(row);
                if (at.getInt(0) != listed.getInt(0)) {
                    listed = at; // an older file's row of a CVE a newer file scored: not an error, not reported
                } else {
                    int file = at.getInt(0);
                    long line = at.getLong(Integer.BYTES);
                    skipped.add(file, line, new SkippedRecord(files.get(file), "line " + line,
                            new String(cve, StandardCharsets.UTF_8) + " is already listed on line "
                                    + listed.getLong(Integer.BYTES)));
                }
            }
        });
        try (SortedEntries inReadingOrder = chosen.sorted()) {
            while (inReadingOrder.hasNext()) {
                sink.epss(codec.decode(inReadingOrder.next().value(), EpssScore.class));
            }
        }
        return chosen.size();
    }

    static byte[] place(int file, long line) {
        return ByteBuffer.allocate(PLACE).putInt(file).putLong(line).array();
    }

    @Override
    public void close() {
        byCve.close();
        chosen.close();
    }
}
