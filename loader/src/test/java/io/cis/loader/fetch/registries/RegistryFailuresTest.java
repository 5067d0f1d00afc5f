package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.SourceRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a registry fetch does with everything but a good answer: a refused package is named and fails the run while
 * the rest of the registry is kept, a wrong answer is never kept, a package the registry no longer has is named and
 * its document removed, a purl the API cannot name is named, and a registry is never asked more than the configured
 * number of requests at a time.
 */
class RegistryFailuresTest {

    private static final Path FEEDS = SampleFeeds.root();
    private static final byte[] EXPRESS = RegistryStandIn.read(FEEDS.resolve("npm-packuments/express.json"));

    @TempDir
    Path dir;

    @Test
    void aRefusedPackageFailsByNameWhileTheRestOfTheRegistryIsFetchedAndItsPreviousCopyKept() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries));
            Seeds seeds = run.seeds(dir, "pkg:npm/express", "pkg:npm/lodash", "pkg:npm/request");
            assertThat(run.fetch(feeds, config, seeds).succeeded()).as(run.output()).isTrue();
            registries.answer("/npm/express", 500);
            registries.serve("/npm/request", "{\"name\":\"request\",\"versions\":{}}".getBytes(StandardCharsets.UTF_8));

            FetchReport report = run.fetch(feeds, config, seeds);

            assertThat(report.failedSources()).containsExactly("npm");
            assertThat(report.failed().get("npm")).contains("pkg:npm/express").contains("HTTP 500")
                    .doesNotContain("lodash");
            assertThat(run.output()).contains("npm: failed, previous copy kept: pkg:npm/express: ")
                    .contains("npm: 3 file(s), 1 transferred, 2 not modified");
            assertThat(feeds.resolve("npm-packuments/express.json")).hasBinaryContent(EXPRESS);
            assertThat(feeds.resolve("npm-packuments/request.json")).content()
                    .isEqualTo("{\"name\":\"request\",\"versions\":{}}");
            SourceRecord record = run.recorded(feeds, "npm");
            assertThat(record.files()).extracting(FetchedFile::path).containsExactlyInAnyOrder(
                    "npm-packuments/express.json", "npm-packuments/lodash.json", "npm-packuments/request.json");
            assertThat(record.notes()).anyMatch(note -> note.startsWith("failed, previous copy kept: pkg:npm/express"));
        }
    }

    @Test
    void anErrorPageOrTheDocumentOfAnotherPackageServedWith200IsNeverKept() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries));
            registries.serve("/npm/express", "<html><body>Service Unavailable</body></html>"
                    .getBytes(StandardCharsets.UTF_8));
            registries.serve("/npm/lodash", EXPRESS);

            FetchReport report = run.fetch(feeds, config, run.seeds(dir, "pkg:npm/express", "pkg:npm/lodash",
                    "pkg:npm/react"));

            assertThat(report.failed().get("npm")).contains("pkg:npm/express: ").contains("the answer is not JSON")
                    .contains("pkg:npm/lodash: ").contains("the answer is the document of package express, not of lodash");
            assertThat(feeds.resolve("npm-packuments/express.json")).doesNotExist();
            assertThat(feeds.resolve("npm-packuments/lodash.json")).doesNotExist();
            assertThat(feeds.resolve("npm-packuments/react.json")).exists();
            assertThat(feeds.resolve(".fetch-staging")).doesNotExist();
        }
    }

    @Test
    void aPackageTheRegistryNoLongerHasIsNamedAndItsDocumentRemoved() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries));
            Seeds seeds = run.seeds(dir, "pkg:pub/path", "pkg:pub/retry", "pkg:pub/no-such-package");
            assertThat(run.fetch(feeds, config, seeds).succeeded()).as(run.output()).isTrue();
            assertThat(run.output()).contains("pub: not in the registry (HTTP 404 or 410), 1 package(s): "
                    + "pkg:pub/no-such-package");
            registries.remove("/pub/api/packages/retry");

            FetchReport report = run.fetch(feeds, config, seeds);

            assertThat(report.succeeded()).as(run.output()).isTrue();
            assertThat(run.output()).contains("pub: not in the registry (HTTP 404 or 410), 2 package(s): "
                    + "pkg:pub/no-such-package, pkg:pub/retry");
            assertThat(feeds.resolve("registries/pub/api/packages/retry")).doesNotExist();
            assertThat(feeds.resolve("registries/pub/api/packages/path")).exists();
        }
    }

    @Test
    void aPomWhoseChecksumDiffersFromThePublishedOneIsNotKept() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        String pom = "/maven2/org/apache/logging/log4j/log4j-core/2.24.0/log4j-core-2.24.0.pom";
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries));
            // a real checksum, of another POM
            registries.serve(pom + ".sha1", RegistryStandIn.read(FEEDS.resolve(
                    "maven-metadata/org/apache/apache/27/apache-27.pom.sha1")));

            FetchReport report = run.fetch(feeds, config,
                    run.seeds(dir, "pkg:maven/org.apache.logging.log4j/log4j-core@2.24.0"));

            assertThat(report.failed().get("maven")).contains("pkg:maven/org.apache.logging.log4j/log4j-core: ")
                    .contains("is not the").contains("the repository publishes");
            assertThat(feeds.resolve("maven-metadata" + pom.substring("/maven2".length()))).doesNotExist();
            assertThat(registries.requests()).extracting(RegistryStandIn.Request::path).contains(pom + ".sha1");
        }
    }

    @Test
    void packagesOfARegistryWithoutABaseFailTheirSourceNamingTheKeyToSet() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        Seeds seeds = run.seeds(dir, "pkg:gem/rails@6.0.0", "pkg:npm/express");

        FetchReport report = run.fetch(feeds, RegistryConfig.NONE, seeds);

        assertThat(report.failedSources()).containsExactly("npm", "rubygems");
        assertThat(report.failed().get("rubygems")).isEqualTo("1 package(s) of type gem named, but no base URL is"
                + " configured for rubygems (registries.rubygems in --config FILE)");
        assertThat(run.output()).contains("maven: skipped, no component of type maven named (--sbom FILE,"
                + " --components FILE)");
        assertThat(feeds.resolve("registries")).doesNotExist();
    }

    @Test
    void aPurlTheRegistrysApiCannotNameIsNamedAndNotAsked() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries));

            FetchReport report = run.fetch(feeds, config, run.seeds(dir, "pkg:hex/acme/plug", "pkg:hex/plug"));

            assertThat(report.succeeded()).as(run.output()).isTrue();
            assertThat(run.output()).contains("hex: not asked, 1 package(s): pkg:hex/acme/plug (the registry's API"
                    + " names no package by this purl (it takes pkg:hex/<name>, a public package))");
            assertThat(registries.requests()).extracting(RegistryStandIn.Request::path)
                    .containsExactly("/hex/api/packages/plug");
        }
    }

    @Test
    void noMoreThanTheConfiguredRequestsGoToOneHostAtATime() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        List<String> purls = new ArrayList<>();
        for (String name : List.of("express", "lodash", "request", "react", "react-router", "accepts", "body-parser",
                "cookie", "debug", "depd", "etag", "fresh", "ms", "qs", "send", "vary")) {
            purls.add("pkg:npm/" + name);
        }
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(RegistrySourcesTest.config(registries, "concurrency: 3"));
            registries.delay(150);

            FetchReport report = run.fetch(feeds, config, run.seeds(dir, purls.toArray(String[]::new)));

            assertThat(report.succeeded()).as(run.output()).isTrue();
            assertThat(registries.requests()).hasSize(purls.size());
            assertThat(registries.mostAtOnce()).isLessThanOrEqualTo(3).isGreaterThan(1);
            assertThat(RegistrySourcesTest.names(feeds.resolve("npm-packuments"))).hasSize(5);
        }
    }
}
