package io.cis.loader.build;

import io.cis.engine.snapshot.Manifest;
import io.cis.loader.catalog.CatalogMerger;
import io.cis.loader.cryptography.CryptographyMerger;
import io.cis.loader.geoprovenance.LocationMerger;
import io.cis.loader.licenses.ComponentLicenseMerger;
import io.cis.loader.vulnerabilities.VulnerabilityMerger;
import java.nio.file.Path;
import java.util.List;

/** The outcome of a build: what was published where, per-feed results, and the feeds that were absent. */
public record BuildReport(Path snapshot, Manifest manifest, List<FeedResult> feeds, List<String> absentFeeds,
                          CatalogMerger.Result catalog, VulnerabilityMerger.Result vulnerabilities,
                          CryptographyMerger.Result cryptography, LocationMerger.Result locations,
                          ComponentLicenseMerger.Result licenses) {

    public BuildReport {
        feeds = List.copyOf(feeds);
        absentFeeds = List.copyOf(absentFeeds);
    }

    /** A plain-text summary: one line per feed, then every skipped record with its file and id. */
    public String summary() {
        StringBuilder text = new StringBuilder();
        text.append(String.format("%-16s %-28s %10s %8s  %s%n", "feed", "path", "records", "skipped", "date"));
        for (FeedResult feed : feeds) {
            text.append(String.format("%-16s %-28s %10d %8d  %s%n", feed.name(), feed.path(), feed.records(),
                    feed.skipped().size(), feed.feedDate() == null ? "-" : feed.feedDate()));
        }
        for (String absent : absentFeeds) {
            text.append(String.format("%-16s %-28s %10s %8s  %s%n", absent, "-", "-", "-", "absent, skipped"));
        }
        text.append("catalog: ").append(catalog.components()).append(" components, ").append(catalog.versions())
                .append(" versions\n");
        text.append("vulnerabilities: ").append(vulnerabilities.vulnerabilities()).append(" merged, ")
                .append(vulnerabilities.affectedComponents()).append(" affected components, ")
                .append(vulnerabilities.withdrawn()).append(" withdrawn advisories dropped, ")
                .append(vulnerabilities.gitRangesSkipped()).append(" GIT ranges skipped, ")
                .append(vulnerabilities.cpeComponents()).append(" components with CPEs, ")
                .append(vulnerabilities.cpeProducts()).append(" CPE products in NVD configurations, ")
                .append(vulnerabilities.nvdOnly()).append(" of them CVEs known from NVD/CVE records alone\n");
        text.append("component licenses: ").append(licenses.versions()).append(" versions, ")
                .append(licenses.unmappedNames().size()).append(" declared names kept as LicenseRef\n");
        for (String name : licenses.unmappedNames()) {
            text.append("license-ref ").append(name).append(" (no unambiguous SPDX id)\n");
        }
        for (String unknown : vulnerabilities.affectedUnknown()) {
            text.append("affected-unknown ").append(unknown).append(" (cannot be ordered; such versions are listed as affected)\n");
        }
        for (SkippedRecord skip : vulnerabilities.skipped()) {
            text.append("skipped ").append(skip.file()).append(' ').append(skip.id()).append(": ").append(skip.reason()).append('\n');
        }
        text.append("cryptography: ").append(cryptography.versions()).append(" versions, ")
                .append(cryptography.algorithms()).append(" algorithms, ").append(cryptography.classified())
                .append(" named by the algorithm dataset\n");
        for (String name : cryptography.unclassified()) {
            text.append("unclassified algorithm ").append(name).append(" (not in the algorithm dataset; kept as the feed names it)\n");
        }
        text.append("geoprovenance: ").append(locations.components()).append(" components, ").append(locations.declared())
                .append(" declared locations, ").append(locations.resolved()).append(" resolved to a country, ")
                .append(locations.inherited()).append(" components answered with their source repository's\n");
        for (LocationMerger.Unresolved location : locations.unresolved()) {
            text.append("unresolved location '").append(location.location()).append("' (")
                    .append(location.declarations()).append(" declared, first by ").append(location.firstComponent())
                    .append("; no country in the gazetteer, kept as declared)\n");
        }
        for (SkippedRecord skip : cryptography.skipped()) {
            text.append("skipped cryptography ").append(skip.file()).append(' ').append(skip.id()).append(": ").append(skip.reason()).append('\n');
        }
        for (SkippedRecord skip : locations.skipped()) {
            text.append("skipped geoprovenance ").append(skip.file()).append(' ').append(skip.id()).append(": ").append(skip.reason()).append('\n');
        }
        for (SkippedRecord skip : catalog.skipped()) {
            text.append("skipped catalog ").append(skip.id()).append(": ").append(skip.reason()).append('\n');
        }
        for (FeedResult feed : feeds) {
            for (SkippedRecord skip : feed.skipped()) {
                text.append("skipped ").append(feed.name()).append(' ').append(skip.file()).append(' ')
                        .append(skip.id()).append(": ").append(skip.reason()).append('\n');
            }
        }
        text.append("snapshot ").append(snapshot).append(" schema ").append(manifest.schemaVersion())
                .append(" created_at ").append(manifest.createdAt()).append('\n');
        return text.toString();
    }
}
