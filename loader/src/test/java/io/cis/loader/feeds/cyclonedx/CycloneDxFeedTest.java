package io.cis.loader.feeds.cyclonedx;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.cryptography.StatedAlgorithm;
import io.cis.loader.cryptography.VersionAlgorithms;
import io.cis.loader.geoprovenance.CollectedLocations;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CycloneDxFeedTest {

    private static final String DROPWIZARD = "SBOM/dropwizard-1.3.15/bom.json";
    private static final String JUICE_SHOP = "SBOM/juice-shop/v11.1.2/bom.json";
    private static final String CERN = "SBOM/cern-lhc-vdm-editor-e564943/bom.json";
    private static final String PROTON = "SBOM/proton-bridge/proton-bridge-v1.8.0.bom.json";
    private static final String LARAVEL = "SBOM/laravel-7.12.0/bom.1.4.json";
    private static final Pattern PURL_FIELD = Pattern.compile("\"purl\"\\s*:");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleBoms() throws FeedException {
        facts = new CollectedFacts();
        CycloneDxFeed feed = new CycloneDxFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), new BuildSink(new SnapshotTables(), facts, new CollectedVulnerabilities()));
    }

    /** Counted without the feed: every "purl" key in the file's text (these BOMs carry no other kind of "purl"). */
    private static long purlFields(Path file) throws IOException {
        Matcher matcher = PURL_FIELD.matcher(Files.readString(file));
        long count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    private static VersionFacts version(CollectedFacts from, String purl, String version) {
        return from.versions().stream().filter(v -> v.purl().equals(purl) && v.version().equals(version))
                .findFirst().orElseThrow(() -> new AssertionError("no version facts for " + purl + "@" + version));
    }

    private static ComponentFacts component(CollectedFacts from, String purl) {
        return from.components().stream().filter(c -> c.purl().equals(purl))
                .findFirst().orElseThrow(() -> new AssertionError("no component facts for " + purl));
    }

    private static FeedResult loadInto(Path dir, CollectedFacts into) throws FeedException {
        return new CycloneDxFeed().load(dir, dir, new BuildSink(new SnapshotTables(), into, new CollectedVulnerabilities()));
    }

    private static Path copyInto(Path dir, String sample) throws IOException {
        Path target = dir.resolve(sample);
        Files.createDirectories(target.getParent());
        return Files.copy(SampleFeeds.cyclonedx(sample), target);
    }

    @Test
    void findsTheBomsUnderTheFeedsRootItsSbomFolderOrAsTheRootItself() {
        CycloneDxFeed feed = new CycloneDxFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.cyclonedx().normalize());
        assertThat(feed.locate(SampleFeeds.root().resolve("sbom"))).contains(SampleFeeds.root().resolve("sbom").normalize());
        assertThat(feed.locate(SampleFeeds.cyclonedx("SBOM"))).contains(SampleFeeds.cyclonedx("SBOM").normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.path()).isEqualTo("sbom/cyclonedx");
    }

    @Test
    void reportsEveryComponentWithAPurlOfEverySampleBom() throws IOException {
        long expected = 0;
        try (Stream<Path> files = Files.walk(SampleFeeds.cyclonedx())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                expected += purlFields(file);
            }
        }
        assertThat(expected).isEqualTo(1318);
        assertThat(result.records()).isEqualTo(expected);
        assertThat(facts.components()).hasSize((int) expected);
        // every sample component has a version in its purl
        assertThat(facts.versions()).hasSize((int) expected);
        assertThat(result.feedDate()).isNull();
    }

    @Test
    void theDropwizardBomReportsAsManyComponentsAsItHasPurls(@TempDir Path dir) throws Exception {
        Path bom = copyInto(dir, DROPWIZARD);
        CollectedFacts own = new CollectedFacts();
        FeedResult partial = loadInto(dir, own);
        assertThat(partial.records()).isEqualTo(purlFields(bom)).isEqualTo(168);
        assertThat(partial.skipped()).isEmpty();
        assertThat(own.components()).extracting(ComponentFacts::purl).doesNotHaveDuplicates();
    }

    @Test
    void theBomsSubjectIsReportedToo() {
        assertThat(version(facts, "pkg:maven/io.dropwizard/dropwizard-parent", "1.3.15")).isNotNull();
        assertThat(component(facts, "pkg:npm/juice-shop").name()).isEqualTo("juice-shop");
    }

    @Test
    void aLicenseIdComesThroughAsGivenWithoutAnExpression() {
        VersionFacts annotations = version(facts, "pkg:maven/com.fasterxml.jackson.core/jackson-annotations", "2.9.10");
        assertThat(annotations.licenses()).containsExactly("Apache-2.0");
        assertThat(annotations.licenseExpression()).isNull();
        assertThat(annotations.releaseDate()).isNull();
        assertThat(annotations.status()).isNull();
    }

    @Test
    void anExpressionEntryComesThroughAsTheExpression() {
        VersionFacts locator = version(facts, "pkg:maven/org.glassfish.hk2/osgi-resource-locator", "1.0.1");
        assertThat(locator.licenseExpression()).isEqualTo("(CDDL-1.0 OR GPL-2.0-with-classpath-exception)");
        assertThat(locator.licenses()).isEmpty();
    }

    @Test
    void severalLicenseEntriesStayAListOfIdsAndNamesInTheirOrder() {
        VersionFacts logback = version(facts, "pkg:maven/ch.qos.logback/logback-core", "1.2.3");
        assertThat(logback.licenses()).containsExactly("EPL-1.0", "GNU Lesser General Public License");
        assertThat(logback.licenseExpression()).isNull();
        // a name that reads like an expression is still a name: reported as given, not parsed
        VersionFacts atob = version(facts, "pkg:npm/atob", "2.1.2");
        assertThat(atob.licenses()).containsExactly("(MIT OR Apache-2.0)");
        assertThat(atob.licenseExpression()).isNull();
    }

    @Test
    void aGithubVcsReferenceGivesTheSourcePurlAndTheWebsiteTheAddress() {
        ComponentFacts puppeteer = component(facts, "pkg:npm/puppeteer");
        assertThat(puppeteer.name()).isEqualTo("puppeteer");
        assertThat(puppeteer.url()).isEqualTo("https://github.com/GoogleChrome/puppeteer#readme");
        assertThat(puppeteer.sourcePurl()).isEqualTo("pkg:github/googlechrome/puppeteer");
        assertThat(puppeteer.status()).isNull();
        assertThat(puppeteer.firstIndexedDate()).isNull();
        // laravel (spec 1.4): the vcs repository differs from the package name
        assertThat(component(facts, "pkg:composer/fideloper/proxy").sourcePurl()).isEqualTo("pkg:github/fideloper/trustedproxy");
    }

    @Test
    void withoutAWebsiteTheWebVcsAddressIsTheUrlAndThePurlKeepsItsSpelling() {
        ComponentFacts notificator = component(facts, "pkg:golang/github.com/0xAX/notificator");
        assertThat(notificator.url()).isEqualTo("https://github.com/0xAX/notificator");
        assertThat(notificator.sourcePurl()).isEqualTo("pkg:github/0xax/notificator");
        assertThat(version(facts, "pkg:golang/github.com/0xAX/notificator", "v0.0.0-20191016112426-3962a5ea8da1")
                .licenses()).containsExactly("BSD-3-Clause");
    }

    @Test
    void nestedComponentsAreFound(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx(CERN).toFile());
        ArrayNode components = (ArrayNode) bom.get("components");
        // puppeteer (first) becomes an assembly of the next component, which in turn holds the one after it
        ObjectNode outer = (ObjectNode) components.get(0);
        ObjectNode middle = (ObjectNode) components.remove(1);
        ObjectNode inner = (ObjectNode) components.remove(1);
        middle.putArray("components").add(inner);
        outer.putArray("components").add(middle);
        Files.writeString(dir.resolve("nested.json"), JSON.writeValueAsString(bom));

        CollectedFacts own = new CollectedFacts();
        FeedResult nested = loadInto(dir, own);
        assertThat(nested.records()).isEqualTo(purlFields(SampleFeeds.cyclonedx(CERN))).isEqualTo(44);
        assertThat(own.versions()).extracting(v -> v.purl() + "@" + v.version())
                .contains(middle.get("purl").asText(), inner.get("purl").asText());
    }

    @Test
    void thePurlsVersionWinsAndTheVersionFieldServesWhenThePurlHasNone(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx(CERN).toFile());
        ObjectNode puppeteer = (ObjectNode) bom.get("components").get(0);
        puppeteer.put("purl", "pkg:npm/puppeteer");
        ObjectNode debug = (ObjectNode) bom.get("components").get(1);
        debug.put("version", "9.9.9");
        Files.writeString(dir.resolve("bom.json"), JSON.writeValueAsString(bom));

        CollectedFacts own = new CollectedFacts();
        loadInto(dir, own);
        assertThat(version(own, "pkg:npm/puppeteer", "1.19.0").licenses()).containsExactly("Apache-2.0");
        assertThat(own.versions()).extracting(VersionFacts::purl, VersionFacts::version)
                .contains(org.assertj.core.groups.Tuple.tuple("pkg:npm/debug", "4.1.1"))
                .doesNotContain(org.assertj.core.groups.Tuple.tuple("pkg:npm/debug", "9.9.9"));
    }

    @Test
    void cryptographicAssetsAreNoCatalogComponentsAndTheAlgorithmsOfASubjectWithoutPurlAreSkipped() throws Exception {
        CollectedFacts own = new CollectedFacts();
        CollectedCryptography algorithms = new CollectedCryptography();
        Path cbom = SampleFeeds.cyclonedx("CBOM");
        FeedResult crypto = new CycloneDxFeed().load(cbom, cbom, new BuildSink(new SnapshotTables(), own,
                new CollectedVulnerabilities(), algorithms, new CollectedLocations()));
        assertThat(crypto.records()).isZero();
        assertThat(own.components()).isEmpty();
        assertThat(algorithms.versions()).isEmpty();
        // CBOM/Algorithm and CBOM/Protocol describe "my application", which has no purl: its algorithms (2 and 5 of
        // their 10 assets; the others are a protocol, a certificate and a key) cannot be answered for
        List<String> expected = new ArrayList<>();
        for (String bom : List.of("CBOM/Algorithm/bom.json", "CBOM/Protocol/bom.json")) {
            expected.add("my application");
            for (JsonNode component : JSON.readTree(SampleFeeds.cyclonedx(bom).toFile()).get("components")) {
                if (component.at("/cryptoProperties/assetType").asText().equals("algorithm")) {
                    expected.add(component.has("bom-ref") ? component.get("bom-ref").asText() : component.get("name").asText());
                }
            }
        }
        assertThat(crypto.skipped()).extracting(SkippedRecord::id).containsExactlyElementsOf(expected).hasSize(2 + 2 + 5);
        assertThat(crypto.skipped()).extracting(SkippedRecord::reason).containsOnly("component without purl",
                "algorithm of 'my application', which has no purl with a version");
        assertThat(result.skipped()).extracting(SkippedRecord::id).containsSubsequence("my application", "my application", "product-ABC");
    }

    @Test
    void aCbomsAlgorithmsBelongToItsSubjectWhenItHasAPurlWithAVersion(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx("CBOM/Algorithm/bom.json").toFile());
        ((ObjectNode) bom.at("/metadata/component")).put("purl", "pkg:maven/org.example/my-application@1.0");
        Files.writeString(dir.resolve("bom.json"), JSON.writeValueAsString(bom));
        CollectedCryptography algorithms = new CollectedCryptography();
        FeedResult loaded = new CycloneDxFeed().load(dir, dir, new BuildSink(new SnapshotTables(), new CollectedFacts(),
                new CollectedVulnerabilities(), algorithms, new CollectedLocations()));

        List<StatedAlgorithm> expected = new ArrayList<>();
        for (JsonNode asset : bom.get("components")) {
            JsonNode level = asset.at("/cryptoProperties/algorithmProperties/classicalSecurityLevel");
            expected.add(new StatedAlgorithm(asset.get("name").asText(), level.isMissingNode() ? null : level.asText()));
        }
        assertThat(algorithms.versions()).singleElement().satisfies(version -> {
            assertThat(version.purl()).isEqualTo("pkg:maven/org.example/my-application");
            assertThat(version.version()).isEqualTo("1.0");
            // names as the BOM gives them: naming and classifying is the merge's job
            assertThat(version.algorithms()).isEqualTo(expected).contains(new StatedAlgorithm("AES-128-GCM", "128"));
        });
        assertThat(loaded.records()).isEqualTo(1 + expected.size());
        assertThat(loaded.skipped()).isEmpty();
    }

    @Test
    void anAlgorithmAComponentDependsOnOrProvidesIsThatComponentsAndTheRestAreTheSubjects(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx("CBOM/Protocol/bom.json").toFile());
        ((ObjectNode) bom.at("/metadata/component")).put("purl", "pkg:generic/my-application@1.0");
        ObjectNode library = ((ArrayNode) bom.get("components")).addObject();
        library.put("type", "library").put("name", "openssl").put("bom-ref", "lib/openssl")
                .put("purl", "pkg:generic/openssl@3.0.13");
        ArrayNode dependencies = bom.putArray("dependencies");
        ObjectNode uses = dependencies.addObject().put("ref", "lib/openssl");
        uses.putArray("dependsOn").add("crypto/algorithm/sha-384@2.16.840.1.101.3.4.2.9");
        uses.putArray("provides").add("crypto/algorithm/aes-256-gcm@2.16.840.1.101.3.4.1.46").add("lib/openssl");
        Files.writeString(dir.resolve("bom.json"), JSON.writeValueAsString(bom));
        CollectedCryptography algorithms = new CollectedCryptography();
        new CycloneDxFeed().load(dir, dir, new BuildSink(new SnapshotTables(), new CollectedFacts(),
                new CollectedVulnerabilities(), algorithms, new CollectedLocations()));

        assertThat(algorithms.versions()).extracting(VersionAlgorithms::purl)
                .containsExactlyInAnyOrder("pkg:generic/openssl", "pkg:generic/my-application");
        VersionAlgorithms openssl = algorithms.versions().stream().filter(v -> v.purl().equals("pkg:generic/openssl"))
                .findFirst().orElseThrow();
        assertThat(openssl.version()).isEqualTo("3.0.13");
        assertThat(openssl.algorithms()).extracting(StatedAlgorithm::name).containsExactlyInAnyOrder("SHA384", "AES-256-GCM");
        VersionAlgorithms subject = algorithms.versions().stream().filter(v -> v.purl().equals("pkg:generic/my-application"))
                .findFirst().orElseThrow();
        assertThat(subject.algorithms()).extracting(StatedAlgorithm::name).containsExactly("SHA512withRSA", "ECDH", "RSA-2048");
    }

    @Test
    void anAlgorithmWithoutNameIsSkippedAndTheOthersAreReported(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx("CBOM/Algorithm/bom.json").toFile());
        ((ObjectNode) bom.at("/metadata/component")).put("purl", "pkg:maven/org.example/my-application@1.0");
        ObjectNode nameless = (ObjectNode) bom.get("components").get(1);
        nameless.remove("name");
        nameless.put("bom-ref", "crypto/algorithm/nameless");
        Files.writeString(dir.resolve("bom.json"), JSON.writeValueAsString(bom));
        CollectedCryptography algorithms = new CollectedCryptography();
        FeedResult loaded = new CycloneDxFeed().load(dir, dir, new BuildSink(new SnapshotTables(), new CollectedFacts(),
                new CollectedVulnerabilities(), algorithms, new CollectedLocations()));
        assertThat(loaded.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(dir.resolve("bom.json").toString());
            assertThat(skip.id()).isEqualTo("crypto/algorithm/nameless");
            assertThat(skip.reason()).isEqualTo("algorithm without name");
        });
        assertThat(algorithms.versions()).singleElement().satisfies(version ->
                assertThat(version.algorithms()).extracting(StatedAlgorithm::name).containsExactly("AES-128-GCM"));
    }

    @Test
    void jsonThatIsNotABomIsIgnoredWithANote(@TempDir Path dir) throws Exception {
        copyInto(dir, CERN);
        Files.writeString(dir.resolve("package.json"), "{\"name\": \"not-a-bom\", \"version\": \"1.0.0\"}");
        FeedResult mixed = loadInto(dir, new CollectedFacts());
        assertThat(mixed.records()).isEqualTo(44);
        assertThat(mixed.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(dir.resolve("package.json").toString());
            assertThat(skip.reason()).contains("not a CycloneDX BOM");
        });
    }

    @Test
    void anInvalidPurlOrAMissingOneSkipsOnlyThatComponent(@TempDir Path dir) throws Exception {
        ObjectNode bom = (ObjectNode) JSON.readTree(SampleFeeds.cyclonedx(PROTON).toFile());
        ArrayNode components = (ArrayNode) bom.get("components");
        ((ObjectNode) components.get(0)).put("purl", "pkg:npm/@scope/unencoded");
        ObjectNode withoutPurl = (ObjectNode) components.get(1);
        withoutPurl.remove("purl");
        Files.writeString(dir.resolve("bom.json"), JSON.writeValueAsString(bom));

        FeedResult partial = loadInto(dir, new CollectedFacts());
        assertThat(partial.records()).isEqualTo(purlFields(SampleFeeds.cyclonedx(PROTON)) - 2);
        assertThat(partial.skipped()).hasSize(2);
        assertThat(partial.skipped().get(0).id()).isEqualTo("pkg:npm/@scope/unencoded");
        assertThat(partial.skipped().get(0).reason()).startsWith("invalid purl");
        assertThat(partial.skipped().get(1).id()).isEqualTo(withoutPurl.get("bom-ref").asText());
        assertThat(partial.skipped().get(1).reason()).isEqualTo("component without purl");
    }

    @Test
    void aTruncatedBomFailsTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        copyInto(dir, LARAVEL);
        byte[] bom = Files.readAllBytes(SampleFeeds.cyclonedx(JUICE_SHOP));
        Path truncated = dir.resolve("juice-shop.json");
        Files.write(truncated, Arrays.copyOf(bom, bom.length / 2));
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(truncated.toString())
                .hasMessageContaining("not valid JSON")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(truncated));
    }

    @Test
    void anEmptyJsonFileFailsTheBuildToo(@TempDir Path dir) throws Exception {
        copyInto(dir, CERN);
        Files.writeString(dir.resolve("empty.json"), "");
        assertThatThrownBy(() -> loadInto(dir, new CollectedFacts()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(dir.resolve("empty.json").toString());
    }

    @Test
    void filesAreReadInPathOrderSoFactsComeInTheSameOrderEveryBuild() {
        List<String> subjects = facts.components().stream().map(ComponentFacts::purl)
                .filter(p -> List.of("pkg:npm/lhc-vdm-editor", "pkg:maven/io.dropwizard/dropwizard-parent", "pkg:npm/juice-shop",
                        "pkg:composer/cyclonedx/cyclonedx-php-composer-demo", "pkg:golang/github.com/ProtonMail/proton-bridge").contains(p))
                .toList();
        // SBOM/cern... < SBOM/dropwizard... < SBOM/juice-shop/... < SBOM/laravel... < SBOM/proton-bridge/...
        assertThat(subjects).containsExactly("pkg:npm/lhc-vdm-editor", "pkg:maven/io.dropwizard/dropwizard-parent",
                "pkg:npm/juice-shop", "pkg:composer/cyclonedx/cyclonedx-php-composer-demo",
                "pkg:golang/github.com/ProtonMail/proton-bridge");
    }
}
