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
 * with the time of each merge step ({@code merge/catalog}, ..., {@code write}) and of merging and writing as a whole
 * after the feeds, so a long build shows where its time went: the wall time, and the processor time of the whole
 * process (every thread, the collector's too), which on a shared machine says what the build itself cost.
 */
public final class BuildProgressReporter implements BuildProgress {

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier nanos;
    private final LongSupplier cpuNanos;
    private final Map<String, Long> bytes = new LinkedHashMap<>();
    private final List<Row> rows = new ArrayList<>();
    private final List<Step> steps = new ArrayList<>();
    private String step;
    private long stepStarted;
    private long stepStartedCpu;
    private long started;
    private long startedCpu;
    private long feedStarted;
    private long feedStartedCpu;
    private long bytesDone;
    private long mergeStarted = -1;
    private long mergeStartedCpu;

    /** One finished feed. */
    record Row(String feed, long records, int skipped, long nanos, long cpuNanos) {
    }

    /** One finished merge step, named as in the table. */
    record Step(String name, long nanos, long cpuNanos) {
    }

    /**
     * @param nanos    a monotonic clock, in nanoseconds
     * @param cpuNanos the processor time the process has used, in nanoseconds; negative when not known
     */
    public BuildProgressReporter(PrintWriter err, boolean terminal, LongSupplier nanos, LongSupplier cpuNanos) {
        this.err = err;
        this.terminal = terminal;
        this.nanos = nanos;
        this.cpuNanos = cpuNanos;
    }

    @Override
    public void planned(Map<String, Path> locations) {
        started = nanos.getAsLong();
        startedCpu = cpuNanos.getAsLong();
        locations.forEach((feed, location) -> bytes.put(feed, sizeOf(location)));
        line(String.format(Locale.ROOT, "build: %d feeds, %s of feed files", locations.size(), size(total())), false);
    }

    @Override
    public void feedStarted(String name) {
        feedStarted = nanos.getAsLong();
        feedStartedCpu = cpuNanos.getAsLong();
        line(String.format(Locale.ROOT, "build: [%d/%d] %s: reading %s", rows.size() + 1, bytes.size(), name,
                size(bytes.getOrDefault(name, 0L))), true);
    }

    @Override
    public void feedFinished(FeedResult result) {
        long now = nanos.getAsLong();
        long took = now - feedStarted;
        rows.add(new Row(result.name(), result.records(), result.skipped().size(), took,
                cpuSince(feedStartedCpu)));
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
        mergeStartedCpu = cpuNanos.getAsLong();
        line("build: merging and writing the snapshot", true);
    }

    @Override
    public void mergeStep(String name) {
        long now = nanos.getAsLong();
        long cpu = cpuNanos.getAsLong();
        endStep(now, cpu);
        step = name;
        stepStarted = now;
        stepStartedCpu = cpu;
        line("build: merging: " + name, true);
    }

    private void endStep(long now, long cpu) {
        if (step != null) {
            steps.add(new Step(step.equals("write") ? step : "merge/" + step, now - stepStarted,
                    cpu < 0 || stepStartedCpu < 0 ? -1 : cpu - stepStartedCpu));
            step = null;
        }
    }

    /** The closing table: one row per feed read, one per merge step, then the merge as a whole and the total. */
    public String summaryTable() {
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, ROW, "feed", "records", "skipped",
                "duration", "cpu"));
        long records = 0;
        long skipped = 0;
        for (Row row : rows) {
            table.append(String.format(Locale.ROOT, ROW, row.feed(), row.records(), row.skipped(),
                    seconds(row.nanos()), seconds(row.cpuNanos())));
            records += row.records();
            skipped += row.skipped();
        }
        endStep(nanos.getAsLong(), cpuNanos.getAsLong());
        for (Step done : steps) {
            table.append(String.format(Locale.ROOT, ROW, done.name(), "", "", seconds(done.nanos()),
                    seconds(done.cpuNanos())));
        }
        if (mergeStarted >= 0) {
            table.append(String.format(Locale.ROOT, ROW, "merge+write", "", "",
                    seconds(nanos.getAsLong() - mergeStarted), seconds(cpuSince(mergeStartedCpu))));
        }
        table.append(String.format(Locale.ROOT, ROW, "total", records, skipped,
                seconds(nanos.getAsLong() - started), seconds(cpuSince(startedCpu))));
        return table.toString();
    }

    /** Columns of the closing table: the longest step name is {@code merge/vulnerabilities}. */
    private static final String ROW = "%-21s %10s %8s %10s %10s%n";

    private long cpuSince(long before) {
        long now = cpuNanos.getAsLong();
        return now < 0 || before < 0 ? -1 : now - before;
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

    /** Seconds with one decimal; "-" for a time not known (negative). */
    private static String seconds(long nanos) {
        return nanos < 0 ? "-" : String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }

    private static String rate(long records, long nanos) {
        return nanos <= 0 ? "-" : String.format(Locale.ROOT, "%.0f", records / (nanos / 1e9));
    }

    private static String size(long bytes) {
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1048576.0)
                : String.format(Locale.ROOT, "%d KB", (bytes + 1023) / 1024);
    }
}
