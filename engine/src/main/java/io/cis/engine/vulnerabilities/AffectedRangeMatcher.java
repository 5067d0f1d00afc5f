package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Decides whether one version is affected by one advisory statement, with OSV's evaluation rules: listed in its
 * explicit versions, or inside a range whose events, sorted by version, leave it introduced and neither fixed nor
 * past its last affected version (and below any limit). {@code SEMVER} ranges compare as semantic versions,
 * {@code ECOSYSTEM} ranges in the component's own order.
 */
public final class AffectedRangeMatcher {

    /** OSV's "from the beginning" introduced version. */
    private static final String ZERO = "0";

    public AffectedVerdict evaluate(AffectedEntry entry, String version, VersionScheme<?> ecosystem) {
        for (String listed : entry.versions()) {
            if (listed.equals(version) || ecosystem.isValid(listed) && ecosystem.isValid(version) && ecosystem.equivalent(listed, version)) {
                return AffectedVerdict.AFFECTED;
            }
        }
        boolean unknown = false;
        for (VersionRange range : entry.ranges()) {
            VersionScheme<?> scheme = VersionRange.SEMVER.equals(range.type()) ? VersionSchemes.SEMVER : ecosystem;
            AffectedVerdict verdict = inRange(range, version, scheme);
            if (verdict == AffectedVerdict.AFFECTED) {
                return verdict;
            }
            unknown |= verdict == AffectedVerdict.UNKNOWN;
        }
        return unknown ? AffectedVerdict.UNKNOWN : AffectedVerdict.NOT_AFFECTED;
    }

    private static AffectedVerdict inRange(VersionRange range, String version, VersionScheme<?> scheme) {
        if (range.events().isEmpty()) {
            return AffectedVerdict.NOT_AFFECTED;
        }
        if (!scheme.isValid(version)) {
            return AffectedVerdict.UNKNOWN;
        }
        List<VersionEvent> events = new ArrayList<>(range.events());
        for (VersionEvent event : events) {
            if (!isZero(event) && !scheme.isValid(event.version())) {
                return AffectedVerdict.UNKNOWN;
            }
        }
        events.sort(Comparator.comparing((VersionEvent e) -> !isZero(e))
                .thenComparing(VersionEvent::version, (a, b) -> ZERO.equals(a) || ZERO.equals(b) ? 0 : scheme.compare(a, b)));
        boolean affected = false;
        boolean belowLimit = true;
        boolean hasLimit = false;
        for (VersionEvent event : events) {
            switch (event.kind()) {
                case VersionEvent.INTRODUCED -> {
                    if (isZero(event) || scheme.compare(version, event.version()) >= 0) {
                        affected = true;
                    }
                }
                case VersionEvent.FIXED -> {
                    if (scheme.compare(version, event.version()) >= 0) {
                        affected = false;
                    }
                }
                case VersionEvent.LAST_AFFECTED -> {
                    if (scheme.compare(version, event.version()) > 0) {
                        affected = false;
                    }
                }
                case VersionEvent.LIMIT -> {
                    hasLimit = true;
                    belowLimit &= scheme.compare(version, event.version()) < 0;
                }
                default -> {
                    // Unknown event kinds are rejected at build time; nothing to apply here.
                }
            }
        }
        return affected && (!hasLimit || belowLimit) ? AffectedVerdict.AFFECTED : AffectedVerdict.NOT_AFFECTED;
    }

    private static boolean isZero(VersionEvent event) {
        return VersionEvent.INTRODUCED.equals(event.kind()) && ZERO.equals(event.version());
    }
}
