package io.cis.bench.soak;

import io.cis.bench.serving.Scenario;
import io.cis.bench.workload.WorkloadRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Interleaves scenarios into one rotation by weight: each round takes {@code weight} requests from every scenario, and
 * there are enough rounds for every request of every scenario to appear at least once.
 */
public final class WeightedMix {

    /** The default weights: single GETs lead, batches carry most of the components. */
    public static final String DEFAULT = "echo=1,get=4,e1=2,e3-100=2,e3-1000=1";

    private WeightedMix() {
    }

    /** Reads {@code name=weight,...}; a weight must be a positive whole number. */
    public static Map<String, Integer> weights(String text) {
        Map<String, Integer> weights = new LinkedHashMap<>();
        for (String pair : text.split(",")) {
            String[] parts = pair.trim().split("=");
            int weight = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 0;
            if (weight <= 0) {
                throw new IllegalArgumentException("a mix entry is name=positive weight: " + pair);
            }
            weights.put(parts[0].trim(), weight);
        }
        return weights;
    }

    /** The mixed scenario of those scenarios that have a weight; the others are left out. */
    public static Scenario of(List<Scenario> scenarios, Map<String, Integer> weights) {
        List<Scenario> weighted = scenarios.stream().filter(s -> weights.containsKey(s.name())).toList();
        if (weighted.isEmpty()) {
            throw new IllegalArgumentException("no scenario of the workload has a weight in " + weights);
        }
        int rounds = weighted.stream()
                .mapToInt(s -> (s.requests().size() + weights.get(s.name()) - 1) / weights.get(s.name())).max().orElse(1);
        long[] next = new long[weighted.size()];
        List<WorkloadRequest> requests = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < weighted.size(); i++) {
                for (int k = 0; k < weights.get(weighted.get(i).name()); k++) {
                    requests.add(weighted.get(i).request(next[i]++));
                }
            }
        }
        String label = String.join(", ", weighted.stream().map(s -> s.name() + "=" + weights.get(s.name())).toList());
        return new Scenario("mixed", "mixed (" + label + ")", requests);
    }
}
