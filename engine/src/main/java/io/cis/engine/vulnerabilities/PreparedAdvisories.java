package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Every advisory statement about one component, prepared once per snapshot (versions parsed, events sorted and
 * placed among the component's {@link RangeBoundaries}), so that a request parses only its own version and places it
 * once per version scheme. The vulnerabilities the statements name are numbered once, in the
 * order they are first named, so a request marks them in a bit set rather than a set of ids. Immutable; shared
 * between requests.
 */
final class PreparedAdvisories {

    private final RangeBoundaries boundaries;
    private final PreparedEntry[] entries;
    /** Per entry, the number of the vulnerability it is about: an index into {@link #vulnerabilities}. */
    private final int[] vulnerabilityOf;
    private final List<String> vulnerabilities;
    /** Per entry, the distribution release it holds for ({@code ""} for every installation). */
    private final String[] distroOf;

    private PreparedAdvisories(RangeBoundaries boundaries, PreparedEntry[] entries, int[] vulnerabilityOf,
            List<String> vulnerabilities, String[] distroOf) {
        this.boundaries = boundaries;
        this.entries = entries;
        this.vulnerabilityOf = vulnerabilityOf;
        this.vulnerabilities = vulnerabilities;
        this.distroOf = distroOf;
    }

    static PreparedAdvisories of(AffectedRecord record, VersionScheme<?> ecosystem) {
        RangeBoundaries.Builder placing = new RangeBoundaries.Builder(ecosystem);
        record.entries().forEach(entry -> entry.ranges().forEach(placing::add));
        RangeBoundaries boundaries = placing.build();
        int size = record.entries().size();
        PreparedEntry[] entries = new PreparedEntry[size];
        int[] vulnerabilityOf = new int[size];
        String[] distroOf = new String[size];
        Map<String, Integer> numbers = new HashMap<>();
        List<String> vulnerabilities = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            AffectedEntry entry = record.entries().get(i);
            entries[i] = PreparedEntry.of(entry, ecosystem, placing);
            distroOf[i] = entry.distro();
            vulnerabilityOf[i] = numbers.computeIfAbsent(entry.vulnerability(), id -> {
                vulnerabilities.add(id);
                return vulnerabilities.size() - 1;
            });
        }
        return new PreparedAdvisories(boundaries, entries, vulnerabilityOf, List.copyOf(vulnerabilities), distroOf);
    }

    /** The ids of the vulnerabilities the statements name, each once, in the order they are first named. */
    List<String> vulnerabilities() {
        return vulnerabilities;
    }

    /**
     * Which of {@link #vulnerabilities()}, by index, have a statement that includes the version, and for each of
     * them the lowest fixed version above it of every range that includes it, each once ({@code fixes[index]}).
     */
    record Affecting(BitSet indexes, List<LinkedHashSet<String>> fixes) {
    }

    Affecting affecting(String version) {
        return affecting(version, distro -> true);
    }

    /** Like {@link #affecting(String)}, counting only statements whose distribution release {@code applies}. */
    Affecting affecting(String version, Predicate<String> applies) {
        RequestedVersion requested = new RequestedVersion(version);
        int[] places = boundaries.places(requested);
        BitSet affecting = new BitSet(vulnerabilities.size());
        List<LinkedHashSet<String>> fixes = new ArrayList<>(vulnerabilities.size());
        for (int i = 0; i < vulnerabilities.size(); i++) {
            fixes.add(null);
        }
        for (int i = 0; i < entries.length; i++) {
            int vulnerability = vulnerabilityOf[i];
            if (applies.test(distroOf[i]) && entries[i].evaluate(requested, places).listed()) {
                affecting.set(vulnerability);
                if (fixes.get(vulnerability) == null) {
                    fixes.set(vulnerability, new LinkedHashSet<>(2));
                }
                entries[i].fixesAbove(places, fixes.get(vulnerability));
            }
        }
        return new Affecting(affecting, fixes);
    }

    /** Which of {@link #vulnerabilities()}, by index, have a statement that includes the version. */
    BitSet affectingIndexes(String version) {
        return affectingIndexes(version, distro -> true);
    }

    /** Like {@link #affectingIndexes(String)}, counting only statements whose distribution release {@code applies}. */
    BitSet affectingIndexes(String version, Predicate<String> applies) {
        RequestedVersion requested = new RequestedVersion(version);
        int[] places = boundaries.places(requested);
        BitSet affecting = new BitSet(vulnerabilities.size());
        for (int i = 0; i < entries.length; i++) {
            int vulnerability = vulnerabilityOf[i];
            if (!affecting.get(vulnerability) && applies.test(distroOf[i])
                    && entries[i].evaluate(requested, places).listed()) {
                affecting.set(vulnerability);
            }
        }
        return affecting;
    }
}
