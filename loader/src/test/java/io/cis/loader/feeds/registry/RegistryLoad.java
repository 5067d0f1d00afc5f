package io.cis.loader.feeds.registry;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** One registry feed loaded from a feeds root, with the facts it reported, for the format tests. */
public record RegistryLoad(FeedResult result, CollectedFacts facts) {

    /** Loads {@code format} from {@code feedsRoot}, where its folder must be. */
    public static RegistryLoad of(RegistryFormat format, Path feedsRoot) throws FeedException {
        RegistryFeed feed = new RegistryFeed(format);
        Path location = feed.locate(feedsRoot).orElseThrow(
                () -> new AssertionError("no registries/" + format.folder() + " under " + feedsRoot));
        CollectedFacts facts = new CollectedFacts();
        FeedResult result = feed.load(feedsRoot, location,
                new BuildSink(new SnapshotTables(), facts, new CollectedVulnerabilities()));
        return new RegistryLoad(result, facts);
    }

    public List<VersionFacts> versions(String purl) {
        return facts.versions().stream().filter(v -> v.purl().equals(purl)).toList();
    }

    public Optional<VersionFacts> version(String purl, String version) {
        return versions(purl).stream().filter(v -> v.version().equals(version)).findFirst();
    }

    public List<ComponentFacts> components(String purl) {
        return facts.components().stream().filter(c -> c.purl().equals(purl)).toList();
    }

    public ComponentFacts component(String purl) {
        List<ComponentFacts> found = components(purl);
        if (found.isEmpty()) {
            throw new AssertionError("no component " + purl + " among " + facts.components());
        }
        return found.get(0);
    }
}
