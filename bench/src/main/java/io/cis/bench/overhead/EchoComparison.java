package io.cis.bench.overhead;

import io.cis.bench.cli.Arguments;
import io.cis.bench.measure.ProcessMemory;
import io.cis.bench.serving.CellResult;
import io.cis.bench.serving.RequestSender;
import io.cis.bench.serving.Scenario;
import io.cis.bench.serving.ScenarioRunner;
import io.cis.bench.workload.WorkloadRequest;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Measures the service's echo (E9) against a bare Javalin echo in the same run: both are first warmed up (their JIT
 * compilers settle), then for each concurrency the two servers take turns in short slices, round after round, so a
 * busy machine slows both alike and the ratio stays meaningful. Each slice has a short warm-up of its own (connections
 * opened, the pipeline full) that is not counted. Prints one Markdown row per concurrency with both throughputs summed
 * over the rounds, their ratio, the lowest and highest ratio of a single round (how steady the machine was), each
 * one's worst p99, and the failures by server and kind.
 *
 * <p>Usage: {@code EchoComparison --service URL --bare URL [--service-pid PID] [--bare-pid PID] [--rounds 6]
 * [--initial-warmup S] [--warmup S] [--seconds S] [--concurrency 1,4,16]}
 */
public final class EchoComparison {

    private static final Set<String> OPTIONS = Set.of("service", "bare", "service-pid", "bare-pid", "rounds",
            "initial-warmup", "warmup", "seconds", "concurrency");
    private static final WorkloadRequest ECHO =
            WorkloadRequest.post("/v2/licenses/echo", "{\"message\":\"serving benchmark\"}", 1);

    private EchoComparison() {
    }

    public static void main(String[] args) throws InterruptedException {
        Arguments options = new Arguments(args, OPTIONS);
        Duration timeout = Duration.ofSeconds(30);
        ScenarioRunner service = new ScenarioRunner(new RequestSender(URI.create(options.required("service")), timeout),
                new ProcessMemory(options.number("service-pid", 0)));
        ScenarioRunner bare = new ScenarioRunner(new RequestSender(URI.create(options.required("bare")), timeout),
                new ProcessMemory(options.number("bare-pid", 0)));
        Scenario echo = new Scenario("echo", "echo (E9)", List.of(ECHO));
        long rounds = options.number("rounds", 6);
        Duration initialWarmup = options.seconds("initial-warmup", 10);
        Duration warmup = options.seconds("warmup", 1);
        Duration measured = options.seconds("seconds", 4);
        List<Integer> concurrencies = options.numbers("concurrency", "1,4,16");
        int highest = concurrencies.stream().mapToInt(Integer::intValue).max().orElse(1);
        // Not counted; failures here still fail the run.
        CellResult serviceWarmup = service.run(echo, highest, Duration.ZERO, initialWarmup);
        CellResult bareWarmup = bare.run(echo, highest, Duration.ZERO, initialWarmup);
        boolean failed = serviceWarmup.failureCount() + bareWarmup.failureCount() > 0;
        if (failed) {
            System.out.println("failures while warming up: service " + serviceWarmup.failures() + ", bare "
                    + bareWarmup.failures());
        }
        System.out.println("| concurrency | service req/s | bare Javalin req/s | service / bare | single rounds | "
                + "service p99 ms | bare p99 ms | failures |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (int concurrency : concurrencies) {
            Totals ours = new Totals();
            Totals theirs = new Totals();
            double lowest = Double.MAX_VALUE;
            double highestRatio = 0;
            for (int round = 0; round < rounds; round++) {
                // Alternate which one goes first, so neither always runs on a machine the other just warmed or heated.
                CellResult mine;
                CellResult yardstick;
                if (round % 2 == 0) {
                    mine = service.run(echo, concurrency, warmup, measured);
                    yardstick = bare.run(echo, concurrency, warmup, measured);
                } else {
                    yardstick = bare.run(echo, concurrency, warmup, measured);
                    mine = service.run(echo, concurrency, warmup, measured);
                }
                ours.add(mine);
                theirs.add(yardstick);
                double ratio = yardstick.requestsPerSecond() > 0
                        ? mine.requestsPerSecond() / yardstick.requestsPerSecond() : 0;
                lowest = Math.min(lowest, ratio);
                highestRatio = Math.max(highestRatio, ratio);
            }
            failed |= ours.failures() + theirs.failures() > 0;
            System.out.printf(Locale.ROOT, "| %d | %,.0f | %,.0f | %.0f%% | %.0f%%-%.0f%% | %.2f | %.2f | %s |%n",
                    concurrency, ours.perSecond(), theirs.perSecond(), 100 * ours.perSecond() / theirs.perSecond(),
                    100 * lowest, 100 * highestRatio, ours.worstP99Millis(), theirs.worstP99Millis(),
                    failureText(ours, theirs));
        }
        if (failed) {
            System.out.println();
            System.out.println("FAILED: some requests failed (counts by server and kind above); the ratios do not stand.");
        }
        System.exit(failed ? 1 : 0);
    }

    /** "0", or the failures of each server that had any, by kind: {@code service 2 (IOException: 2)}. */
    private static String failureText(Totals ours, Totals theirs) {
        if (ours.failures() + theirs.failures() == 0) {
            return "0";
        }
        StringJoiner text = new StringJoiner("; ");
        if (ours.failures() > 0) {
            text.add("service " + ours.failureKinds());
        }
        if (theirs.failures() > 0) {
            text.add("bare " + theirs.failureKinds());
        }
        return text.toString();
    }

    /** Requests and seconds summed over rounds; failures by kind; the worst round's p99. */
    private static final class Totals {
        private long requests;
        private double seconds;
        private final Map<String, Long> failures = new TreeMap<>();
        private long worstP99Micros;

        void add(CellResult cell) {
            requests += cell.requests();
            seconds += cell.seconds();
            cell.failures().forEach((kind, count) -> failures.merge(kind, count, Long::sum));
            worstP99Micros = Math.max(worstP99Micros, cell.latency().p99Micros());
        }

        long failures() {
            return failures.values().stream().mapToLong(Long::longValue).sum();
        }

        String failureKinds() {
            StringJoiner kinds = new StringJoiner(", ", failures() + " (", ")");
            failures.forEach((kind, count) -> kinds.add(kind + ": " + count));
            return kinds.toString();
        }

        double perSecond() {
            return seconds > 0 ? requests / seconds : 0;
        }

        double worstP99Millis() {
            return worstP99Micros / 1000.0;
        }
    }
}
