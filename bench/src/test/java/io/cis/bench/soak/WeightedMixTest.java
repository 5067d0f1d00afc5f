package io.cis.bench.soak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.bench.serving.Scenario;
import io.cis.bench.serving.Scenarios;
import io.cis.bench.workload.Workload;
import io.cis.bench.workload.WorkloadReader;
import io.cis.bench.workload.WorkloadRequest;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WeightedMixTest {

    @Test
    void requestsAppearInTheRatioOfTheirWeightsAndNoneIsLeftOut() throws IOException {
        Workload workload = new WorkloadReader().read(Path.of("workloads", "demo"));
        List<Scenario> scenarios = Scenarios.of(workload);

        Scenario mixed = WeightedMix.of(scenarios, WeightedMix.weights("get=4, e3-1000=1"));

        long gets = mixed.requests().stream().filter(r -> r.method().equals("GET")).count();
        long batches = mixed.requests().stream().filter(r -> r.components() == 1000).count();
        assertThat(gets).isEqualTo(4 * batches);
        assertThat(mixed.requests()).containsAll(workload.singleGets()).containsAll(workload.batchesOf1000());
        assertThat(mixed.requests()).noneMatch(r -> r.components() == 100);
    }

    @Test
    void theDefaultMixCoversEveryScenarioOfTheDemoWorkload() throws IOException {
        List<Scenario> scenarios = Scenarios.of(new WorkloadReader().read(Path.of("workloads", "demo")));

        Scenario mixed = WeightedMix.of(scenarios, WeightedMix.weights(WeightedMix.DEFAULT));

        for (Scenario scenario : scenarios) {
            assertThat(mixed.requests()).containsAll(scenario.requests());
        }
        assertThat(mixed.requests()).extracting(WorkloadRequest::path).contains("/v2/licenses/echo");
    }

    @Test
    void weightsMustBePositiveWholeNumbers() {
        assertThat(WeightedMix.weights("echo=1,get=4")).isEqualTo(Map.of("echo", 1, "get", 4));
        assertThatThrownBy(() -> WeightedMix.weights("echo=0")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WeightedMix.weights("echo")).isInstanceOf(IllegalArgumentException.class);
    }
}
