package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import java.nio.file.Path;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Each registry's request path for a package, built from purls of the real samples and SBOMs: the path of a recorded
 * answer is the path asked, so every built path names a file of the samples, where the feed reads it.
 */
class RequestPathsTest {

    private static final Path FEEDS = SampleFeeds.root();

    private static NamedPackage named(String purl) {
        SeedPurl parsed = SeedPurl.parse(purl).orElseThrow();
        return new NamedPackage(parsed.type(), parsed.namespace(), parsed.name(),
                new TreeSet<>(parsed.version().stream().toList()), parsed.withoutVersion());
    }

    private static void recorded(String feedPath) {
        assertThat(FEEDS.resolve(feedPath)).as("a recorded answer at " + feedPath).isRegularFile();
    }

    @Test
    void npmAsksForThePackageDocumentByNameAndEscapesTheSlashOfAScope() {
        NpmRegistry npm = new NpmRegistry();
        String express = npm.requestPath(named("pkg:npm/express@4.17.1")).orElseThrow();
        assertThat(express).isEqualTo("express");
        recorded(npm.feedPath(express));
        // juice-shop names scoped packages with the scope's @ escaped, as the purl specification writes it
        assertThat(npm.requestPath(named("pkg:npm/%40sindresorhus/is@0.7.0"))).contains("@sindresorhus%2Fis");
        assertThat(npm.feedPath("@sindresorhus%2Fis")).isEqualTo("npm-packuments/@sindresorhus%2Fis.json");
    }

    @Test
    void mavenAsksForTheMetadataAndThePomOfTheVersionInRepositoryLayout() {
        assertThat(MavenRegistry.metadataPath("org.apache.logging.log4j", "log4j-core"))
                .contains("org/apache/logging/log4j/log4j-core/maven-metadata.xml");
        recorded(MavenRegistry.FOLDER + MavenRegistry.metadataPath("org.apache.logging.log4j", "log4j-core")
                .orElseThrow());
        String pom = MavenRegistry.pomPath("org.apache.logging.log4j", "log4j-core", "2.24.0").orElseThrow();
        assertThat(pom).isEqualTo("org/apache/logging/log4j/log4j-core/2.24.0/log4j-core-2.24.0.pom");
        recorded(MavenRegistry.FOLDER + pom);
        // dropwizard's SBOM: pkg:maven/com.google.guava/guava@24.1.1-jre?type=jar
        NamedPackage guava = named("pkg:maven/com.google.guava/guava@24.1.1-jre?type=jar");
        assertThat(MavenRegistry.pomPath(guava.namespace(), guava.name(), guava.versions().first()))
                .contains("com/google/guava/guava/24.1.1-jre/guava-24.1.1-jre.pom");
        assertThat(MavenRegistry.metadataPath("org..evil", "x")).isEmpty();
    }

    @Test
    void pypiAsksForTheProjectJsonUnderItsNormalizedName() {
        PypiRegistry pypi = new PypiRegistry();
        String luigi = pypi.requestPath(named("pkg:pypi/luigi")).orElseThrow();
        assertThat(luigi).isEqualTo("pypi/luigi/json");
        recorded(pypi.feedPath(luigi));
        assertThat(pypi.requestPath(named("pkg:pypi/Azure_CLI.Monitor@0.1.0"))).contains("pypi/azure-cli-monitor/json");
        recorded(pypi.feedPath("pypi/azure-cli-monitor/json"));
    }

    @Test
    void cratesAskTheCrateApiAndTheSparseIndexAtItsShard() {
        assertThat(CratesRegistry.apiPath("regex")).contains("api/v1/crates/regex");
        recorded(CratesRegistry.FOLDER + "api/v1/crates/regex");
        assertThat(CratesRegistry.indexPath("amethyst")).contains("am/et/amethyst");
        recorded(CratesRegistry.FOLDER + "index/am/et/amethyst");
        assertThat(CratesRegistry.indexPath("Serde")).contains("se/rd/serde");
        assertThat(CratesRegistry.indexPath("syn")).contains("3/s/syn");
        assertThat(CratesRegistry.indexPath("cc")).contains("2/cc");
        assertThat(CratesRegistry.indexPath("x")).contains("1/x");
        assertThat(CratesRegistry.indexPath("../x")).isEmpty();
    }

