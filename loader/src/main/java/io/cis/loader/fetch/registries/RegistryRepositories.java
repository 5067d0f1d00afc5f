package io.cis.loader.fetch.registries;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedDiscovery;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The source repositories the registry documents of a feeds folder link their packages to, read by the build's own
 * registry feeds (so with their rules: npm's {@code repository}, a POM's {@code <scm>} inherited through the fetched
 * parent chain, PyPI's project URLs, ...): for a source that fetches what those repositories publish. Only links on
 * GitHub name a repository, as {@code pkg:github/<owner>/<repo>}.
 */
public final class RegistryRepositories {

    private RegistryRepositories() {
    }

    /**
     * Each package of the registry documents below {@code feedsDir} that links to a GitHub repository, by its purl
     * (without version, as the feed spells it), with the repository's purl; sorted by package.
     *
     * @throws FeedException when a registry folder cannot be read at all
     */
    public static SortedMap<String, String> read(Path feedsDir) throws FeedException {
        SortedMap<String, String> links = new TreeMap<>();
        try (SnapshotTables tables = new SnapshotTables(); CollectedFacts facts = new CollectedFacts();
             CollectedVulnerabilities vulnerabilities = new CollectedVulnerabilities()) {
            BuildSink sink = new BuildSink(tables, facts, vulnerabilities);
            for (Feed feed : FeedDiscovery.knownFeeds(new ValueCodec())) {
                if (!RegistrySources.names().contains(feed.name())) {
                    continue;
                }
                Optional<Path> location = feed.locate(feedsDir);
                if (location.isPresent()) {
                    feed.load(feedsDir, location.get(), sink);
                }
            }
            facts.eachComponent(group -> group.facts().forEach(fact -> {
                if (fact instanceof ComponentFacts component) {
                    link(component, links);
                }
            }));
        }
        return Collections.unmodifiableSortedMap(links);
    }

    private static void link(ComponentFacts component, SortedMap<String, String> links) {
        if (component.sourcePurl() != null && component.purl() != null) {
            links.putIfAbsent(component.purl(), component.sourcePurl());
        }
    }
}
