package io.cis.bench.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.cis.bench.measure.Percentiles;
import io.cis.bench.workload.Workload;
import io.cis.bench.workload.WorkloadReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ServingTargetsTest {

    private Map<String, Scenario> scenarios;

    @BeforeEach
    void readDemoScenarios() throws IOException {
        Workload workload = new WorkloadReader().read(Path.of("workloads", "demo"));
        scenarios = Map.copyOf(Scenarios.of(workload).stream()
                .collect(java.util.stream.Collectors.toMap(Scenario::name, s -> s)));
    }

    @Test
    void batchesOfAThousandAreJudgedAloneForLatencyAndFourAtOnceForThroughput() {
        // One at a time: 45 batches of 1,000 in a second, median 22 ms. Four at once: 50,000 components/s, median 80 ms.
        CellResult alone = cell(Scenarios.E3_1000, 1, 45, 45_000, 22_000, 30_000);
        CellResult four = cell(Scenarios.E3_1000, 4, 50, 50_000, 80_000, 120_000);

        assertThat(ServingTargets.check(List.of(alone, four)))
                .filteredOn(v -> v.target().startsWith("E3"))
                .extracting(ServingTargets.Verdict::target, ServingTargets.Verdict::result).containsExactly(
                        tuple("E3 batch of 1,000, concurrency 1: median ≤ 25 ms", "met"),
                        tuple("E3 batch of 1,000, concurrency 4: ≥ 40,000 components/s", "met"),
                        tuple("E3 batch of 1,000, concurrency 4: median ≤ 25 ms", "not met"));
    }

    @Test
    void slowBatchesMissEveryTarget() {
        CellResult alone = cell(Scenarios.E3_1000, 1, 30, 30_000, 33_000, 60_000);
        CellResult four = cell(Scenarios.E3_1000, 4, 30, 30_000, 130_000, 200_000);

        assertThat(ServingTargets.check(List.of(alone, four)))
                .filteredOn(v -> v.target().startsWith("E3"))
                .extracting(ServingTargets.Verdict::result).containsExactly("not met", "not met", "not met");
    }

    @Test
    void singleGetsAreComparedWithEchoAtTheSameConcurrency() {
        List<CellResult> cells = List.of(
                cell(Scenarios.ECHO, 16, 10_000, 10_000, 1_000, 5_000),
                cell(Scenarios.GET, 16, 5_900, 5_900, 1_500, 11_000),
                cell(Scenarios.ECHO, 4, 8_000, 8_000, 400, 2_000),
                cell(Scenarios.GET, 4, 4_800, 4_800, 600, 3_000));

        List<ServingTargets.Verdict> verdicts = ServingTargets.check(cells);

        assertThat(verdicts).filteredOn(v -> v.target().contains("echo throughput, concurrency 4"))
                .singleElement().extracting(ServingTargets.Verdict::result).isEqualTo("met");
        assertThat(verdicts).filteredOn(v -> v.target().contains("echo throughput, concurrency 16"))
                .singleElement().extracting(ServingTargets.Verdict::result).isEqualTo("not met");
        assertThat(verdicts).filteredOn(v -> v.target().contains("p99"))
                .singleElement().extracting(ServingTargets.Verdict::result).isEqualTo("not met");
        assertThat(verdicts).filteredOn(v -> v.target().startsWith("E3"))
                .extracting(ServingTargets.Verdict::result).containsOnly("not measured");
    }

    @Test
    void residentMemoryIsJudgedByItsPeak() {
        CellResult small = cell(Scenarios.ECHO, 1, 100, 100, 100, 200);
        CellResult large = new CellResult(scenarios.get(Scenarios.GET), 1, 100, 100, 1, new Percentiles(100, 100, 200, 300),
                Map.of(), 900 * 1024, 1100 * 1024);

        assertThat(ServingTargets.check(List.of(small, large))).filteredOn(v -> v.target().startsWith("server"))
                .singleElement().extracting(ServingTargets.Verdict::result).isEqualTo("not met");
    }

    /** One second of measurement with the given p50 and p99 in microseconds and 600 MiB resident. */
    private CellResult cell(String scenario, int concurrency, long requests, long components, long p50, long p99) {
        return new CellResult(scenarios.get(scenario), concurrency, requests, components, 1.0,
                new Percentiles(requests, p50, p99, p99 * 2), Map.of(), 600 * 1024, 600 * 1024);
    }
}
