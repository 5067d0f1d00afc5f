package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.Collection;

/** One advisory statement about a component with every version in it parsed and placed once. */
final class PreparedEntry {

    private final ExplicitVersions<?> explicit;
    private final PreparedRange[] ranges;

    private PreparedEntry(ExplicitVersions<?> explicit, PreparedRange[] ranges) {
        this.explicit = explicit;
        this.ranges = ranges;
    }

    /** The statement, whose ranges {@code boundaries} has had added and built. */
    static PreparedEntry of(AffectedEntry entry, VersionScheme<?> ecosystem, RangeBoundaries.Builder boundaries) {
        PreparedRange[] ranges = new PreparedRange[entry.ranges().size()];
        for (int i = 0; i < ranges.length; i++) {
            ranges[i] = PreparedRange.of(entry.ranges().get(i), boundaries);
        }
        return new PreparedEntry(ExplicitVersions.of(entry.versions(), ecosystem), ranges);
    }

    /**
     * Listed in the explicit versions, else the first range that affects it, else unknown if any range cannot tell.
     * {@code places} is the version's place among the component's boundaries ({@link RangeBoundaries#places}).
     */
    /** Adds, for each range that affects the version at {@code places}, the lowest fix above it, if it names one. */
    void fixesAbove(int[] places, Collection<String> fixes) {
        for (PreparedRange range : ranges) {
            if (range.evaluate(places) == AffectedVerdict.AFFECTED) {
                String fix = range.fixAbove(places);
                if (fix != null) {
                    fixes.add(fix);
                }
            }
        }
    }

    AffectedVerdict evaluate(RequestedVersion version, int[] places) {
        if (explicit.contains(version)) {
            return AffectedVerdict.AFFECTED;
        }
        boolean unknown = false;
        for (PreparedRange range : ranges) {
            AffectedVerdict verdict = range.evaluate(places);
            if (verdict == AffectedVerdict.AFFECTED) {
                return verdict;
            }
            unknown |= verdict == AffectedVerdict.UNKNOWN;
        }
        return unknown ? AffectedVerdict.UNKNOWN : AffectedVerdict.NOT_AFFECTED;
    }
}
