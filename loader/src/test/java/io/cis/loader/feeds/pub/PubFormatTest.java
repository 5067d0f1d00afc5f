package io.cis.loader.feeds.pub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.feeds.registry.RegistryLoad;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pub feed against the recorded package documents of path, retry and shared_preferences. Expected values are
 * read from the files by the test.
 */
class PubFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new PubFormat(), SampleFeeds.root());
    }

    private static JsonNode sample(String name) throws IOException {
        return JSON.readTree(SampleFeeds.registry("pub").resolve("api/packages").resolve(name).toFile());
    }

    private static String day(JsonNode timestamp) {
        return Instant.parse(timestamp.asText()).atZone(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void everyVersionWithItsPublicationDay() throws IOException {
        for (String name : List.of("path", "retry", "shared_preferences")) {
            JsonNode document = sample(name);
            String purl = "pkg:pub/" + name;
            TreeSet<String> days = new TreeSet<>();
            document.path("versions").forEach(v -> days.add(day(v.path("published"))));
            assertThat(load.versions(purl)).hasSize(document.path("versions").size());
            for (JsonNode entry : document.path("versions")) {
                VersionFacts version = load.version(purl, entry.path("version").asText()).orElseThrow();
                assertThat(version.releaseDate()).isEqualTo(day(entry.path("published")));
                assertThat(version.status()).isEqualTo(entry.path("retracted").asBoolean() ? "retracted" : "active");
                assertThat(version.checkDate()).isEqualTo(days.last());
            }
            assertThat(load.component(purl).status()).isEqualTo("active");
        }
    }

    @Test
    void theLatestPubspecNamesTheRepositoryAndAHomePageOnGitHubCountsWhenTheRepositoryIsNot() throws IOException {
        assertThat(sample("path").path("latest").path("pubspec").path("repository").asText())
                .isEqualTo("https://github.com/dart-lang/path");
        assertThat(load.component("pkg:pub/path").sourcePurl()).isEqualTo("pkg:github/dart-lang/path");
        assertThat(load.component("pkg:pub/retry").sourcePurl()).isEqualTo("pkg:github/google/dart-neats");
        JsonNode preferences = sample("shared_preferences").path("latest").path("pubspec");
        assertThat(preferences.path("repository").asText()).doesNotContain("github.com");
        assertThat(load.component("pkg:pub/shared_preferences").sourcePurl()).isEqualTo("pkg:github/flutter/plugins");
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aRetractedVersionIsRetractedAndADiscontinuedPackageAbandoned(@TempDir Path root) throws Exception {
        // the recorded retry document, with one version retracted and the package discontinued as pub marks them
        ObjectNode retry = (ObjectNode) sample("retry");
        ObjectNode first = (ObjectNode) retry.path("versions").get(0);
        first.put("retracted", true);
        retry.put("isDiscontinued", true);
        Path file = root.resolve("registries/pub/api/packages/retry");
        Files.createDirectories(file.getParent());
        Files.writeString(file, JSON.writeValueAsString(retry));

        RegistryLoad changed = RegistryLoad.of(new PubFormat(), root);

        assertThat(changed.version("pkg:pub/retry", first.path("version").asText()).orElseThrow().status())
                .isEqualTo("retracted");
        assertThat(changed.component("pkg:pub/retry").status()).isEqualTo("abandoned");
    }
}
