package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;

/**
 * Decides whether one version is affected by one advisory statement, with OSV's evaluation rules: listed in its
 * explicit versions, or inside a range whose events, sorted by version, leave it introduced and neither fixed nor
 * past its last affected version (and below any limit); a range written as introduced/end pairs is the union of
 * those intervals, which sorting cannot tell when two events share a version. {@code SEMVER} ranges compare as semantic versions,
 * {@code ECOSYSTEM} ranges in the component's own order. Requests go through {@link PreparedAdvisories}, which
 * prepares a component's statements once and applies these same rules.
 */
public final class AffectedRangeMatcher {

    public AffectedVerdict evaluate(AffectedEntry entry, String version, VersionScheme<?> ecosystem) {
        RangeBoundaries.Builder placing = new RangeBoundaries.Builder(ecosystem);
        entry.ranges().forEach(placing::add);
        RangeBoundaries boundaries = placing.build();
        RequestedVersion requested = new RequestedVersion(version);
        return PreparedEntry.of(entry, ecosystem, placing).evaluate(requested, boundaries.places(requested));
    }
}
