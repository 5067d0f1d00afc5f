package io.cis.bench.serving;

import io.cis.bench.measure.Percentiles;
import java.util.Map;

/** What one scenario at one concurrency measured after its warm-up; memory is the server's, in KiB. */
public record CellResult(Scenario scenario, int concurrency, long requests, long components, double seconds,
                         Percentiles latency, Map<String, Long> failures, long rssMaxKib, long peakKib) {

    public double requestsPerSecond() {
        return seconds > 0 ? requests / seconds : 0;
    }

    public double componentsPerSecond() {
        return seconds > 0 ? components / seconds : 0;
    }

    public long failureCount() {
        return failures.values().stream().mapToLong(Long::longValue).sum();
    }
}
