package io.cis.bench.scale;

import java.util.List;

/**
 * The versions of a component an advisory may name, in ascending order: all of them for short histories, else
 * evenly spaced ones (always the first and the last), so advisories of long histories still name real versions.
 *
 * @param complete whether every version of the component is here (only then may an advisory list them explicitly)
 */
record VersionSample(String[] versions, boolean complete) {

    static final int SIZE = 48;

    static VersionSample of(List<ReleasedVersion> history) {
        int n = history.size();
        if (n <= SIZE) {
            String[] all = new String[n];
            for (int k = 0; k < n; k++) {
                all[k] = history.get(k).version();
            }
            return new VersionSample(all, true);
        }
        String[] spaced = new String[SIZE];
        for (int k = 0; k < SIZE; k++) {
            spaced[k] = history.get((int) ((long) k * (n - 1) / (SIZE - 1))).version();
        }
        return new VersionSample(spaced, false);
    }
}
