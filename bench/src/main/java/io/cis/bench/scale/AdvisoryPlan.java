package io.cis.bench.scale;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Which components each advisory names, drawn before the catalog is written so that the catalog pass can keep the
 * versions of just those components. A component is picked in proportion to its number of versions (popular
 * packages have long histories and draw the most advisories); an advisory naming several packages names related ones:
 * the next components of the same type, as one advisory names {@code log4j-core} and {@code log4j-api}.
 */
final class AdvisoryPlan {

    private static final int RELATED_SEARCH = 200;

    private final int[][] targets;
    private final BitSet targeted;

    private AdvisoryPlan(int[][] targets, BitSet targeted) {
        this.targets = targets;
        this.targeted = targeted;
    }

    static AdvisoryPlan draw(CatalogPlan plan, int advisories, RandomStreams streams) {
        int n = plan.components();
        long[] cumulative = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            if (plan.type(i).hasAdvisories()) {
                total += plan.versionCount(i);
            }
            cumulative[i] = total;
        }
        if (total == 0 && advisories > 0) {
            throw new IllegalStateException("no component of a type advisories can name; generate more components");
        }
        int[][] targets = new int[advisories][];
        BitSet targeted = new BitSet(n);
        for (int a = 0; a < advisories; a++) {
            SplittableRandom random = streams.of("advisory-targets", a);
            int primary = pick(cumulative, random.nextLong(total));
            int wanted = packages(random);
            int[] chosen = new int[wanted];
            chosen[0] = primary;
            int found = 1;
            for (int step = 1; step <= RELATED_SEARCH && found < wanted; step++) {
                int candidate = (primary + step) % n;
                if (plan.type(candidate) == plan.type(primary)) {
                    chosen[found++] = candidate;
                }
            }
            targets[a] = Arrays.copyOf(chosen, found);
            for (int component : targets[a]) {
                targeted.set(component);
            }
        }
        return new AdvisoryPlan(targets, targeted);
    }

    /** 1 package mostly, up to 4. */
    private static int packages(SplittableRandom random) {
        int roll = random.nextInt(100);
        return roll < 62 ? 1 : roll < 87 ? 2 : roll < 96 ? 3 : 4;
    }

    /** The first component whose cumulative weight exceeds the point. */
    private static int pick(long[] cumulative, long point) {
        int low = 0;
        int high = cumulative.length - 1;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (cumulative[mid] > point) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return low;
    }

    int advisories() {
        return targets.length;
    }

    int[] targets(int advisory) {
        return targets[advisory];
    }

    boolean isTargeted(int component) {
        return targeted.get(component);
    }
}
