package io.cis.bench.serving;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Checks a serving matrix against the performance requirements and says, per target, what was measured and whether it is met. */
public final class ServingTargets {

    static final double E3_MEDIAN_MS = 25;
    static final double E3_COMPONENTS_PER_S = 40_000;
    static final double GET_SHARE_OF_ECHO = 0.60;
    static final double GET_P99_MS = 10;
    static final long RSS_LIMIT_KIB = 1024 * 1024;

    /** One target: what it asks, what was measured, and "met", "not met" or "not measured". */
    public record Verdict(String target, String measured, String result) {
    }

    private ServingTargets() {
    }

    public static List<Verdict> check(List<CellResult> cells) {
        List<Verdict> verdicts = new ArrayList<>();
        // The latency target names no concurrency: it is judged one batch at a time, and shown at concurrency 4 too,
        // where four batches in flight with a 25 ms median would take 160,000 components/s (Little's law).
        verdicts.add(e3Median(cells, 1));
        Optional<CellResult> e3 = cell(cells, Scenarios.E3_1000, 4);
        verdicts.add(e3.map(c -> verdict("E3 batch of 1,000, concurrency 4: ≥ 40,000 components/s",
                String.format(Locale.ROOT, "%,.0f components/s", c.componentsPerSecond()),
                c.componentsPerSecond() >= E3_COMPONENTS_PER_S)).orElse(missing("E3 batch of 1,000, concurrency 4: ≥ 40,000 components/s")));
        verdicts.add(e3Median(cells, 4));
        for (int concurrency : cells.stream().mapToInt(CellResult::concurrency).distinct().sorted().toArray()) {
            String target = "E13/E14 GET ≥ 60% of echo throughput, concurrency " + concurrency;
            Optional<CellResult> get = cell(cells, Scenarios.GET, concurrency);
            Optional<CellResult> echo = cell(cells, Scenarios.ECHO, concurrency);
            if (get.isPresent() && echo.isPresent() && echo.get().requestsPerSecond() > 0) {
                double share = get.get().requestsPerSecond() / echo.get().requestsPerSecond();
                verdicts.add(verdict(target, String.format(Locale.ROOT, "%.0f%% (%,.0f of %,.0f req/s)", share * 100,
                        get.get().requestsPerSecond(), echo.get().requestsPerSecond()), share >= GET_SHARE_OF_ECHO));
            } else {
                verdicts.add(missing(target));
            }
        }
        verdicts.add(cell(cells, Scenarios.GET, 16).map(c -> verdict("E13/E14 GET p99 ≤ 10 ms, concurrency 16",
                ms(c.latency().p99Micros()) + " ms", c.latency().p99Micros() / 1000.0 <= GET_P99_MS))
                .orElse(missing("E13/E14 GET p99 ≤ 10 ms, concurrency 16")));
        long peak = cells.stream().mapToLong(c -> Math.max(c.peakKib(), c.rssMaxKib())).max().orElse(0);
        verdicts.add(peak == 0 ? missing("server resident memory ≤ 1 GiB under load")
                : verdict("server resident memory ≤ 1 GiB under load", String.format(Locale.ROOT, "%.0f MB peak (VmHWM)", peak / 1024.0),
                peak <= RSS_LIMIT_KIB));
        return verdicts;
    }

    private static Verdict e3Median(List<CellResult> cells, int concurrency) {
        String target = "E3 batch of 1,000, concurrency " + concurrency + ": median ≤ 25 ms";
        return cell(cells, Scenarios.E3_1000, concurrency).map(c -> verdict(target, ms(c.latency().p50Micros()) + " ms",
                c.latency().p50Micros() / 1000.0 <= E3_MEDIAN_MS)).orElse(missing(target));
    }

    public static String markdown(List<Verdict> verdicts) {
        StringBuilder out = new StringBuilder("| target | measured | result |\n|---|---|---|\n");
        verdicts.forEach(v -> out.append("| ").append(v.target()).append(" | ").append(v.measured()).append(" | ")
                .append(v.result()).append(" |\n"));
        return out.toString();
    }

    private static Optional<CellResult> cell(List<CellResult> cells, String scenario, int concurrency) {
        return cells.stream().filter(c -> c.scenario().name().equals(scenario) && c.concurrency() == concurrency).findFirst();
    }

    private static Verdict verdict(String target, String measured, boolean met) {
        return new Verdict(target, measured, met ? "met" : "not met");
    }

    private static Verdict missing(String target) {
        return new Verdict(target, "–", "not measured");
    }

    private static String ms(long micros) {
        return String.format(Locale.ROOT, "%.2f", micros / 1000.0);
    }
}
