package io.cis.loader.cli;

import io.cis.loader.build.BuildProgress;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Shows a build's progress feed by feed: on a terminal one line rewritten in place, otherwise one plain log line
 * per event. Each finished feed reports its records, skipped records, time and rate; the ETA is estimated from
 * the share of feed bytes read so far. {@link #summaryTable()} gives the closing feed/records/skipped/duration table,
 * with the time spent merging and writing the snapshot after the feeds.
 */
public final class BuildProgressReporter implements BuildProgress {

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier nanos;
    private final Map<String, Long> bytes = new LinkedHashMap<>();
    private final List<Row> rows = new ArrayList<>();
    private long started;
    private long feedStarted;
    private long bytesDone;
    private long mergeStarted = -1;

    /** One finished feed. */
    record Row(String feed, long records, int skipped, long nanos) {
    }

    public BuildProgressReporter(PrintWriter err, boolean terminal, LongSupplier nanos) {
        this.err = err;
        this.terminal = terminal;
        this.nanos = nanos;
    }

    @Override
    public void planned(Map<String, Path> locations) {
        started = nanos.getAsLong();
        locations.forEach((feed, location) -> bytes.put(feed, sizeOf(location)));
        line(String.format(Locale.ROOT, "build: %d feeds, %s of feed files", locations.size(), size(total())), false);
    }

    @Override
    public void feedStarted(String name) {
        feedStarted = nanos.getAsLong();
        line(String.format(Locale.ROOT, "build: [%d/%d] %s: reading %s", rows.size() + 1, bytes.size(), name,
                size(bytes.getOrDefault(name, 0L))), true);
    }

    @Override
    public void feedFinished(FeedResult result) {
        long now = nanos.getAsLong();
        long took = now - feedStarted;
        rows.add(new Row(result.name(), result.records(), result.skipped().size(), took));
        bytesDone += bytes.getOrDefault(result.name(), 0L);
        String eta = "";
        if (bytesDone > 0 && bytesDone < total()) {
            long remaining = (long) ((now - started) * (double) (total() - bytesDone) / bytesDone);
            eta = ", ETA " + seconds(remaining);
        }
        line(String.format(Locale.ROOT, "build: [%d/%d] %s: %d records, %d skipped in %s (%s records/s)%s",
                rows.size(), bytes.size(), result.name(), result.records(), result.skipped().size(), seconds(took),
                rate(result.records(), took), eta), false);
    }

    @Override
    public void merging() {
        mergeStarted = nanos.getAsLong();
        line("build: merging and writing the snapshot", true);
    }

    /** The closing table: one row per feed read, then the total. */
    public String summaryTable() {
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%-16s %10s %8s %10s%n", "feed", "records",
                "skipped", "duration"));
        long records = 0;
        long skipped = 0;
        for (Row row : rows) {
            table.append(String.format(Locale.ROOT, "%-16s %10d %8d %10s%n", row.feed(), row.records(), row.skipped(),
                    seconds(row.nanos())));
            records += row.records();
            skipped += row.skipped();
        }
        if (mergeStarted >= 0) {
            table.append(String.format(Locale.ROOT, "%-16s %10s %8s %10s%n", "merge+write", "", "",
                    seconds(nanos.getAsLong() - mergeStarted)));
        }
        table.append(String.format(Locale.ROOT, "%-16s %10d %8d %10s%n", "total", records, skipped,
                seconds(nanos.getAsLong() - started)));
        return table.toString();
    }

    /**
     * On a terminal a transient line (a feed being read) is rewritten by the next; a log gets every line, since
     * a log reader wants to see which feed a stalled build is in.
     */
    private void line(String text, boolean transientLine) {
        if (terminal) {
            err.print("\r\033[K" + text + (transientLine ? "" : "\n"));
        } else {
            err.println(text);
        }
        err.flush();
    }

    private long total() {
        return bytes.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The bytes of the files the build reads there: links followed (fetch keeps folders as links), hidden left out. */
    private static long sizeOf(Path location) {
        try {
            long bytes = 0;
            for (Path file : Files.isDirectory(location) ? FeedFiles.under(location, Files::isRegularFile)
                    : List.of(location)) {
                bytes += Files.size(file);
            }
            return bytes;
        } catch (IOException | UncheckedIOException e) {
            return 0; // an estimate only: the feed itself reports unreadable files
        }
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }

    private static String rate(long records, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.0f", records / (nanos / 1e9));
    }

    private static String size(long bytes) {
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1048576.0)
                : String.format(Locale.ROOT, "%d KB", (bytes + 1023) / 1024);
    }
}
