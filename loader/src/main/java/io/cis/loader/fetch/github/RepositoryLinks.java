package io.cis.loader.fetch.github;

import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CatalogSink;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.feeds.crates.CratesFormat;
import io.cis.loader.feeds.golang.GoFormat;
import io.cis.loader.feeds.hex.HexFormat;
import io.cis.loader.feeds.maven.MavenRepositoryFeed;
import io.cis.loader.feeds.npm.NpmPackumentFeed;
import io.cis.loader.feeds.nuget.NuGetFormat;
import io.cis.loader.feeds.packagist.PackagistFormat;
import io.cis.loader.feeds.pub.PubFormat;
import io.cis.loader.feeds.pypi.PypiFormat;
import io.cis.loader.feeds.registry.RegistryFeed;
import io.cis.loader.feeds.rubygems.RubyGemsFormat;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.spill.SpillSpace;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The GitHub repositories the registry documents of a feeds folder name as their packages' source: npm's
 * {@code repository}, a POM's {@code scm} (inherited from its parents), PyPI's project URLs, crates.io's
 * {@code repository}, a Go module path on GitHub, and the other registries' links. The documents are read by the
 * build's own registry feeds, so a link means here exactly what it means for a component's {@code source_purl}; a
 * document the build would skip gives no link, one the build would refuse fails the reading.
 */
public final class RepositoryLinks {

    /** A repository and the components (purls without version, as the documents spell them) that link to it. */
    public record Link(GitHubRepository repository, List<String> components) {

        public Link {
            components = List.copyOf(components);
        }
    }

    private static final String GITHUB_PURL = "pkg:github/";

    private final List<Feed> feeds;

    /** Links found by every registry feed the build knows. */
    public RepositoryLinks() {
        this(List.of(new NpmPackumentFeed(), new MavenRepositoryFeed(), new RegistryFeed(new PypiFormat()),
                new RegistryFeed(new CratesFormat()), new RegistryFeed(new GoFormat()),
                new RegistryFeed(new NuGetFormat()), new RegistryFeed(new RubyGemsFormat()),
                new RegistryFeed(new PackagistFormat()), new RegistryFeed(new HexFormat()),
                new RegistryFeed(new PubFormat())));
    }

    RepositoryLinks(List<Feed> feeds) {
        this.feeds = List.copyOf(feeds);
    }

    /**
     * Every repository linked from the registry documents under {@code feedsDir}, in the order the feeds report them;
     * a link that names no repository GitHub allows ({@code pkg:github/...} spelling an impossible owner) is left out.
     */
    public List<Link> in(Path feedsDir) throws FetchException {
        Map<String, GitHubRepository> repositories = new LinkedHashMap<>();
        Map<String, List<String>> components = new LinkedHashMap<>();
        CatalogSink sources = new CatalogSink() {
            @Override
            public void component(ComponentFacts facts) {
                repository(facts.sourcePurl()).ifPresent(repository -> {
                    String key = repository.slug().toLowerCase(Locale.ROOT);
                    repositories.putIfAbsent(key, repository);
                    List<String> linking = components.computeIfAbsent(key, k -> new ArrayList<>());
                    if (!linking.contains(facts.purl())) {
                        linking.add(facts.purl());
                    }
                });
            }

            @Override
            public void version(VersionFacts facts) {
                // versions name no repository
            }
        };
        SpillSpace space = SpillSpace.temporary();
        try (SnapshotTables tables = new SnapshotTables(space);
             CollectedVulnerabilities vulnerabilities = new CollectedVulnerabilities(space);
             CollectedCryptography cryptography = new CollectedCryptography(space);
             CollectedLocations locations = new CollectedLocations(space)) {
            BuildSink sink = new BuildSink(tables, sources, vulnerabilities, cryptography, locations);
            for (Feed feed : feeds) {
                Optional<Path> location = feed.locate(feedsDir);
                if (location.isPresent()) {
                    feed.load(feedsDir, location.get(), sink);
                }
            }
        } catch (FeedException e) {
            throw new FetchException("the registry documents in " + feedsDir + " cannot be read for their source"
                    + " repositories: " + e.getMessage(), e);
        }
        List<Link> links = new ArrayList<>();
        repositories.forEach((key, repository) -> links.add(new Link(repository, components.get(key))));
        return links;
    }

    /** The repository of a {@code pkg:github/<owner>/<name>} source purl, when GitHub allows its names. */
    private static Optional<GitHubRepository> repository(String sourcePurl) {
        if (sourcePurl == null || !sourcePurl.startsWith(GITHUB_PURL)) {
            return Optional.empty();
        }
        String[] parts = sourcePurl.substring(GITHUB_PURL.length()).split("[@?#]", 2)[0].split("/", -1);
        if (parts.length != 2) {
            return Optional.empty();
        }
        try {
            return Optional.of(GitHubRepository.parse(parts[0] + "/" + parts[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
