package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The distinct versions one component's ranges name, per version scheme, in that scheme's order. A request finds
 * its version's place among them once per scheme (a binary search); every range event is then compared by place, as
 * integers, instead of comparing parsed versions event by event, which was most of the cost of a batch.
 *
 * <p>A place is {@code 2k + 1} for the k-th boundary itself and {@code 2p} for a version between boundaries
 * {@code p - 1} and {@code p}, so comparing two places orders them exactly as the scheme orders their versions.
 * Spellings the scheme holds equal (Maven {@code 2.4} and {@code 2.4.0}, PEP 440 {@code 2.5} and {@code 2.5.0}) are
 * one boundary with one place: an event applies to every spelling of its version, never to one string.
 */
final class RangeBoundaries {

    /** The place of a request that the scheme cannot order. */
    static final int UNORDERED = -1;

    private final Ordered<?>[] schemes;

    private RangeBoundaries(Ordered<?>[] schemes) {
        this.schemes = schemes;
    }

    /** The request's place among each scheme's boundaries, by scheme index; {@link #UNORDERED} where it does not parse. */
    int[] places(RequestedVersion requested) {
        int[] places = new int[schemes.length];
        for (int i = 0; i < schemes.length; i++) {
            places[i] = schemes[i].place(requested);
        }
        return places;
    }

    /** One scheme's boundaries: their distinct parses, ascending. */
    private static final class Ordered<V extends Comparable<V>> {
        private final VersionScheme<V> scheme;
        private final List<V> parsed;

        private Ordered(VersionScheme<V> scheme, List<V> parsed) {
            this.scheme = scheme;
            this.parsed = parsed;
        }

        static <V extends Comparable<V>> Ordered<V> of(VersionScheme<V> scheme, Set<String> candidates) {
            List<V> values = new ArrayList<>(candidates.size());
            for (String version : candidates) {
                V value = scheme.parseOrNull(version);
                if (value != null) { // unparseable events make their range incomparable; they need no place
                    values.add(value);
                }
            }
            values.sort(null);
            List<V> distinct = new ArrayList<>(values.size());
            for (V value : values) {
                if (distinct.isEmpty() || distinct.get(distinct.size() - 1).compareTo(value) != 0) {
                    distinct.add(value);
                }
            }
            return new Ordered<>(scheme, List.copyOf(distinct));
        }

        /** The place of a version this scheme parses: equal versions share one place, whatever their spelling. */
        int place(V version) {
            int low = 0;
            int high = parsed.size() - 1;
            while (low <= high) {
                int middle = (low + high) >>> 1;
                int c = version.compareTo(parsed.get(middle));
                if (c == 0) {
                    return 2 * middle + 1;
                }
                if (c > 0) {
                    low = middle + 1;
                } else {
                    high = middle - 1;
                }
            }
            return 2 * low;
        }

        int place(RequestedVersion requested) {
            V version = requested.in(scheme);
            return version == null ? UNORDERED : place(version);
        }

        /** The place of a spelling among the boundaries, {@link #UNORDERED} when the scheme cannot parse it. */
        int placeOf(String spelling) {
            V version = scheme.parseOrNull(spelling);
            return version == null ? UNORDERED : place(version);
        }
    }

    /**
     * Collects the versions of a component's ranges, then places them. Lives only while the component's statements
     * are prepared: the lookup of a version's place is not needed afterwards.
     */
    static final class Builder {
        private final VersionScheme<?> ecosystem;
        private final Map<VersionScheme<?>, Integer> indexes = new IdentityHashMap<>(4);
        /** By scheme index: the scheme, and the versions its ranges name. */
        private final List<VersionScheme<?>> schemes = new ArrayList<>(2);
        private final List<Set<String>> candidates = new ArrayList<>(2);
        private final List<Map<String, Integer>> places = new ArrayList<>(2);

        Builder(VersionScheme<?> ecosystem) {
            this.ecosystem = ecosystem;
        }

        /** The scheme a range compares in: {@code SEMVER} ranges as semantic versions, others in the ecosystem's order. */
        VersionScheme<?> scheme(VersionRange range) {
            return VersionRange.SEMVER.equals(range.type()) ? VersionSchemes.SEMVER : ecosystem;
        }

        /** Registers every version the range's events name. */
        Builder add(VersionRange range) {
            int index = index(scheme(range));
            for (VersionEvent event : range.events()) {
                candidates.get(index).add(event.version());
            }
            return this;
        }

        /** The index of the range's scheme in the built boundaries. */
        int index(VersionScheme<?> scheme) {
            return indexes.computeIfAbsent(scheme, s -> {
                schemes.add(s);
                candidates.add(new HashSet<>());
                return schemes.size() - 1;
            });
        }

        /** The boundaries of every version added so far; {@link #place} then answers for those versions. */
        RangeBoundaries build() {
            Ordered<?>[] ordered = new Ordered<?>[schemes.size()];
            for (int index = 0; index < ordered.length; index++) {
                ordered[index] = Ordered.of(schemes.get(index), candidates.get(index));
                Map<String, Integer> placed = new HashMap<>();
                for (String spelling : candidates.get(index)) {
                    placed.put(spelling, ordered[index].placeOf(spelling));
                }
                places.add(placed);
            }
            return new RangeBoundaries(ordered);
        }

        /** The place of an added version in its scheme, {@link #UNORDERED} when the scheme cannot parse it. */
        int place(int scheme, String version) {
            return places.get(scheme).getOrDefault(version, UNORDERED);
        }
    }
}
