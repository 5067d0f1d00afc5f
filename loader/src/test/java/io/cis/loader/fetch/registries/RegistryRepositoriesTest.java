package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.FeedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub repositories the sample registry documents link their packages to. Expected links are read from the
 * documents' own fields by the test.
 */
class RegistryRepositoriesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyRegistrysSourceLinkToGitHubIsFoundForThePackageThatStatesIt() throws Exception {
        Map<String, String> links = RegistryRepositories.read(SampleFeeds.root());

        for (String name : List.of("express", "react", "react-router", "request")) {
            String url = JSON.readTree(SampleFeeds.npm().resolve(name + ".json").toFile()).path("repository")
                    .path("url").asText();
            assertThat(links).as(url).containsKey("pkg:npm/" + name);
            assertThat(links.get("pkg:npm/" + name)).isEqualToIgnoringCase("pkg:github/" + slug(url));
        }
        JsonNode regex = JSON.readTree(SampleFeeds.registry("crates.io").resolve("api/v1/crates/regex").toFile());
        assertThat(links.get("pkg:cargo/regex"))
                .isEqualToIgnoringCase("pkg:github/" + slug(regex.path("crate").path("repository").asText()));
        JsonNode luigi = JSON.readTree(SampleFeeds.registry("pypi").resolve("pypi/luigi/json").toFile());
        assertThat(links.get("pkg:pypi/luigi"))
                .isEqualToIgnoringCase("pkg:github/" + slug(luigi.path("info").path("home_page").asText()));
        assertThat(links.values()).anyMatch(source -> source.toLowerCase(Locale.ROOT)
                .equals("pkg:github/golang-jwt/jwt"));
        assertThat(links.values()).allMatch(source -> source.startsWith("pkg:github/"));
    }

    @Test
    void aFolderWithoutRegistryDocumentsLinksNothingAndAPackumentTheBuildWouldRefuseFailsTheReading()
            throws Exception {
        assertThat(RegistryRepositories.read(dir)).isEmpty();
        Files.createDirectories(dir.resolve("npm-packuments"));
        Files.writeString(dir.resolve("npm-packuments/broken.json"), "{\"name\": \"broken\", \"versions\": ");

        assertThatThrownBy(() -> RegistryRepositories.read(dir)).isInstanceOf(FeedException.class)
                .hasMessageContaining("broken.json");
    }

    /** {@code owner/name} of a GitHub URL as registries write them. */
    private static String slug(String url) {
        return url.replaceFirst("^.*github\\.com[/:]", "").replaceFirst("\\.git$", "").replaceFirst("/$", "");
    }
}
