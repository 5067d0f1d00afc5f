package io.cis.bench.overhead;

import io.cis.bench.cli.Arguments;
import io.cis.bench.measure.ProcessCpu;
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
import java.util.OptionalLong;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * Measures the service's echo (E9) against a bare Javalin echo in the same run: both are first warmed up (their JIT
 * compilers settle), then for each concurrency the two servers take turns in short slices, round after round, so a
 * busy machine slows both alike and the ratio stays meaningful. Each slice has a short warm-up of its own (connections
 * opened, the pipeline full) that is not counted. Prints one Markdown row per concurrency with both throughputs summed
 * over the rounds, their ratio, the lowest and highest ratio of a single round (how steady the machine was), the CPU
 * time each server process used per request while measured (a second view of the overhead, less sensitive to how much
 * of the two cores the machine's other work left each), each one's worst p99, and the failures by server and kind.
 *
 * <p>Usage: {@code EchoComparison --service URL --bare URL [--service-pid PID] [--bare-pid PID] [--rounds 10]
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
        Scenario echo = new Scenario("echo", "echo (E9)", List.of(ECHO));
        long rounds = options.number("rounds", 10);
        Duration initialWarmup = options.seconds("initial-warmup", 30);
        Duration warmup = options.seconds("warmup", 1);
        Duration measured = options.seconds("seconds", 3);
        Server service = new Server(options.required("service"), options.number("service-pid", 0), timeout, echo,
                warmup, measured);
        Server bare = new Server(options.required("bare"), options.number("bare-pid", 0), timeout, echo, warmup,
                measured);
        List<Integer> concurrencies = options.numbers("concurrency", "1,4,16");
        int highest = concurrencies.stream().mapToInt(Integer::intValue).max().orElse(1);
        // Not counted; failures here still fail the run.
        CellResult serviceWarmup = service.warmUp(highest, initialWarmup);
        CellResult bareWarmup = bare.warmUp(highest, initialWarmup);
        boolean failed = serviceWarmup.failureCount() + bareWarmup.failureCount() > 0;
        if (failed) {
            System.out.println("failures while warming up: service " + serviceWarmup.failures() + ", bare "
                    + bareWarmup.failures());
        }
        System.out.println("| concurrency | service req/s | bare Javalin req/s | service / bare | single rounds | "
                + "service CPU µs/req | bare CPU µs/req | service p99 ms | bare p99 ms | failures |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|");
        for (int concurrency : concurrencies) {
            Totals ours = new Totals();
            Totals theirs = new Totals();
            double lowest = Double.MAX_VALUE;
            double highestRatio = 0;
            for (int round = 0; round < rounds; round++) {
                // Alternate which one goes first, so neither always runs on a machine the other just warmed or heated.
                Slice mine;
                Slice yardstick;
                if (round % 2 == 0) {
                    mine = service.slice(concurrency);
                    yardstick = bare.slice(concurrency);
                } else {
                    yardstick = bare.slice(concurrency);
                    mine = service.slice(concurrency);
                }
                ours.add(mine);
                theirs.add(yardstick);
                double ratio = yardstick.cell().requestsPerSecond() > 0
                        ? mine.cell().requestsPerSecond() / yardstick.cell().requestsPerSecond() : 0;
                lowest = Math.min(lowest, ratio);
                highestRatio = Math.max(highestRatio, ratio);
            }
            failed |= ours.failures() + theirs.failures() > 0;
            System.out.printf(Locale.ROOT, "| %d | %,.0f | %,.0f | %.0f%% | %.0f%%-%.0f%% | %s | %s | %.2f | %.2f | %s |%n",
                    concurrency, ours.perSecond(), theirs.perSecond(), 100 * ours.perSecond() / theirs.perSecond(),
                    100 * lowest, 100 * highestRatio, ours.cpuMicrosPerRequest(), theirs.cpuMicrosPerRequest(),
                    ours.worstP99Millis(), theirs.worstP99Millis(), failureText(ours, theirs));
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

    /** One server under test: its load client, and its process's CPU time. */
    private static final class Server {
        private final ScenarioRunner runner;
        private final ProcessCpu cpu;
        private final Scenario echo;
        private final Duration warmup;
        private final Duration measured;

        Server(String url, long pid, Duration timeout, Scenario echo, Duration warmup, Duration measured) {
            this.runner = new ScenarioRunner(new RequestSender(URI.create(url), timeout), new ProcessMemory(pid));
            this.cpu = new ProcessCpu(pid);
            this.echo = echo;
            this.warmup = warmup;
            this.measured = measured;
        }

        CellResult warmUp(int concurrency, Duration time) throws InterruptedException {
            return runner.run(echo, concurrency, Duration.ZERO, time);
        }

        /**
         * A short warm-up, then the measured time with the server's CPU read before and after it. The warm-up is a
         * run of its own so that its CPU is not counted; the client keeps its connections from one to the other.
         */
        Slice slice(int concurrency) throws InterruptedException {
            CellResult warming = runner.run(echo, concurrency, Duration.ZERO, warmup);
            OptionalLong before = cpu.millis();
            CellResult cell = runner.run(echo, concurrency, Duration.ZERO, measured);
            OptionalLong after = cpu.millis();
            long cpuMillis = before.isPresent() && after.isPresent() ? after.getAsLong() - before.getAsLong() : -1;
            return new Slice(cell, warming.failures(), cpuMillis);
        }
    }

    /** One measured slice; the failures of its warm-up count too. CPU milliseconds are -1 when not measured. */
    private record Slice(CellResult cell, Map<String, Long> warmupFailures, long cpuMillis) {
    }

    /** Requests, seconds and server CPU summed over rounds; failures by kind; the worst round's p99. */
    private static final class Totals {
        private long requests;
        private double seconds;
        private long cpuMillis;
        private boolean cpuMeasured = true;
        private final Map<String, Long> failures = new TreeMap<>();
        private long worstP99Micros;

        void add(Slice slice) {
            CellResult cell = slice.cell();
            requests += cell.requests();
            seconds += cell.seconds();
            if (slice.cpuMillis() < 0) {
                cpuMeasured = false;
            }
            cpuMillis += slice.cpuMillis();
            cell.failures().forEach((kind, count) -> failures.merge(kind, count, Long::sum));
            slice.warmupFailures().forEach((kind, count) -> failures.merge(kind, count, Long::sum));
            worstP99Micros = Math.max(worstP99Micros, cell.latency().p99Micros());
        }

        String cpuMicrosPerRequest() {
            return cpuMeasured && requests > 0 ? String.format(Locale.ROOT, "%.0f", 1000.0 * cpuMillis / requests) : "-";
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
