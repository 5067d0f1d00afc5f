package io.cis.bench.scale;

import java.util.Locale;
import java.util.Map;

/**
 * What a generation wrote: counts per kind, the shape of versions per component, what a snapshot built from it holds (the catalog plus the packages only the
 * SBOMs name), bytes per feed folder and the time taken.
 */
record GenerationReport(ScaleSizes sizes, long catalogComponents, long catalogVersions, long componentsWithAtMostFive,
                        int mostVersions, long algorithmLines,
                        long locationLines, int advisories, int cves, long epssRows, int kevRows, int cpeComponents,
                        int releaseComponents, int sboms, int sbomOnlyComponents, Map<String, Long> bytesPerFeed,
                        double seconds) {

    /** Components of a snapshot built from these feeds. */
    long expectedComponents() {
        return catalogComponents + sbomOnlyComponents;
    }

    /** Versions of a snapshot built from these feeds (each SBOM-only package brings one). */
    long expectedVersions() {
        return catalogVersions + sbomOnlyComponents;
    }

    /** Merged vulnerabilities: every advisory is its own vulnerability. */
    long expectedVulnerabilities() {
        return advisories;
    }

    String summaryLine() {
        StringBuilder bytes = new StringBuilder();
        bytesPerFeed.forEach((feed, size) -> bytes.append(bytes.length() == 0 ? "" : ", ").append(feed).append(' ')
                .append(human(size)));
        return String.format(Locale.ROOT, "generated seed %d: %d components, %d versions (%.1f%% of components with "
                        + "1-5, at most %d; %d algorithms and %d locations lines), %d advisories (%d CVEs), "
                        + "%d EPSS rows, %d KEV rows, %d purl2cpe components, %d components with releases, %d SBOMs; "
                        + "snapshot will hold %d components, %d versions, %d vulnerabilities; bytes: %s; %.1f s",
                sizes.seed(), catalogComponents, catalogVersions, 100.0 * componentsWithAtMostFive / catalogComponents,
                mostVersions, algorithmLines, locationLines, advisories, cves, epssRows, kevRows, cpeComponents,
                releaseComponents, sboms, expectedComponents(), expectedVersions(), expectedVulnerabilities(), bytes,
                seconds);
    }

    private static String human(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.2f GiB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
        }
        return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
    }
}
