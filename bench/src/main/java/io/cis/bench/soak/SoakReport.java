package io.cis.bench.soak;

import io.cis.bench.measure.RssSample;
import io.cis.bench.serving.CellResult;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Writes the soak's report in Markdown: the maximum, the rate, the errors, the latency, the memory curve, the verdict. */
public record SoakReport(CellResult maximum, double loadFactor, RatePacer pacer, int maxInFlight, OpenLoopResult soak,
                         List<RssSample> curve, Duration warmup, double tolerancePercent, SoakVerdict verdict) {

    public String markdown() {
        StringBuilder out = new StringBuilder("# Soak report\n\n");
        out.append("| measure | value |\n|---|---|\n");
        row(out, "workload mix", maximum.scenario().label());
        row(out, "maximum measured (closed loop, " + maximum.concurrency() + " workers, " + seconds(maximum.seconds()) + ")",
                String.format(Locale.ROOT, "%,.1f req/s, %s failures", maximum.requestsPerSecond(), count(maximum.failures())));
        row(out, String.format(Locale.ROOT, "target rate (%.0f%% of the maximum, at most %d in flight)", loadFactor * 100, maxInFlight),
                String.format(Locale.ROOT, "%,.1f req/s", pacer.perSecond()));
        row(out, "achieved rate (requests completed / run time)", String.format(Locale.ROOT, "%,.1f req/s over %s",
                soak.completedPerSecond(), seconds(soak.seconds())));
        row(out, "requests due / completed", String.format(Locale.ROOT, "%,d / %,d", soak.due(), soak.completed()));
        row(out, "errors during the soak", count(soak.failures()));
        row(out, "latency p50 / p99 / max (from when each request fell due)", String.format(Locale.ROOT, "%.2f / %.2f / %.2f ms",
                soak.latency().p50Micros() / 1000.0, soak.latency().p99Micros() / 1000.0, soak.latency().maxMicros() / 1000.0));
        row(out, "warm-up", "the first " + warmup.toSeconds() + " s of the soak");
        row(out, "RSS after warm-up", verdict.afterWarmup()
                .map(s -> String.format(Locale.ROOT, "%.0f MB (sample at %.0f s)", s.rssMib(), s.seconds())).orElse("–"));
        row(out, "largest deviation from it after warm-up", String.format(Locale.ROOT, "%.1f%% (limit %.0f%%)",
                verdict.maxDeviationPercent(), tolerancePercent));
        out.append("\nServer resident memory (VmRSS) during the soak:\n\n| time s | RSS MB |\n|---:|---:|\n");
        curve.forEach(s -> out.append(String.format(Locale.ROOT, "| %.1f | %.0f |%n", s.seconds(), s.rssMib())));
        out.append("\n").append(verdict.pass()
                ? "**PASS**: zero errors and resident memory within " + (int) tolerancePercent + "% of its value after warm-up.\n"
                : "**FAIL**: " + String.join("; ", verdict.reasons()) + ".\n");
        return out.toString();
    }

    private static void row(StringBuilder out, String measure, String value) {
        out.append("| ").append(measure).append(" | ").append(value).append(" |\n");
    }

    private static String count(Map<String, Long> failures) {
        long total = failures.values().stream().mapToLong(Long::longValue).sum();
        return total == 0 ? "0" : total + " (" + failures.entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(", ")) + ")";
    }

    private static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.0f s", seconds);
    }
}