    @Test
    void goAsksThePathsOfTheModuleProxyProtocolWithItsCaseEscape() {
        String jwt = GoProxy.modulePath(named("pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2"));
        assertThat(jwt).isEqualTo("github.com/golang-jwt/jwt/v4");
        assertThat(GoProxy.versionPath(jwt, "v4.5.2", ".mod")).contains("github.com/golang-jwt/jwt/v4/@v/v4.5.2.mod");
        recorded(GoProxy.FOLDER + "github.com/golang-jwt/jwt/v4/@v/v4.5.2.mod");
        assertThat(GoProxy.listPath("github.com/go-kit/kit")).contains("github.com/go-kit/kit/@v/list");
        recorded(GoProxy.FOLDER + "github.com/go-kit/kit/@v/list");
        // proton-bridge's SBOM: module paths with upper-case letters, which the protocol escapes
        String proton = GoProxy.modulePath(named("pkg:golang/github.com/ProtonMail/proton-bridge@v1.8.0"));
        assertThat(GoProxy.latestPath(proton)).contains("github.com/!proton!mail/proton-bridge/@latest");
        assertThat(GoProxy.versionPath("github.com/AndreasBriese/bbloom", "v0.0.0-20190306092124-e2d15f34fcf9",
                ".info")).contains("github.com/!andreas!briese/bbloom/@v/v0.0.0-20190306092124-e2d15f34fcf9.info");
        assertThat(GoProxy.escape("github.com/a/../b")).isEmpty();
    }

    @Test
    void nugetAsksTheRegistrationIndexOfTheLowerCaseIdAndItsPagesBelowIt() {
        String nunit = NuGetRegistry.registration(NuGetRegistry.DEFAULT_HIVE, "NUnit").orElseThrow();
        assertThat(nunit).isEqualTo("v3/registration5-gz-semver2/nunit/");
        recorded(NuGetRegistry.FOLDER + nunit + "index.json");
        String core = NuGetRegistry.registration("registration3-gz-semver2", "NuGet.Core").orElseThrow();
        recorded(NuGetRegistry.FOLDER + core + "index.json");
        // a page the index does not inline is asked below the same registration, whatever host its @id names
        assertThat(NuGetRegistry.pagePath(nunit,
                "https://registry.example.internal/v3/registration5-gz-semver2/nunit/page/2.5.7.10213/3.12.0.json"))
                .contains("v3/registration5-gz-semver2/nunit/page/2.5.7.10213/3.12.0.json");
        assertThat(NuGetRegistry.pagePath(nunit, "https://elsewhere.example/v3/other/nunit/page/1.json")).isEmpty();
    }

    @Test
    void rubyGemsPackagistHexAndPubAskTheirPackageDocuments() {
        RubyGemsRegistry rubygems = new RubyGemsRegistry();
        String suffix = rubygems.requestPath(named("pkg:gem/public_suffix@4.0.1")).orElseThrow();
        assertThat(suffix).isEqualTo("api/v1/versions/public_suffix.json");
        recorded(rubygems.feedPath(suffix));

        PackagistRegistry packagist = new PackagistRegistry();
        // laravel's SBOM writes a version with its v; the path has none
        String cron = packagist.requestPath(named("pkg:composer/dragonmantank/cron-expression@v2.3.1")).orElseThrow();
        assertThat(cron).isEqualTo("p2/dragonmantank/cron-expression.json");
        String monolog = packagist.requestPath(named("pkg:composer/Monolog/Monolog")).orElseThrow();
        assertThat(monolog).isEqualTo("p2/monolog/monolog.json");
        recorded(packagist.feedPath(monolog));
        assertThat(packagist.requestPath(named("pkg:composer/monolog"))).isEmpty();

        HexRegistry hex = new HexRegistry();
        String plug = hex.requestPath(named("pkg:hex/plug@1.13.0")).orElseThrow();
        assertThat(plug).isEqualTo("api/packages/plug");
        recorded(hex.feedPath(plug));
        assertThat(hex.requestPath(named("pkg:hex/acme/plug"))).as("an organisation's package").isEmpty();

        PubRegistry pub = new PubRegistry();
        String path = pub.requestPath(named("pkg:pub/path")).orElseThrow();
        assertThat(path).isEqualTo("api/packages/path");
        recorded(pub.feedPath(path));
    }

    @Test
    void aSegmentThatWouldLeaveItsFolderHasNoPath() {
        assertThat(PathSegments.escape("..")).isEmpty();
        assertThat(PathSegments.escape("")).isEmpty();
        assertThat(PathSegments.escape("a/b")).contains("a%2Fb");
        assertThat(PathSegments.escape("a:b c")).contains("a%3Ab%20c");
        assertThat(PathSegments.escape("naïve")).contains("na%C3%AFve");
    }
}
