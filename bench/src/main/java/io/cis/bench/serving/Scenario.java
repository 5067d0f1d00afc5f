package io.cis.bench.serving;

import io.cis.bench.workload.WorkloadRequest;
import java.util.List;

/** A named kind of request and the requests it rotates through, in order. */
public record Scenario(String name, String label, List<WorkloadRequest> requests) {

    public Scenario {
        if (requests.isEmpty()) {
            throw new IllegalArgumentException("scenario " + name + " has no requests");
        }
        requests = List.copyOf(requests);
    }

    /** The request to send as the {@code n}-th of the run. */
    public WorkloadRequest request(long n) {
        return requests.get((int) (n % requests.size()));
    }

    /** Whether its requests carry many components, so components per second is worth reporting. */
    public boolean batch() {
        return requests.stream().anyMatch(r -> r.components() > 1);
    }
}
