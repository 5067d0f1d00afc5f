package io.cis.loader.feeds.pypi;

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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PyPI feed against the recorded JSON API responses of luigi and azure-cli-monitor. Expected values are read
 * from the documents by the test (Jackson tree walks), not computed by the feed.
 */
class PypiFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LUIGI = "pkg:pypi/luigi";
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new PypiFormat(), SampleFeeds.root());
    }

    private static JsonNode sample(String project) throws IOException {
        return JSON.readTree(SampleFeeds.registry("pypi").resolve("pypi").resolve(project).resolve("json").toFile());
    }

    private static String day(JsonNode file) {
        return Instant.parse(file.path("upload_time_iso_8601").asText()).atZone(ZoneOffset.UTC).toLocalDate().toString();
    }

    /** Per release in the document: the day of its first upload (null without files). */
    private static Map<String, String> firstUploads(JsonNode document) {
        Map<String, String> firsts = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = document.path("releases").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> release = it.next();
            TreeSet<String> days = new TreeSet<>();
            release.getValue().forEach(file -> days.add(day(file)));
            firsts.put(release.getKey(), days.isEmpty() ? null : days.first());
        }
        return firsts;
    }

    private static String lastUpload(JsonNode document) {
        TreeSet<String> days = new TreeSet<>();
        document.path("releases").forEach(files -> files.forEach(file -> days.add(day(file))));
        return days.last();
    }

    @Test
    void everyReleaseIsAVersionDatedByItsFirstUpload() throws IOException {
        JsonNode luigi = sample("luigi");
        Map<String, String> expected = firstUploads(luigi);
        assertThat(expected).hasSize(84);
        assertThat(load.versions(LUIGI)).extracting(VersionFacts::version)
                .containsExactlyInAnyOrderElementsOf(expected.keySet());
        for (VersionFacts version : load.versions(LUIGI)) {
            assertThat(version.releaseDate()).as(version.version()).isEqualTo(expected.get(version.version()));
        }
    }

    @Test
    void releasesWithFilesNoneYankedAreActiveAsOfTheDocumentsLatestUploadAndEmptyReleasesHaveNoState()
            throws IOException {
        JsonNode luigi = sample("luigi");
        String checked = lastUpload(luigi);
        for (VersionFacts version : load.versions(LUIGI)) {
            JsonNode files = luigi.path("releases").path(version.version());
            if (files.isEmpty()) {
                assertThat(version.status()).as(version.version() + " has no files").isNull();
                assertThat(version.checkDate()).isNull();
            } else {
                assertThat(files.findValues("yanked")).allMatch(yanked -> !yanked.asBoolean());
                assertThat(version.status()).as(version.version()).isEqualTo("active");
                assertThat(version.checkDate()).isEqualTo(checked);
            }
        }
        assertThat(load.versions(LUIGI)).filteredOn(v -> v.status() == null).extracting(VersionFacts::version)
                .containsExactlyInAnyOrder("1.0.21", "1.0.8");
    }

    @Test
    void onlyTheVersionTheInfoBlockDescribesGetsItsDeclaredLicense() throws IOException {
        for (String project : new String[] {"luigi", "azure-cli-monitor"}) {
            JsonNode info = sample(project).path("info");
            String purl = "pkg:pypi/" + info.path("name").asText();
            VersionFacts described = load.version(purl, info.path("version").asText()).orElseThrow();
            assertThat(described.licenseExpression()).isEqualTo(info.path("license").asText());
            assertThat(load.versions(purl)).filteredOn(v -> !v.version().equals(described.version()))
                    .allSatisfy(v -> assertThat(v.licenseExpression()).isNull());
        }
        assertThat(load.version(LUIGI, "3.6.0").orElseThrow().licenseExpression()).isEqualTo("Apache License 2.0");
    }

    @Test
    void theProjectLinksToItsGitHubRepositoryAndIsActive() throws IOException {
        ComponentFacts luigi = load.component(LUIGI);
        assertThat(sample("luigi").path("info").path("project_urls").path("Homepage").asText())
                .isEqualTo("https://github.com/spotify/luigi");
        assertThat(luigi.sourcePurl()).isEqualTo("pkg:github/spotify/luigi");
        assertThat(luigi.url()).isEqualTo("https://github.com/spotify/luigi");
        assertThat(luigi.status()).isEqualTo("active");
        assertThat(load.component("pkg:pypi/azure-cli-monitor").sourcePurl()).isEqualTo("pkg:github/azure/azure-cli");
    }

    @Test
    void theFeedDateIsTheLatestUploadOfAnyDocument() throws IOException {
        String latest = lastUpload(sample("luigi"));
        String other = lastUpload(sample("azure-cli-monitor"));
        assertThat(load.result().feedDate()).isEqualTo(latest.compareTo(other) > 0 ? latest : other);
        assertThat(load.result().skipped()).isEmpty();
        assertThat(load.result().records()).isEqualTo(load.facts().components().size() + load.facts().versions().size());
    }

    @Test
    void aReleaseWhoseFilesAreAllYankedIsYanked(@TempDir Path root) throws Exception {
        // the recorded luigi document, with the files of 2.8.13 yanked as PyPI marks them (PEP 592)
        ObjectNode luigi = (ObjectNode) sample("luigi");
        luigi.path("releases").path("2.8.13").forEach(file -> ((ObjectNode) file).put("yanked", true)
                .put("yanked_reason", "broken"));
        write(root.resolve("registries/pypi/pypi/luigi/json"), JSON.writeValueAsString(luigi));
        RegistryLoad yanked = RegistryLoad.of(new PypiFormat(), root);
        assertThat(yanked.version(LUIGI, "2.8.13").orElseThrow().status()).isEqualTo("yanked");
        assertThat(yanked.version(LUIGI, "2.8.12").orElseThrow().status()).isEqualTo("active");
    }

    @Test
    void aBrokenDocumentOrAPathThatIsNoJsonApiIsSkippedWithItsReasonAndTheRestLoads(@TempDir Path root)
            throws Exception {
        Path folder = root.resolve("registries/pypi/pypi");
        String luigi = Files.readString(SampleFeeds.registry("pypi").resolve("pypi/luigi/json"));
        write(folder.resolve("luigi/json"), luigi.substring(0, luigi.length() / 2));
        Files.createDirectories(folder.resolve("azure-cli-monitor"));
        Files.copy(SampleFeeds.registry("pypi").resolve("pypi/azure-cli-monitor/json"), folder.resolve("azure-cli-monitor/json"));
        write(root.resolve("registries/pypi/simple/luigi/index.html"), "<html></html>");
        write(folder.resolve("empty/json"), "{\"info\": {\"version\": \"1.0\"}, \"releases\": {}}");

        RegistryLoad partial = RegistryLoad.of(new PypiFormat(), root);

        assertThat(partial.result().skipped()).extracting(SkippedRecord::file).containsExactlyInAnyOrder(
                "registries/pypi/pypi/empty/json", "registries/pypi/pypi/luigi/json",
                "registries/pypi/simple/luigi/index.html");
        assertThat(partial.result().skipped()).extracting(SkippedRecord::reason).anySatisfy(
                reason -> assertThat(reason).startsWith("not valid JSON"));
        assertThat(partial.result().skipped()).extracting(SkippedRecord::reason).contains("\"info\" has no \"name\"");
        assertThat(partial.versions("pkg:pypi/azure-cli-monitor")).hasSize(39);
        assertThat(partial.versions(LUIGI)).isEmpty();
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
