package io.cis.loader.vulnerabilities;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.engine.vulnerabilities.AffectedEntry;
import io.cis.engine.vulnerabilities.VersionEvent;
import io.cis.engine.vulnerabilities.VersionRange;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The merge's step for one affected package of an advisory: the statement stored under its purl, the versions it
 * names joining the catalog, and the range versions the component's ordering cannot compare.
 */
final class AffectedStatements {

    private AffectedStatements() {
    }

    static AffectedEntry entry(String id, AffectedPackage pkg, long[] gitRanges, String distro,
                                       boolean ecosystemOrdered) {
        List<VersionRange> ranges = new ArrayList<>();
        for (AffectedRange range : pkg.ranges()) {
            if (VersionRange.SEMVER.equals(range.type())
                    || (VersionRange.ECOSYSTEM.equals(range.type()) && ecosystemOrdered)) {
                ranges.add(new VersionRange(range.type(),
                        range.events().stream().map(e -> new VersionEvent(e.kind(), e.version())).toList()));
            } else {
                gitRanges[0]++;
            }
        }
        return new AffectedEntry(id, ranges, pkg.versions(), distro);
    }

    /** Versions an advisory names are real releases of the component: they join its catalog. */
    static void reportVersions(PurlKey key, AffectedEntry entry, CatalogSink catalog) {
        String purl = key.canonical();
        catalog.component(new ComponentFacts(purl, null, null, null, null, null, null));
        Set<String> versions = new LinkedHashSet<>(entry.versions());
        for (VersionRange range : entry.ranges()) {
            for (VersionEvent event : range.events()) {
                if (!"0".equals(event.version()) && !VersionEvent.LIMIT.equals(event.kind())) {
                    versions.add(event.version());
                }
            }
        }
        for (String version : versions) {
            // Go advisories write versions without the "v" every Go module version carries.
            String spelled = key.ecosystem() == Ecosystem.GOLANG && !version.startsWith("v") ? "v" + version : version;
            catalog.version(new VersionFacts(purl, spelled, null, null, null, null, null, null, null));
        }
    }

    /** "purl id version" for each range version the component's ordering cannot compare. */
    static List<String> incomparable(PurlKey key, AffectedEntry entry) {
        List<String> unknown = new ArrayList<>();
        VersionScheme<?> ecosystem = VersionSchemes.forAdvisories(key.ecosystem());
        for (VersionRange range : entry.ranges()) {
            VersionScheme<?> scheme = VersionRange.SEMVER.equals(range.type()) ? VersionSchemes.SEMVER : ecosystem;
            for (VersionEvent event : range.events()) {
                if (!"0".equals(event.version()) && !scheme.isValid(event.version())) {
                    unknown.add(key.canonical() + " " + entry.vulnerability() + " " + event.kind() + " " + event.version());
                }
            }
        }
        return unknown;
    }
}
