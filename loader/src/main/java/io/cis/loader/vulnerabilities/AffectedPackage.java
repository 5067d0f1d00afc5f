package io.cis.loader.vulnerabilities;

import java.util.List;

/**
 * An OSV {@code affected[]} entry.
 *
 * @param ecosystem        {@code package.ecosystem} as written (e.g. {@code npm}, {@code Maven}, {@code PyPI}, {@code Go})
 * @param name             {@code package.name} as written (Maven: {@code group:artifact})
 * @param purl             {@code package.purl} when present, else null
 * @param ranges           every range, GIT ranges included (the merge skips and counts them)
 * @param versions         the explicit {@code versions} list
 * @param severity         {@code affected[].severity} vectors (Bitnami puts them here)
 * @param databaseSeverity {@code affected[].database_specific.severity} when present, else null
 */
public record AffectedPackage(
        String ecosystem,
        String name,
        String purl,
        List<AffectedRange> ranges,
        List<String> versions,
        List<CvssVector> severity,
        String databaseSeverity) {

    public AffectedPackage {
        ranges = List.copyOf(ranges);
        versions = List.copyOf(versions);
        severity = List.copyOf(severity);
    }
}
