package io.cis.loader.feeds.contributors;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.Engine;
import io.cis.engine.geoprovenance.ComponentLocations;
import io.cis.engine.geoprovenance.CuratedLocation;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.geoprovenance.ComponentLocationFacts;
import io.cis.loader.geoprovenance.Gazetteer;
import io.cis.loader.geoprovenance.LocationResolver;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.cryptography.CollectedCryptography;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code github} feed over GitHub's recorded answers: sferik/rails_admin's contributors (a page of 30) and the
 * profiles of sferik (its owner, also its second contributor) and of a bot. Expected values are read from the files.
 */
class ContributorLocationsFeedTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SAMPLE = SampleFeeds.registry("github");
    private static final String RAILS_ADMIN = "pkg:github/sferik/rails_admin";

    @TempDir
    Path dir;

    record Loaded(FeedResult result, CollectedFacts catalog, CollectedLocations locations) {

        ComponentLocationFacts of(String purl) {
            return locations.facts().stream().filter(fact -> fact.purl().equals(purl)).findFirst().orElseThrow();
        }
    }

    private static Loaded load(Path root) throws Exception {
        ContributorLocationsFeed feed = new ContributorLocationsFeed();
        Path location = feed.locate(root).orElseThrow();
        CollectedFacts catalog = new CollectedFacts();
        CollectedLocations locations = new CollectedLocations();
        FeedResult result = feed.load(root, location, new BuildSink(new SnapshotTables(), catalog,
                new CollectedVulnerabilities(), new CollectedCryptography(), locations));
        return new Loaded(result, catalog, locations);
    }

    private static String location(JsonNode profile) {
        return profile.path("location").asText();
    }

    private Path copyOfSample() throws IOException {
        Path root = dir.resolve("feeds");
        Path github = root.resolve("registries/github");
        for (String file : List.of("repos/sferik/rails_admin/contributors", "users/sferik", "users/shipit[bot]")) {
            Files.createDirectories(github.resolve(file).getParent());
            Files.copy(SAMPLE.resolve(file), github.resolve(file));
        }
        return root;
    }

    @Test
    void theOwnersLocationIsDeclaredOnceAsOwnerThoughTheOwnerAlsoContributed() throws Exception {
        JsonNode contributors = JSON.readTree(SAMPLE.resolve("repos/sferik/rails_admin/contributors").toFile());
        assertThat(contributors.findValuesAsText("login")).contains("sferik");

        Loaded loaded = load(SampleFeeds.root());

        assertThat(loaded.result().name()).isEqualTo("github");
        assertThat(loaded.result().records()).isEqualTo(1);
        assertThat(loaded.result().skipped()).isEmpty();
        assertThat(loaded.of(RAILS_ADMIN).locations()).containsExactly(new DeclaredLocation("owner",
                location(JSON.readTree(SAMPLE.resolve("users/sferik").toFile()))));
        assertThat(loaded.catalog().components()).extracting(ComponentFacts::purl, ComponentFacts::url)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(RAILS_ADMIN, "https://github.com/sferik/rails_admin"));
    }

    @Test
    void everyContributorWithAProfileDeclaresItsLocationInTheListsOrderAndOneWithoutDeclaresNone() throws Exception {
        Path root = copyOfSample();
        Path users = root.resolve("registries/github/users");
        JsonNode contributors = JSON.readTree(SAMPLE.resolve("repos/sferik/rails_admin/contributors").toFile());
        // the profiles of two contributors, in the shape of the recorded one: logins matched in any case, a profile
        // without a location declares none
        String first = contributors.get(0).path("login").asText();
        String third = contributors.get(2).path("login").asText();
        ObjectNode profile = (ObjectNode) JSON.readTree(SAMPLE.resolve("users/sferik").toFile());
        Files.write(users.resolve(third.toUpperCase(java.util.Locale.ROOT)),
                JSON.writeValueAsBytes(profile.deepCopy().put("login", third).put("location", "Berlin, DE")));
        Files.write(users.resolve(first), JSON.writeValueAsBytes(profile.deepCopy().put("login", first)
                .putNull("location")));

        Loaded loaded = load(root);

        assertThat(loaded.of(RAILS_ADMIN).locations()).containsExactly(
                new DeclaredLocation("owner", location(profile)), new DeclaredLocation("contributor", "Berlin, DE"));
    }

    @Test
    void unusableAnswersAreSkippedWithTheirReasonAndTheRestLoads() throws Exception {
        Path root = copyOfSample();
        Path github = root.resolve("registries/github");
        Files.createDirectories(github.resolve("repos/expressjs/express"));
        Files.writeString(github.resolve("repos/expressjs/express/contributors"), "<html>rate limited</html>");
        Files.createDirectories(github.resolve("repos/github/hub"));
        Files.writeString(github.resolve("repos/sferik/rails_admin/releases"), "[]");
        Files.writeString(github.resolve("users/github"), "[]");
        Files.writeString(github.resolve("repos/github/hub/contributors"), "[]");

        Loaded loaded = load(root);

        assertThat(loaded.result().records()).isEqualTo(2);
        assertThat(loaded.result().skipped()).extracting(SkippedRecord::id, SkippedRecord::reason).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("expressjs/express",
                        "not valid JSON (Unexpected character ('<' (code 60)): expected a valid value (JSON String,"
                                + " Number, Array, Object or token 'null', 'true' or 'false'))"),
                org.assertj.core.groups.Tuple.tuple("repos/sferik/rails_admin/releases", "not a GitHub REST path this"
                        + " feed reads (repos/<owner>/<repo>/contributors or users/<login>)"),
                org.assertj.core.groups.Tuple.tuple("github", "not a GitHub profile (a JSON object with a login)"));
        assertThat(loaded.of("pkg:github/github/hub").locations()).isEmpty();
        assertThat(loaded.of(RAILS_ADMIN).locations()).hasSize(1);
    }

    @Test
    void aBuildAnswersTheRepositoryAndThePackagesLinkingToItWithTheResolvedCountry() throws Exception {
        Path root = copyOfSample();
        // a registry document linking a package to the repository: the gem's versions API answer names no
        // repository, so the link comes from a catalog line, which says the same as a registry's source link
        Files.createDirectories(root.resolve("catalog"));
        Files.writeString(root.resolve("catalog/links.jsonl"), "{\"kind\":\"component\",\"purl\":\"pkg:gem/rails_admin\","
                + "\"source_purl\":\"pkg:github/sferik/rails_admin\"}\n");

        BuildReport report = SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(root, dir.resolve("snapshot"),
                false);

        String unitedStates = new LocationResolver(Gazetteer.bundled()).resolve("San Francisco, CA").orElseThrow()
                .name();
        assertThat(unitedStates).startsWith("United States");
        try (Engine engine = Engine.open(dir.resolve("snapshot"))) {
            for (String purl : List.of(RAILS_ADMIN, "pkg:gem/rails_admin")) {
                ComponentLocations answer = engine.geoProvenance().locations(purl, "");
                assertThat(answer.locations().declaredLocations()).as(purl).containsExactly(
                        new DeclaredLocation("owner", "San Francisco, CA"));
                assertThat(answer.locations().curatedLocations()).as(purl)
                        .containsExactly(new CuratedLocation(unitedStates, 1));
            }
        }
        assertThat(report.locations().inherited()).isEqualTo(1);
        assertThat(report.summary()).contains("1 components answered with their source repository's");
    }

    @Test
    void aLocationNoCountryIsFoundForStaysDeclaredAndIsListedInTheBuildSummary() throws Exception {
        Path root = copyOfSample();
        ObjectNode profile = (ObjectNode) JSON.readTree(SAMPLE.resolve("users/sferik").toFile());
        Files.write(root.resolve("registries/github/users/sferik"), JSON.writeValueAsBytes(profile.put("location",
                "Remote, earth")));

        BuildReport report = SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(root, dir.resolve("snapshot"),
                false);

        try (Engine engine = Engine.open(dir.resolve("snapshot"))) {
            ComponentLocations answer = engine.geoProvenance().locations(RAILS_ADMIN, "");
            assertThat(answer.locations().declaredLocations()).containsExactly(new DeclaredLocation("owner",
                    "Remote, earth"));
            assertThat(answer.locations().curatedLocations()).isEmpty();
        }
        assertThat(report.locations().unresolved()).singleElement().satisfies(unresolved -> {
            assertThat(unresolved.location()).isEqualTo("Remote, earth");
            assertThat(unresolved.firstComponent()).isEqualTo(RAILS_ADMIN);
        });
        assertThat(report.summary()).contains("unresolved location 'Remote, earth' (1 declared, first by "
                + RAILS_ADMIN + "; no country in the gazetteer, kept as declared)");
        assertThat(new ArrayList<>(report.feeds())).extracting(FeedResult::name).contains("github");
    }
}
