package io.cis.bench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads the resident memory of one process from {@code /proc/<pid>/status} (Linux); no pid means not measured. */
public final class ProcessMemory {

    private final Path status;

    public ProcessMemory(long pid) {
        this.status = pid > 0 ? Path.of("/proc", Long.toString(pid), "status") : null;
    }

    public boolean measured() {
        return status != null;
    }

    /** The reading now, or {@link MemoryReading#UNKNOWN} when no pid was given or the process is gone. */
    public MemoryReading read() {
        if (status == null) {
            return MemoryReading.UNKNOWN;
        }
        try {
            return MemoryReading.parse(Files.readString(status));
        } catch (IOException e) {
            return MemoryReading.UNKNOWN;
        }
    }
}
