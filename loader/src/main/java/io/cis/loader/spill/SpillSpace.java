package io.cis.loader.spill;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a build puts what does not fit its memory, and the one memory budget every spilling structure of the build
 * shares: when the records buffered by all of them together reach it, the largest buffer is written out as a sorted
 * run. A build's buffered records therefore stay under one fixed amount however many structures it opens and however
 * large its feeds are. The directory is created only when something spills. Not thread-safe: a build is sequential.
 */
public final class SpillSpace {

    /**
     * The budget of a build: a sixteenth of the heap, between 16 and 256 MiB (128 MiB with a 2 GiB heap), so the
     * buffers, the merges' groups and the writer fit the heap together with room for the collector.
     */
    public static final long DEFAULT_BUDGET = defaultBudget(Runtime.getRuntime().maxMemory());

    private final Path directory;
    private final long memoryBudget;
    /** The structures holding buffered records, in the order they first buffered one. */
    private final List<ExternalSorter> buffering = new ArrayList<>();
    private long buffered;

    /**
     * @param directory    a directory on a disk with room for the build's intermediate data (beside the output)
     * @param memoryBudget bytes of records all structures of this space buffer together before the largest is
     *                     written out
     */
    public SpillSpace(Path directory, long memoryBudget) {
        if (memoryBudget <= 0) {
            throw new IllegalArgumentException("memory budget must be positive");
        }
        this.directory = directory;
        this.memoryBudget = memoryBudget;
    }

    /** The default budget for a heap of {@code maxHeap} bytes. */
    static long defaultBudget(long maxHeap) {
        return Math.max(16L << 20, Math.min(256L << 20, maxHeap / 16));
    }

    /** Spilling into the system's temporary directory, for builds of small inputs and tests. */
    public static SpillSpace temporary() {
        return new SpillSpace(Path.of(System.getProperty("java.io.tmpdir")), DEFAULT_BUDGET);
    }

    public Path directory() {
        return directory;
    }

    public long memoryBudget() {
        return memoryBudget;
    }

    /** Bytes of records buffered in memory by every structure of this space, as they are counted against the budget. */
    public long buffered() {
        return buffered;
    }

    /** A new empty file for one spilled run. */
    Path newFile(String prefix) throws IOException {
        Files.createDirectories(directory);
        return Files.createTempFile(directory, prefix, ".run");
    }

    /** {@code sorter} buffered {@code bytes} more; past the budget the largest buffer is written out. */
    void buffered(ExternalSorter sorter, long bytes) {
        if (bytes > 0 && sorter.bufferedBytes() == bytes) {
            buffering.add(sorter);
        }
        buffered += bytes;
        if (buffered >= memoryBudget) {
            largest().spill();
        }
    }

    /** {@code sorter} no longer buffers {@code bytes} (it wrote them out, or it was closed). */
    void released(ExternalSorter sorter, long bytes) {
        buffered -= bytes;
        if (sorter.bufferedBytes() == 0) {
            buffering.remove(sorter);
        }
    }

    private ExternalSorter largest() {
        ExternalSorter largest = buffering.get(0);
        for (ExternalSorter sorter : buffering) {
            if (sorter.bufferedBytes() > largest.bufferedBytes()) {
                largest = sorter;
            }
        }
        return largest;
    }
}
