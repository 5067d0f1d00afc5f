package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Searches one component's ascending versions for one request, parsing each candidate at most once (the parses stay
 * with the {@link KnownVersions}, so later searches of the same instance reuse them).
 * Relies on the order {@link VersionScheme#sort} gives: unparseable strings first (by string), then ascending.
 */
final class CatalogSearch<V extends Comparable<V>> {

    private final List<String> versions;
    private final VersionScheme<V> scheme;
    private final ParsedVersions<V> parsed;

    CatalogSearch(KnownVersions known, VersionScheme<V> scheme) {
        this.versions = known.ascending();
        this.scheme = scheme;
        this.parsed = known.parsedIn(scheme);
    }

    String get(int index) {
        return versions.get(index);
    }

    /** The parse of the candidate at {@code index}, or {@code null} if unparseable. */
    V at(int index) {
        return parsed.at(index);
    }

    /** Index of the lowest parseable candidate; the size when there is none. */
    int firstParseable() {
        return parsed.firstParseable();
    }

    /** Index of the candidate spelled exactly {@code text}, or -1. */
    int indexOfVerbatim(String text) {
        V version = scheme.parseOrNull(text);
        if (version == null) {
            // Unparseable strings sit first, sorted as strings.
            int lo = 0;
            int hi = firstParseable() - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                int c = versions.get(mid).compareTo(text);
                if (c == 0) {
                    return mid;
                }
                if (c < 0) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            return -1;
        }
        for (int i = lowerBound(version); i < versions.size() && at(i).compareTo(version) == 0; i++) {
            if (versions.get(i).equals(text)) {
                return i;
            }
        }
        return -1;
    }

    /** Index of the first candidate equivalent to {@code version} in the scheme, or -1. */
    int indexOfEquivalent(V version) {
        int i = lowerBound(version);
        return i < versions.size() && at(i).compareTo(version) == 0 ? i : -1;
    }

    /** First parseable index whose version is not below {@code version}. */
    private int lowerBound(V version) {
        int lo = firstParseable();
        int hi = versions.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (at(mid).compareTo(version) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** Index of the highest candidate passing {@code test}, scanning down and stopping at the first match; or -1. */
    int highest(Predicate<V> test) {
        for (int i = versions.size() - 1; i >= 0; i--) {
            V version = at(i);
            if (version == null) {
                return -1;
            }
            if (test.test(version)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Index of the highest candidate a range accepts, or -1. Candidates above the range's ceiling are skipped by
     * binary search (a ceiling is monotone in a sorted list), then the scan runs down from there, stopping at the
     * first match or once candidates fall below the range's floor; each candidate is parsed at most once.
     */
    int highestIn(RangeSpec<V> range) {
        int top = firstAbove(range) - 1;
        for (int i = top; i >= 0; i--) {
            V version = at(i);
            if (version == null || range.below(version)) {
                return -1;
            }
            if (range.test(version)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Indexes of every candidate a range accepts, highest first. Like {@link #highestIn}, candidates above the
     * ceiling are skipped by binary search and the scan stops once candidates fall below the floor.
     */
    List<Integer> allIn(RangeSpec<V> range) {
        List<Integer> matches = new ArrayList<>();
        for (int i = firstAbove(range) - 1; i >= 0; i--) {
            V version = at(i);
            if (version == null || range.below(version)) {
                break;
            }
            if (range.test(version)) {
                matches.add(i);
            }
        }
        return matches;
    }

    /** First parseable index whose version lies above the target (the size when none does). */
    private int firstAbove(Target<V> target) {
        int lo = firstParseable();
        int hi = versions.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (target.above(at(mid))) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** Index of the lowest candidate passing {@code test}, scanning up; or -1. */
    int lowest(Predicate<V> test) {
        for (int i = firstParseable(); i < versions.size(); i++) {
            if (test.test(at(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Index of the latest version: the highest release; else the highest pre-release; else, when nothing
     * parses, the last (highest by string) entry; -1 when there are no versions.
     */
    int latest() {
        int last = versions.size() - 1;
        int release = highest(v -> !scheme.prerelease(v));
        return release >= 0 ? release : last;
    }

    List<Long> numbers(int index) {
        return scheme.numbers(at(index));
    }
}
