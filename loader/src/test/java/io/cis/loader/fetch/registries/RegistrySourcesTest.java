package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.fetch.ContentFingerprint;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.SourceRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every registry format fetched from its real recorded answers, served by a stand-in in the registry's own URL layout:
 * each answer lands, byte for byte, where the build's feed for that registry reads it, the build reads every one, and
 * a second fetch is answered "not modified" throughout.
 */
class RegistrySourcesTest {

    private static final Path FEEDS = SampleFeeds.root();
    private static final List<String> REGISTRY_FEEDS = List.of("npm", "maven", "pypi", "crates", "go", "nuget",
            "rubygems", "packagist", "hex", "pub");

    /** One purl for every recorded package, spelt as SBOMs and hand-written lists spell them. */
    static final String[] EVERY_SAMPLE = RegistryStandIn.SAMPLE_PURLS.toArray(String[]::new);

    @TempDir
    Path dir;

    static String config(RegistryStandIn registries, String... more) {
        return registries.config(more);
    }

    @Test
    void everyFormatLandsWhereItsFeedReadsItAndASecondFetchIsAllNotModified() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(config(registries));
            Seeds seeds = run.seeds(dir, EVERY_SAMPLE);

            FetchReport first = run.fetch(feeds, config, seeds);

            assertThat(first.failed()).as(run.output()).isEmpty();
            assertThat(first.fetched().keySet()).containsExactlyInAnyOrderElementsOf(REGISTRY_FEEDS);
            Map<String, String> fetched = tree(feeds);
            fetched.remove("fetch-manifest.json");
            Map<String, String> expected = expectedFiles();
            assertThat(fetched.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
            expected.forEach((path, sample) -> assertThat(feeds.resolve(path)).as(path)
                    .hasSameBinaryContentAs(FEEDS.resolve(sample)));
            // what the samples lack is said, by package and document
            assertThat(run.output())
                    .contains("pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.13.2: no POM")
                    .contains("pkg:maven/org.apache.commons/commons-text@1.10.0: no POM")
                    .contains("pkg:cargo/regex: no sparse index file re/ge/regex")
                    .contains("pkg:cargo/amethyst: no crate API document api/v1/crates/amethyst")
                    .contains("pkg:golang/github.com/go-kit/kit: no go.mod of its newest version v0.10.0");
            assertThat(registries.requests()).filteredOn(request -> request.path().startsWith("/nuget/"))
                    .allMatch(request -> request.status() == 200);
            assertThat(registries.requests()).filteredOn(request -> request.path().startsWith("/npm/"))
                    .allMatch(request -> "application/json".equals(request.accept()));
            assertThat(registries.requests()).filteredOn(request -> request.path().startsWith("/pub/"))
                    .allMatch(request -> "application/vnd.pub.v2+json".equals(request.accept()));

            registries.forgetRequests();
            FetchReport second = run.fetch(feeds, config, seeds);

            assertThat(second.failed()).as(run.output()).isEmpty();
            assertThat(registries.requests()).isNotEmpty();
            assertThat(registries.requests()).filteredOn(request -> request.status() != 404)
                    .as("every document asked again conditionally, and not modified")
                    .allMatch(request -> request.status() == 304 && request.ifNoneMatch() != null)
                    .hasSize(expected.size());
            for (String source : REGISTRY_FEEDS) {
                SourceRecord record = run.recorded(feeds, source);
                assertThat(record.files()).as(source).isNotEmpty().noneMatch(FetchedFile::transferred);
            }
            Map<String, String> again = tree(feeds);
            again.remove("fetch-manifest.json");
            assertThat(again).isEqualTo(fetched);
        }

        // the repositories the documents link to, for the sources that fetch what repositories publish
        Map<String, String> repositories = RegistryRepositories.read(feeds);
        assertThat(repositories).containsEntry("pkg:npm/express", "pkg:github/expressjs/express")
                .containsEntry("pkg:pypi/luigi", "pkg:github/spotify/luigi")
                .containsEntry("pkg:cargo/regex", "pkg:github/rust-lang/regex")
                .containsEntry("pkg:hex/plug", "pkg:github/elixir-plug/plug")
                // the POM names none; log4j-bom, two parents up the fetched chain, does
                .containsEntry("pkg:maven/org.apache.logging.log4j/log4j-core", "pkg:github/apache/logging-log4j2");

