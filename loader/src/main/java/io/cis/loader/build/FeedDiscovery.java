package io.cis.loader.build;

import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.feeds.maven.MavenRepositoryFeed;
import io.cis.loader.feeds.npm.NpmPackumentFeed;
import io.cis.loader.feeds.pypi.PypiFormat;
import io.cis.loader.feeds.crates.CratesFormat;
import io.cis.loader.feeds.golang.GoFormat;
import io.cis.loader.feeds.nuget.NuGetFormat;
import io.cis.loader.feeds.rubygems.RubyGemsFormat;
import io.cis.loader.feeds.packagist.PackagistFormat;
import io.cis.loader.feeds.hex.HexFormat;
import io.cis.loader.feeds.pub.PubFormat;
import io.cis.loader.feeds.registry.RegistryFeed;
import io.cis.loader.feeds.archivescan.ArchiveScanFeed;
import io.cis.loader.feeds.catalog.CatalogJsonlFeed;
import io.cis.loader.feeds.crypto.CryptoDatasetFeed;
import io.cis.loader.feeds.cyclonedx.CycloneDxFeed;
import io.cis.loader.feeds.changelog.ChangelogFeed;
import io.cis.loader.feeds.contributors.ContributorLocationsFeed;
import io.cis.loader.feeds.githubreleases.GitHubReleasesFeed;
import io.cis.loader.feeds.purl2cpe.Purl2CpeFeed;
import io.cis.loader.feeds.sarif.SarifFeed;
import io.cis.loader.feeds.osadl.OsadlFeed;
import io.cis.loader.feeds.osv.OsvFeed;
import io.cis.loader.feeds.epss.EpssFeed;
import io.cis.loader.feeds.kev.KevFeed;
import io.cis.loader.feeds.nvd.NvdFeed;
import io.cis.loader.feeds.spdx.SpdxLicenseListFeed;
import java.util.List;

/** The feed formats this loader knows, in the order they are compiled. */
public final class FeedDiscovery {

    private FeedDiscovery() {
    }

    public static List<Feed> knownFeeds(ValueCodec codec) {
        // the project's own catalog last, after the public feeds whose facts it completes
        return List.of(new SpdxLicenseListFeed(codec), new OsadlFeed(codec), new NpmPackumentFeed(), new MavenRepositoryFeed(),
                new RegistryFeed(new PypiFormat()), new RegistryFeed(new CratesFormat()),
                new RegistryFeed(new GoFormat()), new RegistryFeed(new NuGetFormat()),
                new RegistryFeed(new RubyGemsFormat()), new RegistryFeed(new PackagistFormat()),
                new RegistryFeed(new HexFormat()), new RegistryFeed(new PubFormat()),
                new CycloneDxFeed(), new OsvFeed(), new NvdFeed(), new EpssFeed(), new KevFeed(), new Purl2CpeFeed(),
                new SarifFeed(codec), new CryptoDatasetFeed(), new ArchiveScanFeed(),
                // GitHub's own release pages before the changelogs: where both describe a version, the release wins
                new GitHubReleasesFeed(codec), new ChangelogFeed(codec), new ContributorLocationsFeed(),
                new CatalogJsonlFeed());
    }

    /** The names of the known feeds, in compiling order: the fixed label set of per-feed metrics. */
    public static List<String> knownFeedNames() {
        return knownFeeds(new ValueCodec()).stream().map(Feed::name).toList();
    }
}
