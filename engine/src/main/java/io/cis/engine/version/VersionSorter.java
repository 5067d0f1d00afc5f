package io.cis.engine.version;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Implements the string order every {@link VersionScheme} shares, so the catalog build sorts deterministically.
 *
 * <p>Maven's ComparableVersion is not transitive for a few odd spellings ({@code 1 < 1.BUILD-SNAPSHOT < 1-alpha <
 * 1}); {@link List#sort} may then throw "Comparison method violates its general contract" or depend on input
 * order. So the entries are first put in string order and then merge-sorted by a merge sort that never checks the
 * contract: the result is always the same for the same set of strings, and fully sorted whenever the order is
 * consistent.
 */
final class VersionSorter {

    private VersionSorter() {
    }

    static <V extends Comparable<V>> int compare(VersionScheme<V> scheme, String a, String b) {
        return compareParsed(a, scheme.parseOrNull(a), b, scheme.parseOrNull(b));
    }

    static <V extends Comparable<V>> List<String> sort(VersionScheme<V> scheme, Collection<String> versions) {
        List<Entry<V>> entries = new ArrayList<>(versions.size());
        for (String version : versions) {
            entries.add(new Entry<>(version, scheme.parseOrNull(version)));
        }
        entries.sort(Comparator.comparing(Entry::raw));
        List<Entry<V>> ordered = mergeSort(entries);
        List<String> sorted = new ArrayList<>(entries.size());
        for (Entry<V> entry : ordered) {
            sorted.add(entry.raw());
        }
        return List.copyOf(sorted);
    }

    /** Stable top-down merge sort; terminates and is deterministic even for an inconsistent order. */
    private static <V extends Comparable<V>> List<Entry<V>> mergeSort(List<Entry<V>> entries) {
        if (entries.size() < 2) {
            return entries;
        }
        int middle = entries.size() / 2;
        List<Entry<V>> left = mergeSort(entries.subList(0, middle));
        List<Entry<V>> right = mergeSort(entries.subList(middle, entries.size()));
        List<Entry<V>> merged = new ArrayList<>(entries.size());
        int i = 0;
        int j = 0;
        while (i < left.size() && j < right.size()) {
            // Taking from the left on ties keeps the sort stable.
            merged.add(left.get(i).compareTo(right.get(j)) <= 0 ? left.get(i++) : right.get(j++));
        }
        merged.addAll(left.subList(i, left.size()));
        merged.addAll(right.subList(j, right.size()));
        return merged;
    }

    static <V extends Comparable<V>> int compareParsed(String a, V pa, String b, V pb) {
        if (pa == null || pb == null) {
            if (pa != pb) {
                return pa == null ? -1 : 1;
            }
            return a.compareTo(b);
        }
        int byVersion = pa.compareTo(pb);
        return byVersion != 0 ? byVersion : a.compareTo(b);
    }

    /** A version string with its parse, so sorting parses each string once. */
    private record Entry<V extends Comparable<V>>(String raw, V parsed) implements Comparable<Entry<V>> {
        @Override
        public int compareTo(Entry<V> other) {
            return compareParsed(raw, parsed, other.raw, other.parsed);
        }
    }
}
