package io.cis.bench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Reads the CPU time one process has used so far (user and system, all its threads) from {@code /proc/<pid>/stat}
 * (Linux); no pid means not measured. The kernel counts in clock ticks of 1/100 s ({@code USER_HZ}, 100 on the Linux
 * architectures the service runs on), so a difference is exact to 10 ms.
 */
public final class ProcessCpu {

    private static final long MILLIS_PER_TICK = 10;

    private final Path stat;

    public ProcessCpu(long pid) {
        this.stat = pid > 0 ? Path.of("/proc", Long.toString(pid), "stat") : null;
    }

    /** Milliseconds of CPU used so far; empty when no pid was given or the process is gone. */
    public OptionalLong millis() {
        if (stat == null) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(parseTicks(Files.readString(stat)) * MILLIS_PER_TICK);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * utime plus stime (fields 14 and 15) of a {@code stat} line. The second field, the command name in parentheses,
     * may itself hold spaces and parentheses, so fields are counted from the last closing parenthesis.
     */
    static long parseTicks(String statLine) {
        String[] fields = statLine.substring(statLine.lastIndexOf(')') + 2).trim().split(" ");
        // fields[0] is field 3 (the state), so field n is at n - 3.
        return Long.parseLong(fields[14 - 3]) + Long.parseLong(fields[15 - 3]);
    }
}
