package io.cis.loader.spill;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a build puts what does not fit its memory, and how much each spilling structure may hold in memory before
 * it writes to disk. The directory is created only when something spills.
 *
 * @param directory    a directory on a disk with room for the build's intermediate data (beside the output)
 * @param memoryBudget bytes of records one structure buffers before it writes them out
 */
public record SpillSpace(Path directory, long memoryBudget) {

    /** Enough to keep the sample feeds in memory, small enough that a dozen buffers fit a 2 GiB heap. */
    public static final long DEFAULT_BUDGET = 24L << 20;

    public SpillSpace {
        if (memoryBudget <= 0) {
            throw new IllegalArgumentException("memory budget must be positive");
        }
    }

    /** Spilling into the system's temporary directory, for builds of small inputs and tests. */
    public static SpillSpace temporary() {
        return new SpillSpace(Path.of(System.getProperty("java.io.tmpdir")), DEFAULT_BUDGET);
    }

    /** A new empty file for one spilled run. */
    Path newFile(String prefix) throws IOException {
        Files.createDirectories(directory);
        return Files.createTempFile(directory, prefix, ".run");
    }
}
