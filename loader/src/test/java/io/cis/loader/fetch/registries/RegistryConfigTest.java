package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.fetch.FetchConfig;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code registries} section of the fetch configuration: what each key sets, and a clear refusal otherwise. */
class RegistryConfigTest {

    @TempDir
    Path dir;

    private FetchConfig read(String yaml) throws IOException {
        Path file = dir.resolve("fetch.yaml");
        Files.writeString(file, yaml);
        return FetchConfig.read(file);
    }

    @Test
    void aRegistryIsAUrlOrAMappingWithItsFurtherKeys() throws IOException {
        RegistryConfig config = read("""
                registries:
                  concurrency: 2
                  npm: https://registry.example.internal/npm/
                  crates:
                    url: https://registry.example.internal/crates/
                    index: https://registry.example.internal/crates-index/
                    requests_per_second: 1
                  nuget:
                    url: https://registry.example.internal/nuget/
                    registration: registration3-gz-semver2
                """).registries();

        assertThat(config.concurrency()).isEqualTo(2);
        assertThat(config.endpoint("npm")).contains(RegistryEndpoint.of(
                URI.create("https://registry.example.internal/npm/")));
        assertThat(config.endpoint("crates")).contains(new RegistryEndpoint(
                URI.create("https://registry.example.internal/crates/"),
                Map.of("index", "https://registry.example.internal/crates-index/"), OptionalInt.of(1)));
        assertThat(config.endpoint("nuget").flatMap(nuget -> nuget.setting("registration")))
                .contains("registration3-gz-semver2");
        assertThat(config.endpoint("maven")).isEmpty();
    }

    @Test
    void withoutTheSectionNoRegistryIsAskedAndFourRequestsGoToAHostAtATime() throws IOException {
        RegistryConfig config = read("osv:\n  ecosystems: [npm]\n").registries();

        assertThat(config.endpoints()).isEmpty();
        assertThat(config.concurrency()).isEqualTo(RegistryConfig.DEFAULT_CONCURRENCY).isEqualTo(4);
    }

    @Test
    void aMirrorTakesTheConfiguredBaseAndKeepsTheFurtherKeys() throws IOException {
        RegistryConfig config = read("""
                registries:
                  crates:
                    url: https://registry.example.internal/crates/
                    index: https://registry.example.internal/crates-index/
                """).registries().withBase("crates", URI.create("https://mirror.example.internal/crates/"));

        assertThat(config.endpoint("crates").orElseThrow().url())
                .isEqualTo(URI.create("https://mirror.example.internal/crates/"));
        assertThat(config.endpoint("crates").orElseThrow().setting("index"))
                .contains("https://registry.example.internal/crates-index/");
    }

    @Test
    void whatCannotMeanWhatItsKeySaysIsRefusedNamingTheKey() {
        assertThatThrownBy(() -> read("registries:\n  cargo: https://registry.example.internal/crates/\n"))
                .hasMessageContaining("registries: unknown key cargo (known: concurrency, crates, go, hex, maven,"
                        + " npm, nuget, packagist, pub, pypi, rubygems)");
        assertThatThrownBy(() -> read("registries:\n  npm: ftp://registry.example.internal/npm/\n"))
                .hasMessageContaining("registries.npm: not an http(s) URL: ftp://registry.example.internal/npm/");
        assertThatThrownBy(() -> read("registries:\n  npm:\n    index: https://registry.example.internal/x/\n"))
                .hasMessageContaining("registries.npm: unknown key index (known: requests_per_second, url)");
        assertThatThrownBy(() -> read("registries:\n  crates:\n    index: https://registry.example.internal/x/\n"))
                .hasMessageContaining("registries.crates: no url");
        assertThatThrownBy(() -> read("registries:\n  concurrency: 0\n"))
                .hasMessageContaining("registries.concurrency: not a whole number from 1 to 32");
        assertThatThrownBy(() -> read("registries:\n  nuget:\n    url: https://registry.example.internal/nuget/\n"
                + "    registration: ../v2\n"))
                .hasMessageContaining("registries.nuget.registration: not one path segment: ../v2");
    }
}