        BuildReport build = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"),
                ZoneOffset.UTC)).build(feeds, dir.resolve("snapshot"), false);
        Map<String, FeedResult> read = build.feeds().stream()
                .collect(Collectors.toMap(FeedResult::name, result -> result));
        for (String feed : REGISTRY_FEEDS) {
            assertThat(read).as("the build reads " + feed).containsKey(feed);
            assertThat(read.get(feed).records()).as(feed + " records").isPositive();
            assertThat(read.get(feed).skipped()).as(feed + " skipped").isEmpty();
        }
    }

    @Test
    void nugetIsAskedInTheRegistrationHiveTheConfigurationNamesAndItsGzipBodyKeptDecoded() throws Exception {
        Path feeds = dir.resolve("feeds");
        RegistryRun run = new RegistryRun();
        String index = "registries/nuget/v3/registration3-gz-semver2/nuget.core/index.json";
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            RegistryConfig config = RegistryRun.config(String.join("\n", "nuget:",
                    "  url: " + registries.base("/nuget/"), "  registration: registration3-gz-semver2"));

            FetchReport report = run.fetch(feeds, config, run.seeds(dir, "pkg:nuget/NuGet.Core@2.14.0"));

            assertThat(report.failed()).as(run.output()).isEmpty();
            assertThat(registries.requests()).extracting(RegistryStandIn.Request::path)
                    .containsExactly("/nuget/" + index.substring("registries/nuget/".length()));
            assertThat(feeds.resolve(index)).hasSameBinaryContentAs(FEEDS.resolve(index));
            assertThat(run.recorded(feeds, "nuget").files().get(0).records()).isEqualTo(57);
        }
    }

    /** The fetched path of every sample file the seeds reach, and the sample it must equal. */
    private static Map<String, String> expectedFiles() throws IOException {
        Map<String, String> expected = new TreeMap<>();
        for (String npm : List.of("express", "lodash", "request", "react", "react-router")) {
            expected.put("npm-packuments/" + npm + ".json", "npm-packuments/" + npm + ".json");
        }
        for (String maven : List.of("org/apache/logging/log4j/log4j-core/maven-metadata.xml",
                "org/apache/logging/log4j/log4j-core/2.24.0/log4j-core-2.24.0.pom",
                "org/apache/logging/log4j/log4j/2.24.0/log4j-2.24.0.pom",
                "org/apache/logging/log4j/log4j-bom/2.24.0/log4j-bom-2.24.0.pom",
                "org/apache/logging/logging-parent/11.2.0/logging-parent-11.2.0.pom",
                "com/fasterxml/jackson/core/jackson-databind/maven-metadata.xml",
                "org/apache/commons/commons-text/maven-metadata.xml")) {
            expected.put("maven-metadata/" + maven, "maven-metadata/" + maven);
        }
        // every recorded registry answer, but the two no seed asks for: RubyGems' compact index (the versions API
        // says more) and NuGet.Core's registration in another hive than the configured one
        Set<String> notAsked = Set.of("registries/rubygems/info/public_suffix",
                "registries/nuget/v3/registration3-gz-semver2/nuget.core/index.json");
        for (String path : tree(FEEDS.resolve("registries")).keySet()) {
            String feedPath = "registries/" + path;
            if (!notAsked.contains(feedPath) && !path.startsWith("github/")) {
                expected.put(feedPath, feedPath);
            }
        }
        return expected;
    }

    /**
     * Every file below {@code root} as the build reads it (through the links fetch publishes folders by, hidden
     * generations aside), by its path, with its {@link ContentFingerprint}.
     */
    static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        for (Path file : FeedFiles.under(root, Files::isRegularFile)) {
            files.put(root.relativize(file).toString().replace('\\', '/'), ContentFingerprint.of(file));
        }
        return files;
    }

    static Set<String> names(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(file -> file.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }
}
