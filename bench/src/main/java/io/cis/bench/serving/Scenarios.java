package io.cis.bench.serving;

import io.cis.bench.workload.Workload;
import io.cis.bench.workload.WorkloadRequest;
import java.util.ArrayList;
import java.util.List;

/** The scenarios of the serving matrix, in report order; a kind the workload has no requests for is left out. */
public final class Scenarios {

    public static final String ECHO = "echo";
    public static final String GET = "get";
    public static final String E3_100 = "e3-100";
    public static final String E3_1000 = "e3-1000";
    public static final String E1 = "e1";

    /** E9's body: the echo route answers it unchanged, so it measures the HTTP layer alone. */
    static final WorkloadRequest ECHO_REQUEST =
            WorkloadRequest.post("/v2/licenses/echo", "{\"message\":\"serving benchmark\"}", 1);

    private Scenarios() {
    }

    public static List<Scenario> of(Workload workload) {
        List<Scenario> scenarios = new ArrayList<>();
        scenarios.add(new Scenario(ECHO, "echo (E9)", List.of(ECHO_REQUEST)));
        add(scenarios, GET, "E13/E14 GET", workload.singleGets());
        add(scenarios, E3_100, "E3 batch of 100", workload.batchesOf100());
        add(scenarios, E3_1000, "E3 batch of 1,000", workload.batchesOf1000());
        add(scenarios, E1, "E1 page", workload.releasePages());
        return scenarios;
    }

    private static void add(List<Scenario> scenarios, String name, String label, List<WorkloadRequest> requests) {
        if (!requests.isEmpty()) {
            scenarios.add(new Scenario(name, label, requests));
        }
    }
}
