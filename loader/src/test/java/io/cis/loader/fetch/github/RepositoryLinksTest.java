package io.cis.loader.fetch.github;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.fetch.FetchException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GitHub repositories the sample registry documents link their packages to. Expected links are read from the
 * documents' own fields by the test.
 */
class RepositoryLinksTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyRegistrysSourceLinkToGitHubIsFoundWithThePackagesThatLinkToIt() throws Exception {
        Map<String, List<String>> links = new RepositoryLinks().in(SampleFeeds.root()).stream()
                .collect(Collectors.toMap(link -> link.repository().slug(), RepositoryLinks.Link::components));

        for (String name : List.of("express", "react", "react-router", "request")) {
            String url = JSON.readTree(SampleFeeds.npm().resolve(name + ".json").toFile()).path("repository")
                    .path("url").asText();
            String slug = slug(url);
            assertThat(links).as(url).containsKey(slug);
            assertThat(links.get(slug)).contains("pkg:npm/" + name);
        }
        JsonNode regex = JSON.readTree(SampleFeeds.registry("crates.io").resolve("api/v1/crates/regex").toFile());
        assertThat(links.get(slug(regex.path("crate").path("repository").asText()))).contains("pkg:cargo/regex");
        JsonNode luigi = JSON.readTree(SampleFeeds.registry("pypi").resolve("pypi/luigi/json").toFile());
        assertThat(links.get(slug(luigi.path("info").path("home_page").asText()))).contains("pkg:pypi/luigi");
        assertThat(links).containsKey("golang-jwt/jwt");
        assertThat(links.keySet()).allSatisfy(slug -> assertThat(slug).isEqualTo(slug.toLowerCase()));
    }

    @Test
    void aFolderWithoutRegistryDocumentsLinksNothingAndAPackumentTheBuildWouldRefuseFailsTheReading()
            throws IOException {
        assertThat(readLinks(dir)).isEmpty();
        Files.createDirectories(dir.resolve("npm-packuments"));
        Files.writeString(dir.resolve("npm-packuments/broken.json"), "{\"name\": \"broken\", \"versions\": ");

        assertThatThrownBy(() -> new RepositoryLinks().in(dir)).isInstanceOf(FetchException.class)
                .hasMessageContaining("cannot be read for their source repositories");
    }

    private static List<RepositoryLinks.Link> readLinks(Path root) {
        try {
            return new RepositoryLinks().in(root);
        } catch (FetchException e) {
            throw new AssertionError(e);
        }
    }

    /** {@code owner/name} of a GitHub URL as registries write them, lower case. */
    private static String slug(String url) {
        String path = url.replaceFirst("^.*github\\.com[/:]", "").replaceFirst("\\.git$", "").replaceFirst("/$", "");
        return path.toLowerCase();
    }
}
