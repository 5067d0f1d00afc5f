package io.cis.bench.slow;

import io.cis.bench.cli.Arguments;
import io.cis.bench.serving.RequestSender;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

/**
 * The slow-bodies check: times another client's requests alone, then again while {@code --connections} connections
 * trickle request bodies at one byte per {@code --interval-ms}, and prints the report: PASS when every timed request
 * was answered 200 and the p99 under the trickle stayed under {@code --p99-limit-ms}; exit code 1 on FAIL.
 *
 * <p>Usage: {@code SlowBodies --base URL [--connections 250] [--interval-ms 1000] [--warmup-seconds 10] [--baseline-seconds 10]
 * [--settle-seconds 5] [--seconds 60] [--probe-every-ms 20] [--p99-limit-ms 100] [--report FILE]}
 */
public final class SlowBodies {

    private static final Set<String> OPTIONS = Set.of("base", "connections", "interval-ms", "warmup-seconds", "baseline-seconds",
            "settle-seconds", "seconds", "probe-every-ms", "p99-limit-ms", "report");

    private SlowBodies() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Arguments options = new Arguments(args, OPTIONS);
        URI base = URI.create(options.required("base"));
        int connections = (int) options.number("connections", 250);
        Duration interval = Duration.ofMillis(options.number("interval-ms", 1_000));
        Duration measured = options.seconds("seconds", 60);
        long p99Limit = options.number("p99-limit-ms", 100);
        TimedProbes probes = new TimedProbes(new RequestSender(base, Duration.ofSeconds(30)),
                Duration.ofMillis(options.number("probe-every-ms", 20)));

        // Unmeasured: the server's first requests are slow while its code is compiled.
        System.out.printf("slow bodies: warming up for %d s%n", options.number("warmup-seconds", 10));
        probes.run(options.seconds("warmup-seconds", 10));
        String loadBefore = loadAverage();
        System.out.printf("slow bodies: timing requests alone for %d s%n", options.number("baseline-seconds", 10));
        TimedProbes.Result alone = probes.run(options.seconds("baseline-seconds", 10));
        BodyTricklers tricklers = new BodyTricklers(new InetSocketAddress(base.getHost(), base.getPort()), connections,
                interval);
        TimedProbes.Result underTrickle;
        long started = System.nanoTime();
        try {
            tricklers.start();
            System.out.printf("slow bodies: %d connections trickling a byte every %d ms; timing for %d s after %d s%n",
                    connections, interval.toMillis(), measured.toSeconds(), options.number("settle-seconds", 5));
            Thread.sleep(options.seconds("settle-seconds", 5).toMillis());
            underTrickle = probes.run(measured);
        } finally {
            tricklers.close();
        }
        double trickled = (System.nanoTime() - started) / 1e9;
        String loadAfter = loadAverage();
        boolean pass = alone.failures() == 0 && underTrickle.failures() == 0 && underTrickle.latency().count() > 0
                && underTrickle.latency().p99Micros() < p99Limit * 1_000;
        String report = report(connections, interval, trickled, tricklers, alone, underTrickle, p99Limit, pass)
                + String.format("%nLoad average of the machine (1, 5, 15 min) before the timed runs: %s; after: %s%n",
                loadBefore, loadAfter);
        System.out.println();
        System.out.print(report);
        Path file = options.path("report", null);
        if (file != null) {
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            Files.writeString(file, report);
        }
        System.exit(pass ? 0 : 1);
    }

    private static String report(int connections, Duration interval, double trickled, BodyTricklers tricklers,
                                 TimedProbes.Result alone, TimedProbes.Result underTrickle, long p99Limit, boolean pass) {
        StringBuilder out = new StringBuilder("# Slow bodies\n\n");
        out.append(String.format("%d connections trickling request bodies at one byte every %d ms for %.0f s: "
                        + "%,d connections opened in all, %,d body bytes sent.%n%n", connections, interval.toMillis(),
                trickled, tricklers.opened(), tricklers.bytesSent()));
        out.append("| how the server ended a trickling connection | count |\n|---|---:|\n");
        tricklers.endings().forEach((ending, count) -> out.append(String.format("| %s | %,d |%n", ending, count)));
        out.append("\n| other client | requests answered 200 | failed | p50 ms | p99 ms | max ms |\n");
        out.append("|---|---:|---:|---:|---:|---:|\n");
        row(out, "alone", alone);
        row(out, "during the trickle", underTrickle);
        failures(out, "alone", alone.failuresByKind());
        failures(out, "during the trickle", underTrickle.failuresByKind());
        out.append(String.format("%nVerdict: **%s** (every request answered 200, p99 during the trickle under %d ms)%n",
                pass ? "PASS" : "FAIL", p99Limit));
        return out.toString();
    }

    /** The machine's load average, which says how much the timings were shared with other work. */
    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static void row(StringBuilder out, String label, TimedProbes.Result result) {
        out.append(String.format("| %s | %,d | %,d | %.2f | %.2f | %.2f |%n", label, result.latency().count(),
                result.failures(), result.latency().p50Micros() / 1e3, result.latency().p99Micros() / 1e3,
                result.latency().maxMicros() / 1e3));
    }

    private static void failures(StringBuilder out, String label, Map<String, Long> byKind) {
        if (!byKind.isEmpty()) {
            out.append("\nFailures ").append(label).append(": ").append(byKind).append('\n');
        }
    }
}
