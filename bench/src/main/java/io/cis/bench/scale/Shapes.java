package io.cis.bench.scale;

import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * The seeded distributions of the generated data: each component's type and its number of versions, drawn from a
 * truncated power law (most components have 1 to 5 versions, a few thousands) and rescaled so that the total is
 * exactly the requested number of versions.
 */
final class Shapes {

    /** The most versions a raw draw may give: "a few thousand", as the busiest registry packages have. */
    static final int MAX_RAW_VERSIONS = 5_000;

    private final RandomStreams streams;

    Shapes(RandomStreams streams) {
        this.streams = streams;
    }

    /** Types and version counts of every component; the counts add up to exactly {@code sizes.versions()}. */
    CatalogPlan plan(ScaleSizes sizes, long linesPerFile) {
        int n = sizes.components();
        byte[] types = new byte[n];
        int[] raw = new int[n];
        int cap = (int) Math.max(2, Math.min(MAX_RAW_VERSIONS, sizes.versions() / 100));
        double alpha = tailIndex((double) sizes.versions() / n, cap);
        double truncation = 1 - Math.pow(cap, -alpha);
        long excess = 0;
        for (int i = 0; i < n; i++) {
            SplittableRandom random = streams.of("shape", i);
            types[i] = (byte) PurlType.draw(random).ordinal();
            // inverse CDF of the Pareto law with minimum 1, truncated at the cap
            double x = Math.pow(1 - random.nextDouble() * truncation, -1 / alpha);
            raw[i] = (int) Math.min(cap, Math.floor(x));
            excess += raw[i] - 1;
        }
        return new CatalogPlan(types, rescale(raw, excess, sizes.versions() - n), linesPerFile);
    }

    /**
     * Every component keeps at least one version; the versions above one are scaled by the same factor with the
     * rounding carried along the running sum, so the total is exact and the shape of the tail is kept.
     */
    private static int[] rescale(int[] raw, long rawExcess, long wantedExcess) {
        int n = raw.length;
        int[] counts = new int[n];
        BigInteger wanted = BigInteger.valueOf(wantedExcess);
        if (rawExcess == 0) {
            for (int i = 0; i < n; i++) {
                counts[i] = 1 + (int) (wantedExcess * (i + 1) / n - wantedExcess * i / n);
            }
            return counts;
        }
        BigInteger divisor = BigInteger.valueOf(rawExcess);
        long running = 0;
        long given = 0;
        for (int i = 0; i < n; i++) {
            running += raw[i] - 1;
            long upTo = BigInteger.valueOf(running).multiply(wanted).divide(divisor).longValueExact();
            counts[i] = 1 + Math.toIntExact(upTo - given);
            given = upTo;
        }
        return counts;
    }

    /**
     * The tail index whose truncated power law has about the wanted mean (smaller indices mean heavier tails); where
     * even the heaviest tail falls short, rescaling makes up the rest.
     */
    static double tailIndex(double wantedMean, int cap) {
        double low = 1.01;
        double high = 8;
        if (meanOf(low, cap) <= wantedMean) {
            return low;
        }
        for (int step = 0; step < 60; step++) {
            double mid = (low + high) / 2;
            if (meanOf(mid, cap) > wantedMean) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return (low + high) / 2;
    }

    /** The mean of the floor of a Pareto(1, alpha) variable truncated at the cap (the floor takes about a half). */
    private static double meanOf(double alpha, int cap) {
        double mean = alpha / (alpha - 1) * (1 - Math.pow(cap, 1 - alpha)) / (1 - Math.pow(cap, -alpha));
        return mean - 0.5;
    }
}
