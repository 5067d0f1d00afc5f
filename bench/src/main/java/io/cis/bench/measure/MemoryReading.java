package io.cis.bench.measure;

/** A process's resident memory now ({@code VmRSS}) and its peak so far ({@code VmHWM}), in KiB. */
public record MemoryReading(long rssKib, long peakKib) {

    public static final MemoryReading UNKNOWN = new MemoryReading(0, 0);

    /** Reads the {@code VmRSS} and {@code VmHWM} lines of a {@code /proc/<pid>/status} text. */
    public static MemoryReading parse(String status) {
        long rss = 0;
        long peak = 0;
        for (String line : status.split("\n")) {
            if (line.startsWith("VmRSS:")) {
                rss = kib(line);
            } else if (line.startsWith("VmHWM:")) {
                peak = kib(line);
            }
        }
        return new MemoryReading(rss, peak);
    }

    private static long kib(String line) {
        String[] fields = line.trim().split("\\s+");
        return Long.parseLong(fields[1]);
    }

    public double rssMib() {
        return rssKib / 1024.0;
    }

    public double peakMib() {
        return peakKib / 1024.0;
    }
}
