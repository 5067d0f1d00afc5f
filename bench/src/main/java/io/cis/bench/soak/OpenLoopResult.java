package io.cis.bench.soak;

import io.cis.bench.measure.Percentiles;
import java.util.Map;

/** What an open-loop run measured: requests due, requests completed, failures by kind, latency from when each was due. */
public record OpenLoopResult(long due, long completed, double seconds, Percentiles latency, Map<String, Long> failures) {

    public double completedPerSecond() {
        return seconds > 0 ? completed / seconds : 0;
    }

    public long failureCount() {
        return failures.values().stream().mapToLong(Long::longValue).sum();
    }
}
