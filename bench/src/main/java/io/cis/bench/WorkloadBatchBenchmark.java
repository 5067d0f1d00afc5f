package io.cis.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.bench.workload.WorkloadReader;
import io.cis.bench.workload.WorkloadRequest;
import io.cis.engine.Engine;
import io.cis.engine.components.ResolutionListener;
import io.cis.engine.snapshot.CacheStats;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.vulnerabilities.RenderedVulnerabilities;
import io.cis.engine.vulnerabilities.VulnerabilityService;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's side of E3 under a real workload: a workload's batch bodies ({@code e3-1000/*.json}) answered
 * through the vulnerability service one after another, one batch per call, on one thread, in the serving heap (the
 * README's 704 MiB) with its decoded-value budget. Unlike {@link VulnerabilityBatchBenchmark}, which repeats one batch,
 * the rotation touches the workload's whole working set, so it shows what the budget holds and what re-preparing
 * evicted values costs. After the measurement it prints the decoded-value statistics and the heap the kept values
 * take (used heap after a full collection, less the same before the first batch).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 4)
@Fork(value = 1, jvmArgsAppend = {"-Xms704m", "-Xmx704m"})
public class WorkloadBatchBenchmark {

    /** The snapshot directory the workload was generated for (e.g. the reference size). */
    @Param("")
    public String snapshot;

    /** The workload directory whose {@code e3-1000} bodies are answered, e.g. {@code <generated feeds>/workload}. */
    @Param("")
    public String workload;

    /** The decoded-value budget in stored megabytes; 0 for the default, which follows the heap as {@code serve}'s does. */
    @Param("0")
    public long decodedMb;

    /** The block cache in megabytes; 0 for the default of {@code serve}. */
    @Param("0")
    public long blockCacheMb;

    private Engine engine;
    private List<List<ComponentRequest>> batches;
    private long heapBefore;
    private int next;

    @Setup
    public void open() throws IOException {
        if (snapshot.isBlank() || workload.isBlank()) {
            throw new IOException("pass -p snapshot=<snapshot dir> -p workload=<workload dir>");
        }
        batches = read(Path.of(workload.strip()));
        SnapshotOptions options = new SnapshotOptions(
                blockCacheMb > 0 ? blockCacheMb << 20 : SnapshotOptions.DEFAULTS.blockCacheBytes(),
                decodedMb > 0 ? decodedMb << 20 : SnapshotOptions.DEFAULTS.decodedBytes());
        try {
            engine = Engine.open(Path.of(snapshot.strip()), options, ResolutionListener.NONE);
        } catch (SnapshotRejectedException e) {
            throw new IOException("cannot open the snapshot " + snapshot + ": " + e.getMessage(), e);
        }
        heapBefore = usedHeapAfterCollection();
        System.out.printf("%n%d batches of %d to %d purls; decoded-value budget %d MB%n", batches.size(),
                batches.stream().mapToInt(List::size).min().orElse(0), batches.stream().mapToInt(List::size).max().orElse(0),
                engine.decodedValueStats().capacity() >> 20);
    }

    @TearDown
    public void close() {
        CacheStats stats = engine.decodedValueStats();
        long kept = usedHeapAfterCollection() - heapBefore;
        System.out.printf("%ndecoded values: %d entries, %d MB of %d MB budget, hit ratio %.3f; heap they take: %d MB"
                        + " (%.2f heap bytes per stored byte)%n", stats.entries(), stats.weight() >> 20,
                stats.capacity() >> 20, stats.hitRatio(), kept >> 20, stats.weight() == 0 ? 0 : (double) kept / stats.weight());
        engine.close();
    }

    @Benchmark
    public List<RenderedVulnerabilities> batch() {
        List<ComponentRequest> batch = batches.get(next);
        next = (next + 1) % batches.size();
        VulnerabilityService service = engine.vulnerabilities();
        List<RenderedVulnerabilities> answers = new ArrayList<>(batch.size());
        for (ComponentRequest request : batch) {
            answers.add(service.rendered(request.purl(), request.requirement()));
        }
        return answers;
    }

    /** The workload's batches of 1,000, each body read as the components it asks about. */
    private static List<List<ComponentRequest>> read(Path directory) throws IOException {
        List<WorkloadRequest> bodies = new WorkloadReader().read(directory).batchesOf1000();
        if (bodies.isEmpty()) {
            throw new IOException(directory + " holds no E3 bodies of 1,000 (e3-1000/*.json)");
        }
        ObjectMapper json = new ObjectMapper();
        List<List<ComponentRequest>> batches = new ArrayList<>(bodies.size());
        for (WorkloadRequest body : bodies) {
            List<ComponentRequest> batch = new ArrayList<>(body.components());
            for (JsonNode item : json.readTree(body.body()).path("components")) {
                batch.add(new ComponentRequest(item.path("purl").asText(), item.path("requirement").asText("")));
            }
            batches.add(List.copyOf(batch));
        }
        return List.copyOf(batches);
    }

    private static long usedHeapAfterCollection() {
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
