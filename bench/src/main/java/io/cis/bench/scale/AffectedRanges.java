package io.cis.bench.scale;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Draws the OSV ranges of one affected package from the versions the catalog holds: one to three disjoint intervals
 * (introduced at a version or at {@code 0}, ending with {@code fixed}, {@code last_affected}, or open), written as
 * separate ranges or as one range of several event pairs, and for some short histories the explicit list of affected
 * versions. Every version named is one the catalog lists, so advisories add no versions to it.
 */
final class AffectedRanges {

    /** One event: its kind ({@code introduced}, {@code fixed}, {@code last_affected}) and version. */
    record Event(String kind, String version) {
    }

    /** The drawn statement; {@code affectedVersion} is a version (catalog spelling) inside the first interval. */
    record Drawn(List<List<Event>> ranges, List<String> versions, String affectedVersion, String fixedVersion) {
    }

    private enum End { FIXED, LAST_AFFECTED, OPEN }

    Drawn draw(VersionSample sample, PurlType type, SplittableRandom random) {
        String[] s = sample.versions();
        int n = s.length;
        if (n == 1) {
            List<Event> events = new ArrayList<>(List.of(new Event("introduced", "0")));
            if (random.nextBoolean()) {
                events.add(new Event("last_affected", osv(s[0], type)));
            }
            List<String> versions = sample.complete() && type != PurlType.GOLANG && random.nextInt(10) < 3
                    ? List.of(s[0]) : List.of();
            return new Drawn(List.of(events), versions, s[0], null);
        }
        int intervals = Math.max(1, Math.min(n / 2, 1 + (random.nextInt(100) < 45 ? 1 : 0) + (random.nextInt(100) < 15 ? 1 : 0)));
        int[] bounds = distinctSorted(n, intervals * 2, random);
        List<List<Event>> pairs = new ArrayList<>();
        boolean[] affected = new boolean[n];
        String fixed = null;
        for (int j = 0; j < intervals; j++) {
            int low = bounds[2 * j];
            int high = bounds[2 * j + 1];
            boolean fromZero = j == 0 && random.nextInt(10) < 3;
            End end = j == intervals - 1 && random.nextInt(100) < 12 ? End.OPEN
                    : random.nextInt(100) < 80 ? End.FIXED : End.LAST_AFFECTED;
            List<Event> events = new ArrayList<>(2);
            events.add(new Event("introduced", fromZero ? "0" : osv(s[low], type)));
            int last = switch (end) {
                case FIXED -> high - 1;
                case LAST_AFFECTED -> high;
                case OPEN -> n - 1;
            };
            if (end == End.FIXED) {
                events.add(new Event("fixed", osv(s[high], type)));
                fixed = fixed == null ? s[high] : fixed;
            } else if (end == End.LAST_AFFECTED) {
                events.add(new Event("last_affected", osv(s[high], type)));
            }
            for (int k = fromZero ? 0 : low; k <= last; k++) {
                affected[k] = true;
            }
            pairs.add(events);
        }
        List<List<Event>> ranges = new ArrayList<>();
        if (intervals > 1 && random.nextInt(10) < 4) {
            List<Event> joined = new ArrayList<>();
            pairs.forEach(joined::addAll);
            ranges.add(joined);
        } else {
            ranges.addAll(pairs);
        }
        List<String> versions = new ArrayList<>();
        if (sample.complete() && type != PurlType.GOLANG && random.nextInt(10) < 3) {
            for (int k = 0; k < n; k++) {
                if (affected[k]) {
                    versions.add(s[k]);
                }
            }
        }
        return new Drawn(ranges, versions, s[bounds[0]], fixed);
    }

    /** Go advisories write versions without the {@code v} of Go module versions. */
    static String osv(String version, PurlType type) {
        return type == PurlType.GOLANG && version.startsWith("v") ? version.substring(1) : version;
    }

    private static int[] distinctSorted(int n, int count, SplittableRandom random) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(n - i);
            int swap = all[i];
            all[i] = all[j];
            all[j] = swap;
        }
        int[] picked = Arrays.copyOf(all, count);
        Arrays.sort(picked);
        return picked;
    }
}
