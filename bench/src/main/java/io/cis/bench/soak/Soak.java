package io.cis.bench.soak;

import io.cis.bench.cli.Arguments;
import io.cis.bench.measure.MemorySampler;
import io.cis.bench.measure.ProcessMemory;
import io.cis.bench.measure.RssSample;
import io.cis.bench.serving.CellResult;
import io.cis.bench.serving.RequestSender;
import io.cis.bench.serving.Scenario;
import io.cis.bench.serving.ScenarioRunner;
import io.cis.bench.serving.Scenarios;
import io.cis.bench.workload.Workload;
import io.cis.bench.workload.WorkloadReader;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * The soak: measures the maximum throughput of the mixed workload closed-loop, then sends it open-loop at a fraction
 * of that maximum for a fixed time while sampling the server's resident memory, and prints the report with PASS or
 * FAIL (exit code 1).
 *
 * <p>Usage: {@code Soak --base URL --workload DIR --server-pid PID [--seconds 600] [--warmup S] [--sample-every 10]
 * [--load-factor 0.8] [--max-in-flight 64] [--probe-concurrency 16] [--probe-warmup 5] [--probe-seconds 15]
 * [--mix echo=1,get=4,...] [--tolerance 10] [--report FILE]}
 */
public final class Soak {

    private static final Set<String> OPTIONS = Set.of("base", "workload", "server-pid", "seconds", "warmup", "sample-every",
            "load-factor", "max-in-flight", "probe-concurrency", "probe-warmup", "probe-seconds", "mix", "tolerance", "report");

    private Soak() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Arguments options = new Arguments(args, OPTIONS);
        Workload workload = new WorkloadReader().read(Path.of(options.required("workload")));
        workload.notes().forEach(note -> System.out.println("note: " + note));
        Scenario mixed = WeightedMix.of(Scenarios.of(workload), WeightedMix.weights(options.text("mix", WeightedMix.DEFAULT)));
        Duration run = options.seconds("seconds", 600);
        // Shorter trial runs keep a fifth of their time for warm-up, so some samples are left to judge.
        Duration warmup = options.seconds("warmup", Math.min(60, run.toSeconds() / 5));
        double loadFactor = options.decimal("load-factor", 0.8);
        int maxInFlight = (int) options.number("max-in-flight", 64);
        double tolerance = options.decimal("tolerance", 10);
        ProcessMemory server = new ProcessMemory(Long.parseLong(options.required("server-pid")));
        RequestSender sender = new RequestSender(URI.create(options.required("base")), Duration.ofSeconds(30));

        int probeConcurrency = (int) options.number("probe-concurrency", 16);
        System.out.printf("soak: measuring the maximum of %s at concurrency %d%n", mixed.label(), probeConcurrency);
        CellResult maximum = new ScenarioRunner(sender, server)
                .run(mixed, probeConcurrency, options.seconds("probe-warmup", 5), options.seconds("probe-seconds", 15));
        RatePacer pacer = new RatePacer(Math.max(1, maximum.requestsPerSecond() * loadFactor));
        System.out.printf("soak: maximum %,.1f req/s; sending %,.1f req/s open-loop for %d s%n",
                maximum.requestsPerSecond(), pacer.perSecond(), run.toSeconds());

        MemorySampler memory = MemorySampler.start(server, options.seconds("sample-every", 10));
        OpenLoopResult soak;
        try {
            soak = new OpenLoopRunner(sender, maxInFlight).run(mixed, pacer, run);
        } finally {
            memory.close();
        }
        List<RssSample> curve = memory.samples();
        SoakVerdict verdict = SoakVerdict.judge(maximum.failureCount() + soak.failureCount(), curve, warmup, tolerance);
        String report = new SoakReport(maximum, loadFactor, pacer, maxInFlight, soak, curve, warmup, tolerance, verdict).markdown();
        System.out.println();
        System.out.print(report);
        Path file = options.path("report", null);
        if (file != null) {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, report);
        }
        System.exit(verdict.pass() ? 0 : 1);
    }
}
