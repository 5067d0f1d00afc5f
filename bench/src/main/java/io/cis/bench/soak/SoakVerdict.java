package io.cis.bench.soak;

import io.cis.bench.measure.RssSample;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The soak's pass or fail: zero errors, and every resident-memory sample from the end of the warm-up on within
 * {@code tolerance} of the first sample taken at or after that end (the value after warm-up).
 */
public record SoakVerdict(boolean pass, Optional<RssSample> afterWarmup, double maxDeviationPercent, List<String> reasons) {

    public static SoakVerdict judge(long errors, List<RssSample> curve, Duration warmup, double tolerancePercent) {
        List<String> reasons = new ArrayList<>();
        if (errors > 0) {
            reasons.add(errors + " errors (limit 0)");
        }
        double warmupSeconds = warmup.toMillis() / 1000.0;
        List<RssSample> judged = curve.stream().filter(s -> s.seconds() >= warmupSeconds).toList();
        Optional<RssSample> baseline = judged.stream().findFirst();
        double deviation = 0;
        if (baseline.isEmpty() || baseline.get().rssKib() <= 0) {
            reasons.add("no resident memory sample after the warm-up");
        } else {
            long base = baseline.get().rssKib();
            deviation = judged.stream().mapToDouble(s -> Math.abs(s.rssKib() - base) * 100.0 / base).max().orElse(0);
            if (deviation > tolerancePercent) {
                reasons.add(String.format(Locale.ROOT, "resident memory moved %.1f%% from its value after warm-up (limit %.0f%%)",
                        deviation, tolerancePercent));
            }
        }
        return new SoakVerdict(reasons.isEmpty(), baseline, deviation, List.copyOf(reasons));
    }
}
