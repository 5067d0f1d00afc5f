package io.cis.loader.feeds.hex;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.feeds.registry.RegistryLoad;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Hex feed against the recorded package documents of plug (1.13.0 and 1.13.1 retired) and certifi. Expected
 * values are read from the files by the test.
 */
class HexFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new HexFormat(), SampleFeeds.root());
    }

    private static JsonNode sample(String name) throws IOException {
        return JSON.readTree(SampleFeeds.registry("hex").resolve("api/packages").resolve(name).toFile());
    }

    private static String day(JsonNode timestamp) {
        return timestamp.isTextual() ? Instant.parse(timestamp.asText()).atZone(ZoneOffset.UTC).toLocalDate().toString()
                : null;
    }

    @Test
    void everyReleaseWithItsDayRetiredWhenTheRetirementsNameIt() throws IOException {
        for (String name : List.of("plug", "certifi")) {
            JsonNode document = sample(name);
            String purl = "pkg:hex/" + name;
            for (JsonNode release : document.path("releases")) {
                VersionFacts version = load.version(purl, release.path("version").asText()).orElseThrow();
                assertThat(version.releaseDate()).isEqualTo(day(release.path("inserted_at")));
                assertThat(version.status()).as(name + " " + version.version())
                        .isEqualTo(document.path("retirements").has(version.version()) ? "retired" : "active");
                assertThat(version.checkDate()).isEqualTo(day(document.path("updated_at")));
            }
        }
        JsonNode plug = sample("plug");
        List<String> retired = new java.util.ArrayList<>();
        plug.path("retirements").fieldNames().forEachRemaining(retired::add);
        assertThat(retired).containsExactlyInAnyOrder("1.13.0", "1.13.1");
        assertThat(plug.path("releases").findValuesAsText("version")).doesNotContainAnyElementsOf(retired);
        assertThat(load.versions("pkg:hex/plug")).as("the releases, and the retired versions the list leaves out")
                .hasSize(plug.path("releases").size() + retired.size());
        assertThat(load.versions("pkg:hex/plug")).filteredOn(v -> "retired".equals(v.status()))
                .extracting(VersionFacts::version).containsExactlyInAnyOrderElementsOf(retired);
        assertThat(load.version("pkg:hex/plug", "1.13.0").orElseThrow().releaseDate()).isNull();
    }

    @Test
    void onlyTheReleasePublishedLastGetsThePackagesLicenses() throws IOException {
        JsonNode plug = sample("plug");
        String last = null;
        String lastAt = "";
        for (JsonNode release : plug.path("releases")) {
            String at = release.path("inserted_at").asText("");
            if (at.compareTo(lastAt) > 0) {
                lastAt = at;
                last = release.path("version").asText();
            }
        }
        String lastPublished = last;
        assertThat(load.version("pkg:hex/plug", last).orElseThrow().licenses()).containsExactly("Apache-2.0");
        assertThat(load.versions("pkg:hex/plug")).filteredOn(v -> !v.version().equals(lastPublished))
                .allSatisfy(v -> assertThat(v.licenses()).isEmpty());
    }

    @Test
    void theLinksNameTheRepository() {
        assertThat(load.component("pkg:hex/plug").sourcePurl()).isEqualTo("pkg:github/elixir-plug/plug");
        assertThat(load.component("pkg:hex/certifi").sourcePurl()).isEqualTo("pkg:github/certifi/erlang-certifi");
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aDocumentWithoutReleasesIsSkipped(@TempDir Path root) throws Exception {
        Path file = root.resolve("registries/hex/api/packages/plug");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"status\": 404, \"message\": \"Page not found\"}");
        RegistryLoad missing = RegistryLoad.of(new HexFormat(), root);
        assertThat(missing.result().skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("plug");
            assertThat(skip.reason()).isEqualTo("not a Hex package document: no \"releases\" array");
        });
    }
}
