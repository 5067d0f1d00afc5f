package io.cis.loader.build;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.feeds.catalog.CatalogJsonlFeed;
import io.cis.loader.feeds.changelog.ChangelogFeed;
import io.cis.loader.feeds.crypto.CryptoDatasetFeed;
import io.cis.loader.feeds.cyclonedx.CycloneDxFeed;
import io.cis.loader.feeds.epss.EpssFeed;
import io.cis.loader.feeds.githubreleases.GitHubReleasesFeed;
import io.cis.loader.feeds.kev.KevFeed;
import io.cis.loader.feeds.maven.MavenRepositoryFeed;
import io.cis.loader.feeds.npm.NpmPackumentFeed;
import io.cis.loader.feeds.nvd.NvdFeed;
import io.cis.loader.feeds.osv.OsvFeed;
import io.cis.loader.feeds.purl2cpe.Purl2CpeFeed;
import io.cis.loader.feeds.sarif.SarifFeed;

/**
 * Fuzzes each single-file feed parser: whatever bytes sit where the feed reads, loading either succeeds (bad records
 * skipped and counted) or fails with a {@link FeedException} naming the file. Seeds are small real upstream files
 * from {@code dist/src/demo/feeds}; the corpus replays in every test run (docs/reliability.md).
 */
class FeedParserFuzzTest {

    private final ValueCodec codec = new ValueCodec();

    @FuzzTest(maxDuration = "5m")
    void npmPackument(byte[] input) {
        FuzzedFeedFile.load(new NpmPackumentFeed(), "npm-packuments/lodash.json", input);
    }

    @FuzzTest(maxDuration = "5m")
    void mavenMetadata(byte[] input) {
        FuzzedFeedFile.load(new MavenRepositoryFeed(),
                "maven-metadata/org/apache/logging/log4j/log4j-core/maven-metadata.xml", input);
    }

    @FuzzTest(maxDuration = "5m")
    void cycloneDxBom(byte[] input) {
        FuzzedFeedFile.load(new CycloneDxFeed(), "sbom/cyclonedx/CBOM/Algorithm/bom.json", input);
    }

    @FuzzTest(maxDuration = "5m")
    void osvRecord(byte[] input) {
        FuzzedFeedFile.load(new OsvFeed(), "osv/github-advisory-database/advisories/github-reviewed/2019/03/"
                + "GHSA-86g5-2wh3-gc9j/GHSA-86g5-2wh3-gc9j.json", input);
    }

    @FuzzTest(maxDuration = "5m")
    void nvdCveRecord(byte[] input) {
        FuzzedFeedFile.load(new NvdFeed(), "nvd/cve5-extra/CVE-2026-23522.json", input);
    }

    @FuzzTest(maxDuration = "5m")
    void epssScores(byte[] input) {
        FuzzedFeedFile.load(new EpssFeed(), "epss/epss_scores-2025-08-15.csv", input);
    }

    @FuzzTest(maxDuration = "5m")
    void kevCatalog(byte[] input) {
        FuzzedFeedFile.load(new KevFeed(), "kev/known_exploited_vulnerabilities.csv", input);
    }

    @FuzzTest(maxDuration = "5m")
    void purl2cpeMapping(byte[] input) {
        FuzzedFeedFile.load(new Purl2CpeFeed(), "purl2cpe/data/pypa/pipenv/cpes.yml", input);
    }

    @FuzzTest(maxDuration = "5m")
    void sarifLog(byte[] input) {
        FuzzedFeedFile.load(new SarifFeed(codec), "sarif/github/ramirodhen/todo-list-aws/"
                + "a69ad82787121becd2276a55e3613b250bd57deb/todo-list-aws.bandit.sarif", input);
    }

    @FuzzTest(maxDuration = "5m")
    void cryptoAlgorithm(byte[] input) {
        FuzzedFeedFile.load(new CryptoDatasetFeed(), "crypto/crypto_algorithms_open_dataset/"
                + "definitions_crypto_algorithms/definitions/Polynomial Functions/adler32.yaml", input);
    }

    @FuzzTest(maxDuration = "5m")
    void githubReleases(byte[] input) {
        FuzzedFeedFile.load(new GitHubReleasesFeed(codec), "github-releases/github/zeit/hyper/releases.json", input);
    }

    @FuzzTest(maxDuration = "5m")
    void changelog(byte[] input) {
        FuzzedFeedFile.load(new ChangelogFeed(codec), "release-notes/github/scanoss/components/CHANGELOG.md", input);
    }

    @FuzzTest(maxDuration = "5m")
    void catalogJsonl(byte[] input) {
        FuzzedFeedFile.load(new CatalogJsonlFeed(), "catalog/scanoss-geoprovenance.jsonl", input);
    }
}
