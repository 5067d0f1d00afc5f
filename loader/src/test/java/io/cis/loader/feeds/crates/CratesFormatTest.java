package io.cis.loader.feeds.crates;

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
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The crates.io feed against the recorded crate API documents of regex and bitflags and the sparse index file of
 * amethyst. Expected values are read from the files by the test.
 */
class CratesFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new CratesFormat(), SampleFeeds.root());
    }

    private static JsonNode api(String crate) throws IOException {
        return JSON.readTree(SampleFeeds.registry("crates.io").resolve("api/v1/crates").resolve(crate).toFile());
    }

    private static String day(JsonNode timestamp) {
        return OffsetDateTime.parse(timestamp.asText()).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void everyVersionOfTheCrateApiWithItsDayYankedFlagAndLicense() throws IOException {
        for (String crate : List.of("regex", "bitflags")) {
            JsonNode document = api(crate);
            String purl = "pkg:cargo/" + crate;
            assertThat(load.versions(purl)).hasSize(document.path("versions").size());
            TreeSet<String> updated = new TreeSet<>(List.of(day(document.path("crate").path("updated_at"))));
            document.path("versions").forEach(v -> updated.add(day(v.path("updated_at"))));
            for (JsonNode entry : document.path("versions")) {
                VersionFacts version = load.version(purl, entry.path("num").asText()).orElseThrow();
                assertThat(version.releaseDate()).isEqualTo(day(entry.path("created_at")));
                assertThat(version.status()).as(crate + " " + version.version())
                        .isEqualTo(entry.path("yanked").asBoolean() ? "yanked" : "active");
                assertThat(version.checkDate()).isEqualTo(updated.last());
            }
        }
        assertThat(load.versions("pkg:cargo/regex")).filteredOn(v -> "yanked".equals(v.status()))
                .extracting(VersionFacts::version).containsExactlyInAnyOrder("0.1.66", "0.1.57", "0.1.31");
        assertThat(load.versions("pkg:cargo/bitflags")).filteredOn(v -> "yanked".equals(v.status())).hasSize(3);
    }

    @Test
    void theSlashSeparatedLicensesOfOldCratesAreAChoice() throws IOException {
        List<String> declared = new ArrayList<>();
        api("regex").path("versions").forEach(v -> declared.add(v.path("license").asText()));
        assertThat(declared).containsOnly("MIT/Apache-2.0");
        assertThat(load.versions("pkg:cargo/regex")).extracting(VersionFacts::licenseExpression)
                .containsOnly("MIT OR Apache-2.0");
    }

    @Test
    void theCrateLinksToItsRepository() throws IOException {
        assertThat(api("regex").path("crate").path("repository").asText()).isEqualTo("https://github.com/rust-lang/regex");
        assertThat(load.component("pkg:cargo/regex").sourcePurl()).isEqualTo("pkg:github/rust-lang/regex");
        assertThat(load.component("pkg:cargo/regex").status()).isEqualTo("active");
    }

    @Test
    void theSparseIndexGivesEveryLineAVersionWithItsYankedFlagAndNoDates() throws IOException {
        List<String> lines = Files.readAllLines(SampleFeeds.registry("crates.io").resolve("index/am/et/amethyst"));
        assertThat(lines).hasSize(19);
        for (String line : lines) {
            JsonNode entry = JSON.readTree(line);
            VersionFacts version = load.version("pkg:cargo/amethyst", entry.path("vers").asText()).orElseThrow();
            assertThat(version.status()).isEqualTo(entry.path("yanked").asBoolean() ? "yanked" : "active");
            assertThat(version.releaseDate()).isNull();
            assertThat(version.checkDate()).as("the index states no day").isNull();
        }
        assertThat(load.versions("pkg:cargo/amethyst")).filteredOn(v -> "yanked".equals(v.status())).hasSize(1);
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aBrokenIndexLineOrAFileOutsideTheShardLayoutIsSkippedAndTheOtherLinesLoad(@TempDir Path root)
            throws Exception {
        List<String> lines = new ArrayList<>(
                Files.readAllLines(SampleFeeds.registry("crates.io").resolve("index/am/et/amethyst")));
        lines.set(2, lines.get(2).substring(0, 40));
        Path index = root.resolve("registries/crates.io/index");
        Files.createDirectories(index.resolve("am/et"));
        Files.write(index.resolve("am/et/amethyst"), lines);
        Files.createDirectories(index.resolve("xx/yy"));
        Files.write(index.resolve("xx/yy/amethyst"), lines.subList(0, 1));
        Files.writeString(index.resolve("config.json"), "{\"dl\": \"https://example.invalid/\"}");

        RegistryLoad partial = RegistryLoad.of(new CratesFormat(), root);

        assertThat(partial.versions("pkg:cargo/amethyst")).hasSize(18);
        assertThat(partial.result().skipped()).extracting(SkippedRecord::id)
                .containsExactlyInAnyOrder("amethyst line 3", "amethyst");
        assertThat(partial.result().skipped()).extracting(SkippedRecord::file)
                .contains("registries/crates.io/index/xx/yy/amethyst");
    }
}
