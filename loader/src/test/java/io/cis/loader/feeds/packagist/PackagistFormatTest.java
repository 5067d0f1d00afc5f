package io.cis.loader.feeds.packagist;

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
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Packagist feed against the recorded minified Composer v2 metadata of monolog/monolog and drewm/mailchimp-api.
 * Expected values are read from the files by the test, which expands the minified list itself.
 */
class PackagistFormatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new PackagistFormat(), SampleFeeds.root());
    }

    private static JsonNode sample(String name) throws IOException {
        return JSON.readTree(SampleFeeds.registry("packagist").resolve("p2").resolve(name + ".json").toFile());
    }

    private static String day(String timestamp) {
        return OffsetDateTime.parse(timestamp).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    /** The test's own reading of the minified list: a field holds until an entry changes or unsets it. */
    private static List<String[]> versionsWithTimeAndLicense(JsonNode versions) {
        List<String[]> rows = new ArrayList<>();
        String time = null;
        String license = null;
        for (JsonNode entry : versions) {
            if (entry.has("time")) {
                time = entry.path("time").asText();
            }
            if (entry.has("license")) {
                license = entry.path("license").toString();
            }
            rows.add(new String[] {entry.path("version").asText(), time, license});
        }
        return rows;
    }

    @Test
    void everyVersionWithItsDayAndTheLicenseItInheritsFromTheEntriesBefore() throws IOException {
        for (String name : List.of("monolog/monolog", "drewm/mailchimp-api")) {
            JsonNode versions = sample(name).path("packages").path(name);
            String purl = "pkg:composer/" + name;
            List<String[]> rows = versionsWithTimeAndLicense(versions);
            assertThat(load.versions(purl)).hasSize(rows.size());
            TreeSet<String> days = new TreeSet<>();
            rows.forEach(row -> days.add(day(row[1])));
            for (String[] row : rows) {
                VersionFacts version = load.version(purl, row[0]).orElseThrow();
                assertThat(version.releaseDate()).as(name + " " + row[0]).isEqualTo(day(row[1]));
                assertThat(version.status()).isEqualTo("active");
                assertThat(version.checkDate()).isEqualTo(days.last());
                assertThat(JSON.readTree(row[2]).get(0).asText()).isEqualTo(version.licenseExpression());
            }
        }
        assertThat(load.version("pkg:composer/monolog/monolog", "1.0.0-RC1").orElseThrow().licenseExpression())
                .isEqualTo("MIT");
    }

    @Test
    void theNewestEntrysSourceNamesTheRepository() throws IOException {
        JsonNode newest = sample("monolog/monolog").path("packages").path("monolog/monolog").get(0);
        assertThat(newest.path("source").path("url").asText()).isEqualTo("https://github.com/Seldaek/monolog.git");
        assertThat(load.component("pkg:composer/monolog/monolog").sourcePurl()).isEqualTo("pkg:github/seldaek/monolog");
        assertThat(load.component("pkg:composer/monolog/monolog").status()).isEqualTo("active");
        assertThat(load.component("pkg:composer/drewm/mailchimp-api").sourcePurl())
                .isEqualTo("pkg:github/drewm/mailchimp-api");
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void anAbandonedPackageIsAbandonedAndSeveralLicensesAreAChoice(@TempDir Path root) throws Exception {
        // the recorded mailchimp-api metadata, marked abandoned as Packagist marks a package, with a dual license
        ObjectNode document = (ObjectNode) sample("drewm/mailchimp-api");
        ObjectNode newest = (ObjectNode) document.path("packages").path("drewm/mailchimp-api").get(0);
        newest.put("abandoned", "mailchimp/marketing");
        newest.putArray("license").add("MIT").add("GPL-2.0-or-later");
        Path file = root.resolve("registries/packagist/p2/drewm/mailchimp-api.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, JSON.writeValueAsString(document));

        RegistryLoad abandoned = RegistryLoad.of(new PackagistFormat(), root);

        assertThat(abandoned.component("pkg:composer/drewm/mailchimp-api").status()).isEqualTo("abandoned");
        VersionFacts dual = abandoned.version("pkg:composer/drewm/mailchimp-api", newest.path("version").asText())
                .orElseThrow();
        assertThat(dual.licenseExpression()).isEqualTo("MIT OR GPL-2.0-or-later");
        String second = document.path("packages").path("drewm/mailchimp-api").get(1).path("version").asText();
        assertThat(abandoned.version("pkg:composer/drewm/mailchimp-api", second).orElseThrow().licenseExpression())
                .as("the next entry inherits the license it does not restate").isEqualTo("MIT OR GPL-2.0-or-later");
    }
}
