package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.cli.FetchCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code cis fetch --sbom FILE --components FILE --config FILE}: the packages of SBOMs and lists, asked of the
 * registries the configuration names; what no registry serves listed, never dropped; bad seeds refused by name.
 */
class FetchCommandRegistriesTest {

    private static final Path FEEDS = SampleFeeds.root();
    private static final Path SBOMS = FEEDS.resolve("sbom");
    private static final Path JUICE_SHOP = SBOMS.resolve("cyclonedx/SBOM/juice-shop/v11.1.2/bom.json");
    private static final Path DROPWIZARD = SBOMS.resolve("cyclonedx/SBOM/dropwizard-1.3.15/bom.json");

    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();

    @TempDir
    Path dir;

    private record Run(int exit, String out, String err) {
    }

    private Run fetch(String... args) {
        CommandLine cli = new CommandLine(new FetchCommand(http, RegistryRun.TWO_TRIES, delay -> { }));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    private Path config(RegistryStandIn registries) throws IOException {
        Path config = dir.resolve("fetch.yaml");
        Files.writeString(config, "registries:\n  " + RegistrySourcesTest.config(registries).replace("\n", "\n  "));
        return config;
    }

    @Test
    void theSbomsPackagesAreAskedOfTheirRegistriesAndWhatTheRegistriesLackIsNamed() throws Exception {
        Path feeds = dir.resolve("feeds");
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            Run run = fetch("--out", feeds.toString(), "--config", config(registries).toString(), "--only",
                    "npm,maven", "--sbom", JUICE_SHOP.toString(), "--sbom", DROPWIZARD.toString());

            assertThat(run.exit()).as(run.err()).isZero();
            Map<String, Set<String>> named = packages(JUICE_SHOP, DROPWIZARD);
            assertThat(run.out()).contains("components: " + (named.get("maven").size() + named.get("npm").size())
                    + " package(s) named (maven " + named.get("maven").size() + ", npm " + named.get("npm").size()
                    + ")");
            // juice-shop's express, lodash and request are recorded; every other package is named as missing
            assertThat(RegistrySourcesTest.names(feeds.resolve("npm-packuments")))
                    .containsExactly("express.json", "lodash.json", "request.json");
            int absent = named.get("npm").size() - 3;
            assertThat(run.out()).contains("npm: not in the registry (HTTP 404 or 410), " + absent + " package(s): ")
                    .contains("pkg:npm/%40sindresorhus/is");
            assertThat(run.out()).contains("pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.9.10: no POM");
            assertThat(feeds.resolve("maven-metadata/com/fasterxml/jackson/core/jackson-databind/maven-metadata.xml"))
                    .exists();
        }
    }

    @Test
    void purlsOfTypesNoRegistryServesAreListedAndNothingIsAskedForThem() throws Exception {
        Path feeds = dir.resolve("feeds");
        Path spdx = SBOMS.resolve("containers/ubi9-micro-container-9.4-6.1716471860_amd64.spdx.json");
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            Run run = fetch("--out", feeds.toString(), "--config", config(registries).toString(), "--only", "npm",
                    "--sbom", spdx.toString());

            assertThat(run.exit()).as(run.err()).isEqualTo(FetchCommand.FAILED);
            assertThat(run.err()).contains("source(s) npm failed");
            assertThat(run.out()).contains("components: 0 package(s) named")
                    .containsPattern("components: not fetched, no registry serves type rpm: 20 purl\\(s\\): "
                            + "pkg:rpm/redhat/\\S+")
                    .contains("components: not fetched, no registry serves type oci: 2 purl(s): ")
                    .contains("npm: failed, previous copy kept: no component of type npm named");
            assertThat(registries.requests()).isEmpty();
        }
    }

    @Test
    void aListLineThatIsNoPurlIsRefusedNamingFileAndLine() throws Exception {
        Path list = dir.resolve("components.txt");
        Files.writeString(list, "# one purl per line\npkg:npm/express@4.17.1\n\nexpress@4.17.1\n");

        Run run = fetch("--out", dir.resolve("feeds").toString(), "--components", list.toString());

        assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(run.err()).isEqualTo("fetch failed: " + list + ":4: not a package URL: express@4.17.1"
                + System.lineSeparator());
        assertThat(dir.resolve("feeds")).doesNotExist();
    }

    @Test
    void aFileThatIsNoSbomIsRefusedNamingIt() throws Exception {
        Path notSbom = FEEDS.resolve("npm-packuments/express.json");

        Run run = fetch("--out", dir.resolve("feeds").toString(), "--sbom", notSbom.toString());

        assertThat(run.exit()).isEqualTo(FetchCommand.FAILED);
        assertThat(run.err()).contains("fetch failed: " + notSbom + ": neither a CycloneDX JSON BOM (bomFormat) nor"
                + " an SPDX 2 JSON document (spdxVersion)");
    }

    @Test
    void aMirrorGivenForARegistryIsItsBaseAndTheDryRunSaysSo() throws Exception {
        Path list = dir.resolve("components.txt");
        Files.writeString(list, "pkg:hex/plug@1.13.0\n");
        try (RegistryStandIn registries = RegistryStandIn.ofSamples(FEEDS)) {
            String base = registries.base("/hex/").toString();
            Run dry = fetch("--out", dir.resolve("feeds").toString(), "--components", list.toString(), "--only",
                    "hex", "--mirror", "hex=" + base, "--dry-run");

            assertThat(dry.exit()).as(dry.err()).isZero();
            assertThat(dry.out()).contains("hex: " + base + " -> " + dir.resolve("feeds"));
            assertThat(registries.requests()).isEmpty();

            Run run = fetch("--out", dir.resolve("feeds").toString(), "--components", list.toString(), "--only",
                    "hex", "--mirror", "hex=" + base);

            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(dir.resolve("feeds/registries/hex/api/packages/plug")).exists();
        }
    }

    /** The distinct packages (namespace and name) of each type the SBOMs name, their subject's included. */
    private static Map<String, Set<String>> packages(Path... sboms) throws IOException {
        Map<String, Set<String>> packages = new TreeMap<>();
        ObjectMapper json = new ObjectMapper();
        for (Path sbom : sboms) {
            List<JsonNode> components = new ArrayList<>();
            JsonNode bom = json.readTree(sbom.toFile());
            components.add(bom.path("metadata").path("component"));
            bom.path("components").forEach(components::add);
            for (int i = 0; i < components.size(); i++) {
                components.get(i).path("components").forEach(components::add);
                String purl = components.get(i).path("purl").asText("");
                if (!purl.isEmpty()) {
                    String type = purl.substring(4, purl.indexOf('/'));
                    String withoutVersion = purl.replaceAll("[@?#].*$", "");
                    packages.computeIfAbsent(type, t -> new TreeSet<>()).add(withoutVersion);
                }
            }
        }
        return packages;
    }
}
