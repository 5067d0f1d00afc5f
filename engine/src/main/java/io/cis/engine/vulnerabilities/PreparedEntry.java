package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.List;

/** One advisory statement about a component with every version in it parsed once. */
final class PreparedEntry {

    private final String vulnerability;
    private final ExplicitVersions<?> explicit;
    private final List<PreparedRange<?>> ranges;

    private PreparedEntry(String vulnerability, ExplicitVersions<?> explicit, List<PreparedRange<?>> ranges) {
        this.vulnerability = vulnerability;
        this.explicit = explicit;
        this.ranges = ranges;
    }

    static PreparedEntry of(AffectedEntry entry, VersionScheme<?> ecosystem) {
        List<PreparedRange<?>> ranges = new ArrayList<>(entry.ranges().size());
        for (VersionRange range : entry.ranges()) {
            VersionScheme<?> scheme = VersionRange.SEMVER.equals(range.type()) ? VersionSchemes.SEMVER : ecosystem;
            ranges.add(PreparedRange.of(range, scheme));
        }
        return new PreparedEntry(entry.vulnerability(), ExplicitVersions.of(entry.versions(), ecosystem), List.copyOf(ranges));
    }

    String vulnerability() {
        return vulnerability;
    }

    /** Listed in the explicit versions, else the first range that affects it, else unknown if any range cannot tell. */
    AffectedVerdict evaluate(RequestedVersion version) {
        if (explicit.contains(version)) {
            return AffectedVerdict.AFFECTED;
        }
        boolean unknown = false;
        for (PreparedRange<?> range : ranges) {
            AffectedVerdict verdict = range.evaluate(version);
            if (verdict == AffectedVerdict.AFFECTED) {
                return verdict;
            }
            unknown |= verdict == AffectedVerdict.UNKNOWN;
        }
        return unknown ? AffectedVerdict.UNKNOWN : AffectedVerdict.NOT_AFFECTED;
    }
}
