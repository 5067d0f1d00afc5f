package io.cis.bench.workload;

import java.util.List;

/**
 * The requests of a workload directory by kind, and a note for every kind whose files are missing (that kind's
 * scenario is then skipped).
 */
public record Workload(List<WorkloadRequest> singleGets, List<WorkloadRequest> releasePages,
                       List<WorkloadRequest> batchesOf100, List<WorkloadRequest> batchesOf1000, List<String> notes) {

    public Workload {
        singleGets = List.copyOf(singleGets);
        releasePages = List.copyOf(releasePages);
        batchesOf100 = List.copyOf(batchesOf100);
        batchesOf1000 = List.copyOf(batchesOf1000);
        notes = List.copyOf(notes);
    }
}
