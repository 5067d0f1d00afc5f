package io.cis.loader.feeds.nuget;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.feeds.registry.RegistryLoad;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The NuGet feed against the recorded registration indexes of NuGet.Core (6 unlisted versions, 2.14.0 deprecated)
 * and NUnit (1 unlisted). Expected values are read from the files by the test.
 */
class NuGetFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CORE_INDEX = "v3/registration3-gz-semver2/nuget.core/index.json";
    private static final String NUNIT_INDEX = "v3/registration5-gz-semver2/nunit/index.json";
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new NuGetFormat(), SampleFeeds.root());
    }

    private static JsonNode index(String path) throws IOException {
        return JSON.readTree(SampleFeeds.registry("nuget").resolve(path).toFile());
    }

    private static List<JsonNode> entries(JsonNode index) {
        List<JsonNode> entries = new ArrayList<>();
        index.path("items").forEach(page -> page.path("items").forEach(leaf -> entries.add(leaf.path("catalogEntry"))));
        return entries;
    }

    private static String day(JsonNode timestamp) {
        return OffsetDateTime.parse(timestamp.asText()).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void everyCatalogEntryIsAVersionUnlistedDeprecatedOrActive() throws IOException {
        for (String path : List.of(CORE_INDEX, NUNIT_INDEX)) {
            JsonNode index = index(path);
            List<JsonNode> entries = entries(index);
            String purl = load.facts().versions().stream()
                    .filter(v -> v.version().equals(entries.get(0).path("version").asText()))
                    .map(VersionFacts::purl).filter(p -> p.toLowerCase().endsWith(path.split("/")[2])).findFirst()
                    .orElseThrow();
            assertThat(load.versions(purl)).hasSize(entries.size());
            for (JsonNode entry : entries) {
                VersionFacts version = load.version(purl, entry.path("version").asText()).orElseThrow();
                String expected = !entry.path("listed").asBoolean(true) ? "unlisted"
                        : entry.has("deprecation") ? "deprecated" : "active";
                assertThat(version.status()).as(purl + " " + version.version()).isEqualTo(expected);
                assertThat(version.checkDate()).isEqualTo(day(index.path("commitTimeStamp")));
                String published = day(entry.path("published"));
                assertThat(version.releaseDate()).as("1900 marks an unlisted version, not a day")
                        .isEqualTo(published.startsWith("1900") ? null : published);
            }
        }
        assertThat(load.versions("pkg:nuget/NuGet.Core")).filteredOn(v -> "unlisted".equals(v.status())).hasSize(6);
        assertThat(load.version("pkg:nuget/NuGet.Core", "2.14.0").orElseThrow().status()).isEqualTo("deprecated");
        assertThat(load.versions("pkg:nuget/NUnit")).filteredOn(v -> "unlisted".equals(v.status())).hasSize(1);
    }

    @Test
    void thePackageIsNamedAsItsNewestVersionSpellsItsIdAndLinksToTheNewestGitHubProjectUrl() throws IOException {
        List<JsonNode> entries = entries(index(CORE_INDEX));
        assertThat(entries).extracting(e -> e.path("id").asText()).contains("Nuget.Core", "NuGet.Core");
        assertThat(entries.get(entries.size() - 1).path("id").asText()).isEqualTo("NuGet.Core");
        ComponentFacts core = load.component("pkg:nuget/NuGet.Core");
        assertThat(core.name()).isEqualTo("NuGet.Core");
        TreeSet<String> gitHubPages = new TreeSet<>();
        entries.forEach(e -> {
            if (e.path("projectUrl").asText().contains("github.com")) {
                gitHubPages.add(e.path("projectUrl").asText());
            }
        });
        assertThat(gitHubPages).containsExactly("https://github.com/NuGet/NuGet2");
        assertThat(core.sourcePurl()).isEqualTo("pkg:github/nuget/nuget2");
        assertThat(core.status()).as("only one of its versions is deprecated").isEqualTo("active");
    }

    @Test
    void aLicenseUrlIsDeclaredUnlessItIsTheGallerysLicenseFilePage() throws IOException {
        for (JsonNode entry : entries(index(NUNIT_INDEX))) {
            VersionFacts version = load.version("pkg:nuget/NUnit", entry.path("version").asText()).orElseThrow();
            String url = entry.path("licenseUrl").asText();
            if (url.isEmpty() || url.matches("https?://[^/]+/packages/NUnit/[^/]+/license")) {
                assertThat(version.licenses()).as(version.version()).isEmpty();
            } else {
                assertThat(version.licenses()).as(version.version()).containsExactly(url);
            }
        }
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aPageThatIsNotInlineIsReadFromTheFileAtItsIdAndAStrayPageOrLeafIsSkipped(@TempDir Path root)
            throws Exception {
        // the recorded NUnit index, its one page moved out into the file its @id names, as large packages are served
        ObjectNode index = (ObjectNode) index(NUNIT_INDEX);
        ObjectNode page = (ObjectNode) index.path("items").get(0);
        String pagePath = URI.create(page.path("@id").asText().replace("index.json#page/", "page/") + ".json").getPath().substring(1);
        page.put("@id", "https://registry.example/" + pagePath);
        Path folder = root.resolve("registries/nuget");
        write(folder.resolve(pagePath), JSON.writeValueAsString(page));
        ObjectNode outline = page.deepCopy();
        outline.remove("items");
        index.withArray("items").set(0, outline);
        write(folder.resolve(NUNIT_INDEX), JSON.writeValueAsString(index));
        write(folder.resolve("v3/registration5-gz-semver2/nunit/page/0.1/0.2.json"), "{\"items\": []}");
        write(folder.resolve("v3/registration5-gz-semver2/nunit/3.12.0.json"), "{}");

        RegistryLoad split = RegistryLoad.of(new NuGetFormat(), root);

        assertThat(split.versions("pkg:nuget/NUnit")).hasSize(entries(index(NUNIT_INDEX)).size());
        assertThat(split.result().skipped()).extracting(SkippedRecord::reason).containsExactlyInAnyOrder(
                "a registration page that no registration index in the feed refers to",
                "a registration leaf; versions are read from the registration index and its pages");
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
