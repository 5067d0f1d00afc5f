package io.cis.bench.measure;

import java.util.OptionalLong;

/**
 * The CPU time one process has used so far (user and system, all its threads), as the JDK's
 * {@link ProcessHandle.Info#totalCpuDuration()} reads it (on Linux from {@code /proc/<pid>/stat}, in clock ticks of
 * 10 ms); no pid means not measured.
 */
public final class ProcessCpu {

    private final long pid;

    public ProcessCpu(long pid) {
        this.pid = pid;
    }

    /** Milliseconds of CPU used so far; empty when no pid was given, the process is gone or the OS does not tell. */
    public OptionalLong millis() {
        if (pid <= 0) {
            return OptionalLong.empty();
        }
        return ProcessHandle.of(pid).flatMap(process -> process.info().totalCpuDuration())
                .map(cpu -> OptionalLong.of(cpu.toMillis())).orElse(OptionalLong.empty());
    }
}
