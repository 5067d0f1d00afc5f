package io.cis.loader.feeds.rubygems;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.feeds.registry.RegistryLoad;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The RubyGems feed against the recorded versions API documents of public_suffix and statesman and the compact index
 * file of public_suffix. Expected values are read from the files by the test.
 */
class RubyGemsFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new RubyGemsFormat(), SampleFeeds.root());
    }

    private static JsonNode versions(String gem) throws IOException {
        return JSON.readTree(SampleFeeds.registry("rubygems").resolve("api/v1/versions").resolve(gem + ".json").toFile());
    }

    private static String day(JsonNode timestamp) {
        return Instant.parse(timestamp.asText()).atZone(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void everyVersionOfTheVersionsApiWithItsDayAndLicensesIsActive() throws IOException {
        for (String gem : List.of("public_suffix", "statesman")) {
            JsonNode builds = versions(gem);
            TreeMap<String, String> firstDay = new TreeMap<>();
            TreeSet<String> days = new TreeSet<>();
            for (JsonNode build : builds) {
                firstDay.merge(build.path("number").asText(), day(build.path("created_at")),
                        (a, b) -> a.compareTo(b) <= 0 ? a : b);
                days.add(day(build.path("created_at")));
            }
            String purl = "pkg:gem/" + gem;
            List<VersionFacts> reported = load.versions(purl).stream().filter(v -> v.releaseDate() != null).toList();
            assertThat(reported).extracting(VersionFacts::version).containsExactlyInAnyOrderElementsOf(firstDay.keySet());
            for (JsonNode build : builds) {
                VersionFacts version = reported.stream().filter(v -> v.version().equals(build.path("number").asText()))
                        .findFirst().orElseThrow();
                assertThat(version.releaseDate()).isEqualTo(firstDay.get(version.version()));
                assertThat(version.status()).isEqualTo("active");
                assertThat(version.checkDate()).isEqualTo(days.last());
                List<String> declared = JSON.convertValue(build.path("licenses"), JSON.getTypeFactory()
                        .constructCollectionType(List.class, String.class));
                assertThat(version.licenses()).isEqualTo(declared == null ? List.of() : declared);
            }
            assertThat(load.component(purl).name()).isEqualTo(gem);
        }
    }

    @Test
    void theCompactIndexListsEachVersionOnceWhateverItsPlatformsWithoutDays() throws IOException {
        Set<String> expected = new LinkedHashSet<>();
        for (String line : Files.readAllLines(SampleFeeds.registry("rubygems").resolve("info/public_suffix"))) {
            if (!line.equals("---")) {
                expected.add(line.split(" ", 2)[0].split("-", 2)[0]);
            }
        }
        List<VersionFacts> fromIndex = load.versions("pkg:gem/public_suffix").stream()
                .filter(v -> v.releaseDate() == null).toList();
        assertThat(fromIndex).extracting(VersionFacts::version).containsExactlyElementsOf(expected);
        assertThat(fromIndex).allSatisfy(v -> {
            assertThat(v.status()).isEqualTo("active");
            assertThat(v.checkDate()).isNull();
        });
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aVersionsDocumentThatIsNoArrayOrAnUnknownPathIsSkipped(@TempDir Path root) throws Exception {
        Path folder = root.resolve("registries/rubygems");
        Files.createDirectories(folder.resolve("api/v1/versions"));
        Files.writeString(folder.resolve("api/v1/versions/rack.json"), "{\"error\": \"This rubygem could not be found.\"}");
        Files.createDirectories(folder.resolve("api/v1/gems"));
        Files.writeString(folder.resolve("api/v1/gems/rack.json"), "{}");

        RegistryLoad partial = RegistryLoad.of(new RubyGemsFormat(), root);

        assertThat(partial.facts().versions()).isEmpty();
        assertThat(partial.result().skipped()).extracting(SkippedRecord::file).containsExactlyInAnyOrder(
                "registries/rubygems/api/v1/versions/rack.json", "registries/rubygems/api/v1/gems/rack.json");
    }
}
